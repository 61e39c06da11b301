import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { NextApiRequest } from 'next';
import { describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES, readJsonBody } from '../../../../server/http/body';
import { HttpError } from '../../../../server/http/errors';

/** A request whose body is a stream of `chunks`, as Next hands it over with `bodyParser: false`. */
function streamedRequest(chunks: (string | Buffer)[], headers: Record<string, string> = { 'content-type': 'application/json' }) {
  return Object.assign(Readable.from(chunks.map((c) => (typeof c === 'string' ? Buffer.from(c) : c))), {
    headers,
  }) as unknown as NextApiRequest;
}

/** What `readJsonBody` answers: the body, or the status and message of its HttpError. */
async function outcome(req: NextApiRequest): Promise<{ body?: unknown; status?: number; message?: string }> {
  try {
    return { body: await readJsonBody(req) };
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    return { status: error.status, message: error.message };
  }
}

describe('readJsonBody', () => {
  it('parses a JSON body, also split in chunks, with or without a charset, or with no Content-Type at all', async () => {
    expect(await outcome(streamedRequest(['{"a":', '[1,"अ"]}']))).toEqual({ body: { a: [1, 'अ'] } });
    expect(await outcome(streamedRequest(['{"a":1}'], { 'content-type': 'application/json; charset=utf-8' }))).toEqual({ body: { a: 1 } });
    expect(await outcome(streamedRequest(['[1]'], { 'content-type': 'application/merge-patch+json' }))).toEqual({ body: [1] });
    expect(await outcome(streamedRequest(['"x"'], {}))).toEqual({ body: 'x' });
  });

  it('reads an empty body as undefined, whatever its type', async () => {
    expect(await outcome(streamedRequest([]))).toEqual({ body: undefined });
    expect(await outcome(streamedRequest([], { 'content-type': 'text/plain' }))).toEqual({ body: undefined });
  });

  it('answers 400 for invalid JSON or invalid UTF-8', async () => {
    expect(await outcome(streamedRequest(['{bad']))).toEqual({ status: 400, message: 'The request body is not valid JSON.' });
    expect(await outcome(streamedRequest([Buffer.from([0x22, 0xff, 0x22])]))).toEqual({
      status: 400,
      message: 'The request body is not valid UTF-8.',
    });
  });

  it('answers 415 for a body that is not JSON', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      expect((await outcome(streamedRequest(['a=1'], { 'content-type': type }))).status).toBe(415);
    }
  });

  it('answers 413 beyond the limit, from Content-Length or while reading', async () => {
    const big = 'x'.repeat(MAX_BODY_BYTES + 1);
    expect((await outcome(streamedRequest(['{}'], { 'content-length': String(MAX_BODY_BYTES + 1) }))).status).toBe(413);
    expect((await outcome(streamedRequest([`"${big.slice(0, 70_000)}`, `${big.slice(70_000)}"`]))).status).toBe(413);
    expect((await outcome(streamedRequest([`"${'x'.repeat(MAX_BODY_BYTES - 2)}"`]))).body).toHaveLength(MAX_BODY_BYTES - 2);
  });

  it('takes a body Next (or a test) already parsed as it is, an empty string as undefined', async () => {
    expect(await readJsonBody({ body: { a: 1 }, headers: {} } as unknown as NextApiRequest)).toEqual({ a: 1 });
    expect(await readJsonBody({ body: '', headers: {} } as unknown as NextApiRequest)).toBeUndefined();
  });
});

describe('every API route file', () => {
  const API_DIR = path.join(process.cwd(), 'pages', 'api');
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((entry) =>
      statSync(path.join(dir, entry)).isDirectory() ? files(path.join(dir, entry)) : [path.join(dir, entry)],
    );

  it("turns Next's body parser off (it answers bad JSON and big bodies in plain text), so readJsonBody answers in the envelope", () => {
    const without = files(API_DIR).filter(
      (file) => !/export const config = \{ api: \{ bodyParser: false(, responseLimit: false)? \} \};/.test(readFileSync(file, 'utf8')),
    );
    expect(without.map((file) => path.relative(API_DIR, file))).toEqual([]);
  });
});
