import type { NextApiResponse } from 'next';

/**
 * A stand-in NextApiResponse that records what an API handler writes: status, JSON body and headers
 * (names lower-cased), with the methods the handler wrapper uses.
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
      out.raw = raw;
      out.body = raw ? (JSON.parse(raw) as unknown) : undefined;
      return res;
    },
  };
  return { out, res: res as unknown as NextApiResponse };
}
