/**
 * The multipart receiver of every upload route (gallery photos, chat photos, invite images, wall photos, avatars,
 * provider photos): a `multipart/form-data` body read as a stream with `busboy`, its limits enforced while it
 * streams, at most `concurrency` files processed at once (a further file is not read until one is done, so memory
 * stays bounded), and the answer of an error sent before the body was read to its end.
 */
import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import type { Readable } from 'node:stream';
import busboy from 'busboy';
import { UPLOAD_FIELD as PHOTOS_FIELD } from '../../lib/contracts/photos';
import { bidiControlMessage, hasBidiControl } from '../../lib/validation';
import { HttpError } from './errors';

/** One file of an upload, read whole. */
export interface IncomingPhoto {
  /** 0-based position in the request. */
  index: number;
  fileName: string;
  data: Buffer;
}

/** Limits of `receivePhotos`. */
export interface ReceiveLimits {
  maxFiles: number;
  maxFileBytes: number;
  concurrency: number;
  /** The multipart field of the files (default `photos`, the gallery's; the event wall's is `image`). */
  field?: string;
}

/**
 * A file name as we keep and show it: its last path segment, without control characters, at most 200
 * characters; `photo-{n}` when nothing is left.
 */
export function cleanFileName(raw: string | undefined, index: number): string {
  const base = path.posix.basename((raw ?? '').replace(/\\/g, '/'));
  const clean = base
    .replace(/[\u0000-\u001F\u007F-\u009F]/g, '')
    .trim()
    .slice(-200);
  return clean === '' || clean === '.' || clean === '..' ? `photo-${index + 1}` : clean;
}

/** A counting gate: at most `size` holders at once; `acquire` resolves with the function that releases. */
function gate(size: number) {
  let free = size;
  const waiting: (() => void)[] = [];
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else free += 1;
  };
  return {
    acquire(): Promise<() => void> {
      if (free > 0) {
        free -= 1;
        return Promise.resolve(release);
      }
      return new Promise((resolve) => waiting.push(() => resolve(release)));
    },
  };
}

/** Reads one file stream whole. @throws HttpError 413 when busboy cut it at the size limit; 400 when it broke off. */
function readFile(stream: Readable, fileName: string, maxBytes: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.once('limit', () => reject(new HttpError(413, `${fileName} is larger than ${maxBytes / 1024 / 1024} MB.`)));
    stream.once('error', (error) => reject(new HttpError(400, 'The upload broke off before its end.', { cause: error })));
    stream.once('end', () => {
      if ((stream as Readable & { truncated?: boolean }).truncated) return;
      resolve(Buffer.concat(chunks));
    });
  });
}

/** The 413 of a request larger than its limits allow: "A photo may be at most 10 MB." for one photo, else the count and size. */
export function tooLargeRequestMessage({ maxFiles, maxFileBytes }: Pick<ReceiveLimits, 'maxFiles' | 'maxFileBytes'>): string {
  const mb = maxFileBytes / 1024 / 1024;
  return maxFiles === 1 ? `A photo may be at most ${mb} MB.` : `At most ${maxFiles} photos of up to ${mb} MB each per request.`;
}

/**
 * Streams the photos of a `multipart/form-data` request (field `photos`) through `handle`, in the order they
 * were sent, at most `limits.concurrency` at once; a file waits unread until a slot is free (backpressure on
 * the request). On the first problem it stops reading the request and, once every started file has settled,
 * rejects with that problem.
 * @returns what `handle` returned for each file, in request order.
 * @throws HttpError 415 for a body that is not multipart; 413 for a file over `maxFileBytes`, more than
 *   `maxFiles` files or a body larger than they can add up to; 400 for another field, no file, or a broken
 *   body; whatever `handle` throws for a file.
 */
export function receivePhotos<T>(req: IncomingMessage, handle: (photo: IncomingPhoto) => Promise<T>, limits: ReceiveLimits): Promise<T[]> {
  const UPLOAD_FIELD = limits.field ?? PHOTOS_FIELD;
  const type = (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  if (type !== 'multipart/form-data') {
    return Promise.reject(new HttpError(415, `Send the photos as multipart/form-data, in the field ${UPLOAD_FIELD}.`));
  }
  // every file at its largest, plus room for the part headers
  const ceiling = limits.maxFiles * (limits.maxFileBytes + 16 * 1024);
  if (Number(req.headers['content-length']) > ceiling) {
    return Promise.reject(new HttpError(413, tooLargeRequestMessage(limits)));
  }
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: req.headers,
      defParamCharset: 'utf8',
      limits: { files: limits.maxFiles, fileSize: limits.maxFileBytes, fields: 20, fieldSize: 1024, parts: limits.maxFiles + 20 },
    });
  } catch (error) {
    return Promise.reject(new HttpError(400, 'The upload is not a valid multipart/form-data body.', { cause: error }));
  }
  const slots = gate(limits.concurrency);

  return new Promise<T[]>((resolve, reject) => {
    const tasks: Promise<T>[] = [];
    let failure: unknown;
    let finishing = false;

    const finish = async () => {
      if (finishing) return;
      finishing = true;
      const results = await Promise.allSettled(tasks);
      if (failure === undefined && tasks.length === 0) failure = new HttpError(400, `Choose at least one photo (field ${UPLOAD_FIELD}).`);
      if (failure !== undefined) reject(failure);
      else resolve(results.map((result) => (result as PromiseFulfilledResult<T>).value));
    };
    const fail = (error: unknown) => {
      if (failure !== undefined) return;
      failure = error;
      // stop reading: the answer goes out with Connection: close (the rest of the body is never read)
      req.unpipe(parser);
      req.pause();
      parser.destroy();
    };

    parser.on('file', (field, stream, info) => {
      // a file waiting for its slot has no reader yet: when the upload stops, busboy destroys it with an error
      stream.on('error', () => undefined);
      if (failure !== undefined || info.filename === '') {
        stream.resume();
        return;
      }
      if (field !== UPLOAD_FIELD) {
        stream.resume();
        fail(new HttpError(400, `Send the photos in the field ${UPLOAD_FIELD}.`));
        return;
      }
      // a file name that displays other than it reads ("photo\u202Egpj.exe" shows as "photoexe.jpg")
      if (hasBidiControl(info.filename ?? '')) {
        stream.resume();
        fail(
          new HttpError(400, bidiControlMessage('A file name'), {
            errors: [{ path: UPLOAD_FIELD, message: bidiControlMessage('A file name') }],
          }),
        );
        return;
      }
      const index = tasks.length;
      const fileName = cleanFileName(info.filename, index);
      const task = (async () => {
        const release = await slots.acquire();
        try {
          if (failure !== undefined) throw failure;
          const data = await readFile(stream, fileName, limits.maxFileBytes);
          if (failure !== undefined) throw failure;
          return await handle({ index, fileName, data });
        } finally {
          release();
        }
      })();
      task.catch((error: unknown) => {
        stream.resume();
        fail(error);
      });
      tasks.push(task);
    });
    parser.on('field', () => undefined);
    parser.on('filesLimit', () => fail(new HttpError(413, `At most ${limits.maxFiles} photos per request.`)));
    parser.on('partsLimit', () => fail(new HttpError(413, `At most ${limits.maxFiles} photos per request.`)));
    parser.on('fieldsLimit', () => fail(new HttpError(400, 'Too many form fields: send the photos only.')));
    parser.on('error', (error: unknown) =>
      fail(new HttpError(400, 'The upload is not a valid multipart/form-data body.', { cause: error })),
    );
    parser.on('close', () => void finish());
    req.on('aborted', () => fail(new HttpError(400, 'The upload broke off before its end.')));
    req.on('error', (error) => fail(new HttpError(400, 'The upload broke off before its end.', { cause: error })));
    req.pipe(parser);
  });
}

/** An error answered before the request was read to its end: the connection is closed after the answer. */
export function closingConnection(error: unknown, req: IncomingMessage): unknown {
  if (!(error instanceof HttpError) || req.complete) return error;
  return new HttpError(error.status, error.message, {
    ...error.options,
    headers: { ...error.options.headers, Connection: 'close' },
    cause: error.options.cause,
  });
}

/** Hex sha256 of a file's bytes: the same file sent again to an order is the photo already there. */
export function photoSha256(data: Buffer): string {
  return createHash('sha256').update(data).digest('hex');
}
