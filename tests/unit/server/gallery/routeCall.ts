/**
 * Calls an API route's real handler in process: a request stream (a multipart body sent in 64 KB chunks, or
 * a JSON body handed over as `req.body` the way tests of other routes do) and a writable response that
 * records status, headers and bytes, so streamed answers (a zip, a photo) work as over HTTP.
 */
import type { NextApiRequest, NextApiResponse } from 'next';
import { randomBytes } from 'node:crypto';
import { Readable, Writable } from 'node:stream';

/** What a route answered. */
export interface RouteAnswer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  /** The body as the JSON envelope (throws for a non-JSON answer). */
  json: <T = unknown>() => { error: boolean; status: number; message: string; data: T; errors?: { path: string; message: string }[] };
}

/** A response that records what a handler writes (Writable, with Next's `status` and `json`). */
class RecordedResponse extends Writable {
  statusCode = 200;
  readonly headers: Record<string, string> = {};
  readonly chunks: Buffer[] = [];
  get headersSent(): boolean {
    return this.chunks.length > 0 || this.writableEnded;
  }
  setHeader(name: string, value: string | number | readonly string[]) {
    this.headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    return this;
  }
  getHeader(name: string) {
    return this.headers[name.toLowerCase()];
  }
  status(code: number) {
    this.statusCode = code;
    return this;
  }
  json(body: unknown) {
    this.setHeader('content-type', 'application/json; charset=utf-8');
    this.end(JSON.stringify(body));
    return this;
  }
  override _write(chunk: Buffer, _encoding: BufferEncoding, done: () => void) {
    this.chunks.push(Buffer.from(chunk));
    done();
  }
}

function* pieces(body: Buffer, size = 64 * 1024) {
  for (let at = 0; at < body.length; at += size) yield body.subarray(at, at + size);
}

/** A route's handler (a default export of pages/api). */
export type RouteHandler = (req: NextApiRequest, res: NextApiResponse) => Promise<void> | void;

/**
 * Calls `handler` with a request to `url` (its query parsed into `req.query`, plus `params` for path
 * parameters) and resolves once the answer is complete.
 * @param body a Buffer is streamed as the raw body; anything else is handed over as the parsed JSON body.
 */
export async function callRoute(
  handler: RouteHandler,
  {
    method = 'GET',
    url,
    headers = {},
    body,
    params = {},
    ip = '203.0.113.7',
  }: { method?: string; url: string; headers?: Record<string, string>; body?: unknown; params?: Record<string, string>; ip?: string },
): Promise<RouteAnswer> {
  const parsed = new URL(url, 'http://localhost');
  const req = Readable.from(Buffer.isBuffer(body) ? pieces(body) : []) as unknown as NextApiRequest & { body?: unknown };
  Object.assign(req, {
    method,
    url,
    headers: Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v])),
    query: { ...Object.fromEntries(parsed.searchParams), ...params },
    socket: { remoteAddress: ip },
  });
  if (body !== undefined && !Buffer.isBuffer(body)) req.body = body;
  const res = new RecordedResponse();
  const finished = new Promise<void>((resolve) => res.once('close', () => resolve()));
  await handler(req, res as unknown as NextApiResponse);
  if (!res.writableEnded && !res.destroyed) res.end();
  await finished;
  const bytes = Buffer.concat(res.chunks);
  return {
    status: res.statusCode,
    headers: res.headers,
    body: bytes,
    json: () => JSON.parse(bytes.toString('utf8')),
  };
}

/** One file part of a multipart body. */
export interface Part {
  name?: string;
  fileName: string;
  data: Buffer;
  type?: string;
}

/** A `multipart/form-data` body of `parts` (field `photos` unless named) and its Content-Type header. */
export function multipart(parts: Part[]): { body: Buffer; contentType: string } {
  const boundary = `----gallery-test-${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.name ?? 'photos'}"; filename="${part.fileName}"\r\n` +
          `Content-Type: ${part.type ?? 'application/octet-stream'}\r\n\r\n`,
        'utf8',
      ),
      part.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** The entries of a zip (stored, as the gallery writes them): name and bytes, read from its central directory. */
export function readZip(zip: Buffer): { name: string; data: Buffer }[] {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0) throw new Error('no end of central directory');
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const entries: { name: string; data: Buffer }[] = [];
  for (let i = 0; i < count; i += 1) {
    if (zip.readUInt32LE(at) !== 0x02014b50) throw new Error('bad central directory entry');
    const method = zip.readUInt16LE(at + 10);
    const size = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    if (method !== 0) throw new Error(`entry ${name} is compressed (method ${method})`);
    const dataStart = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    entries.push({ name, data: zip.subarray(dataStart, dataStart + size) });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}
