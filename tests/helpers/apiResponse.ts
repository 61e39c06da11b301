import type { NextApiRequest, NextApiResponse } from 'next';

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
    /** A chunk of a streamed answer (server/http/streamRoute.ts with a writer body). */
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

/** The JSON envelope every API route answers (DESIGN "API conventions"), loosely typed for assertions. */
export interface ApiEnvelope {
  error: boolean;
  status: number;
  message: string;
  data?: unknown;
  errors?: { path: string; message: string }[];
}

/** An API route's handler (a default export of `pages/api`). */
export type ApiRoute = (req: NextApiRequest, res: NextApiResponse) => unknown;

/** The request `callRoute` makes: nothing is added that is not given here, except the socket address. */
export interface RouteCall {
  /** HTTP method; `GET` when left out. */
  method?: string;
  /** `req.url`; `/api/test` when left out (routes read their parameters from `query`). */
  url?: string;
  /** `req.query`: path parameters and the query string, as Next hands them over. */
  query?: Record<string, string | string[]>;
  /** The JSON body as Next's body parser hands it over (already read), passed as given. */
  body?: unknown;
  /** Request headers, names lower-case (`host`, `authorization`, `sec-fetch-site`, ...). */
  headers?: Record<string, string>;
  /** Cookies by name, sent as one `cookie` header (after any `headers.cookie`). */
  cookies?: Record<string, string>;
  /** The client's socket address (TEST-NET-2; rate limits count it). */
  ip?: string;
}

/** What a route answered: status, JSON body (`{text}` for a streamed answer), headers (names lower-case), raw text. */
export interface RouteAnswer<J = ApiEnvelope> {
  status: number;
  json: J;
  headers: Record<string, string>;
  /** The text of a prepared or streamed answer; undefined for `res.json`. */
  raw?: string;
}

/**
 * Calls an API route handler in process as Next would (a fake request with the body already read, and
 * `recordedResponse`) and resolves with its answer once the handler has finished.
 * @typeParam J the JSON body's shape the test reads (the envelope by default; an assertion, not checked).
 */
export async function callRoute<J = ApiEnvelope>(
  handler: ApiRoute,
  { method = 'GET', url = '/api/test', query = {}, body, headers = {}, cookies, ip = '198.51.100.20' }: RouteCall = {},
): Promise<RouteAnswer<J>> {
  const cookieHeader = [headers.cookie, ...Object.entries(cookies ?? {}).map(([name, value]) => `${name}=${value}`)]
    .filter((part) => part !== undefined)
    .join('; ');
  const req = {
    method,
    url,
    headers: cookies === undefined ? headers : { ...headers, cookie: cookieHeader },
    query,
    body,
    socket: { remoteAddress: ip },
  } as unknown as NextApiRequest;
  const { out, res } = recordedResponse();
  await handler(req, res);
  return { status: out.status, json: out.body as J, headers: out.headers, raw: out.raw };
}
