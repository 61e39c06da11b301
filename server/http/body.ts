import type { NextApiRequest } from 'next';
import { HttpError } from './errors';

/** Largest request body the API reads, in bytes (our biggest legitimate body, an order, is a few KB). */
export const MAX_BODY_BYTES = 100 * 1024;

/** Whether a `Content-Type` is JSON (`application/json`, `application/*+json`), or absent (read as JSON). */
function isJsonType(contentType: string | undefined): boolean {
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  return type === '' || type === 'application/json' || /^application\/[\w.+-]+\+json$/.test(type);
}

const tooLarge = () =>
  new HttpError(413, `The request body is too large (at most ${MAX_BODY_BYTES / 1024} KB).`, { headers: { Connection: 'close' } });

/**
 * The raw bytes of a request body, at most `MAX_BODY_BYTES`. Beyond that it stops reading without
 * destroying the socket, so the 413 still reaches the client (Node discards the rest once answered).
 * Webhooks verify their signature over exactly these bytes.
 * @throws HttpError 413 beyond the limit; 400 when the body could not be read.
 */
export function readRaw(req: NextApiRequest): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const stop = (settle: () => void) => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
      settle();
    };
    const onData = (chunk: Buffer | string) => {
      const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
      size += buffer.length;
      if (size <= MAX_BODY_BYTES) chunks.push(buffer);
      else
        stop(() => {
          req.pause();
          reject(tooLarge());
        });
    };
    const onEnd = () => stop(() => resolve(Buffer.concat(chunks)));
    const onError = (error: Error) => stop(() => reject(new HttpError(400, 'The request body could not be read.', { cause: error })));
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onError);
  });
}

/**
 * The JSON body of a request, read by us rather than Next's body parser (which every API route turns
 * off with `export const config = { api: { bodyParser: false } }`), so that every problem is answered
 * in the JSON envelope. An empty body is `undefined`. A body Next already parsed, or a test
 * handed over as `req.body`, is taken as it is.
 * @throws HttpError 413 beyond `MAX_BODY_BYTES`; 415 for a body that is not JSON; 400 for invalid JSON
 *   or UTF-8, or a body that could not be read.
 */
export async function readJsonBody(req: NextApiRequest): Promise<unknown> {
  const isStream = typeof (req as Partial<Pick<NextApiRequest, 'on'>>).on === 'function';
  if (req.body !== undefined || !isStream) return req.body === '' ? undefined : (req.body as unknown);
  if (Number(req.headers['content-length']) > MAX_BODY_BYTES) throw tooLarge();
  const raw = await readRaw(req);
  if (raw.length === 0) return undefined;
  if (!isJsonType(req.headers['content-type'])) {
    throw new HttpError(415, 'Send the request body as JSON (Content-Type: application/json).');
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(raw);
  } catch (error) {
    throw new HttpError(400, 'The request body is not valid UTF-8.', { cause: error });
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    const message = 'The request body is not valid JSON.';
    throw new HttpError(400, message, { errors: [{ path: '(root)', message }], cause: error });
  }
}
