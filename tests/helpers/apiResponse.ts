import type { NextApiResponse } from 'next';

/**
 * A stand-in NextApiResponse that records what an API handler writes: status, JSON body and headers
 * (names lower-cased), with the methods the handler wrapper and streamed answers (`write`, `statusCode`) use.
 */
export function recordedResponse() {
  const out = { status: 0, body: undefined as unknown, headers: {} as Record<string, string>, raw: undefined as string | undefined };
  const res = {
    setHeader(name: string, value: string) {
      out.headers[name.toLowerCase()] = value;
      return res;
    },
    status(code: number) {
      out.status = code;
      return res;
    },
    json(body: unknown) {
      out.body = body;
      return res;
    },
    /** A body written ahead (a prepared answer): kept as `raw`, and parsed into `body` when there is one. */
    end(raw?: string) {
      if (written !== undefined && raw === undefined) {
        // a streamed answer (e.g. a CSV file): its text as `raw` and `body.text`
        out.raw = written;
        out.body = { text: written };
        return res;
      }
      out.raw = raw;
      out.body = raw ? (JSON.parse(raw) as unknown) : undefined;
      return res;
    },
    /** A chunk of a streamed answer (server/gallery/http streamRoute with a writer body). */
    write(chunk: string | Buffer) {
      written = (written ?? '') + chunk.toString();
      return true;
    },
    /** `res.statusCode = n`, as a streamed answer sets it. */
    set statusCode(code: number) {
      out.status = code;
    },
    get statusCode() {
      return out.status;
    },
  };
  let written: string | undefined;
  return { out, res: res as unknown as NextApiResponse };
}
