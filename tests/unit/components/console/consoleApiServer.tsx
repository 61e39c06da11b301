import { render } from '@testing-library/react';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ReactElement } from 'react';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import ConsoleStoreProvider from '../../../../store/console/ConsoleStoreProvider';
import { makeConsoleStore } from '../../../../store/console/store';

/** A request the console or the partner app made: method, path with its query string, and body. */
export interface SentRequest {
  method: string;
  path: string;
  /** The JSON body; for a multipart upload `{ [field]: fileName }`; undefined without a body. */
  body: unknown;
}

/** What the stub server answers one request: HTTP status (default 200), the envelope's message and data. */
export interface StubAnswer {
  status?: number;
  message?: string;
  data?: unknown;
  /** A 400's field problems (`errors[]` of the envelope). */
  errors?: { path: string; message: string }[];
}

const readBody = async (request: IncomingMessage): Promise<unknown> => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('latin1');
  if (!text) return undefined;
  if ((request.headers['content-type'] ?? '').startsWith('multipart/form-data')) {
    const files: Record<string, string> = {};
    for (const [, field, name] of text.matchAll(/name="([^"]+)"; filename="([^"]*)"/g)) files[field!] = name!;
    return files;
  }
  return JSON.parse(text) as unknown;
};

/**
 * The console's API as an in-process HTTP server, for tests through the real console store (store/console) and its
 * transport (services/consoleBaseQuery: fetch for JSON, XMLHttpRequest for files, contracts checked). Call at the
 * top of a test file: it starts before the file's tests and stops after. `answer(handler)` sets the answers (reset
 * to 200 "OK" before each test); `sent` lists every request of the current test; `render` renders inside a
 * ConsoleStoreProvider whose store calls this server. Every answer is checked against its route's contract, as in
 * development: a test answers the whole shape the route promises, never only the few fields a screen reads.
 */
export function consoleApiServer() {
  let server: Server;
  let origin = '';
  const sent: SentRequest[] = [];
  let handler: (request: SentRequest) => StubAnswer | Promise<StubAnswer> = () => ({});

  beforeAll(async () => {
    server = createServer((req, res) => {
      // the browser's uploads (XMLHttpRequest) are cross-origin from jsdom's page: allow them with the cookie
      res.setHeader('Access-Control-Allow-Origin', req.headers.origin ?? '*');
      res.setHeader('Access-Control-Allow-Credentials', 'true');
      res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE');
      // the transport names the page's language on every call (X-Locale), as the customer client does
      res.setHeader('Access-Control-Allow-Headers', 'Content-Type, X-Locale');
      if (req.method === 'OPTIONS') return void res.writeHead(204).end();
      void readBody(req).then(async (body) => {
        const request = { method: req.method ?? 'GET', path: req.url ?? '/', body };
        sent.push(request);
        const { status = 200, message = 'OK', data, errors } = await handler(request);
        res.writeHead(status, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ error: status >= 400, status, message, data, errors }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => {
    sent.length = 0;
    handler = () => ({});
  });

  return {
    sent,
    /** Sets how the server answers each request of this test. */
    answer(next: (request: SentRequest) => StubAnswer | Promise<StubAnswer>) {
      handler = next;
      return { sent };
    },
    /** A fresh console store on this server. */
    store: () => makeConsoleStore({ origin }),
    /** Renders `ui` inside a fresh console store on this server; `rerender` keeps that store. */
    render: (ui: ReactElement) => {
      const store = makeConsoleStore({ origin });
      return render(ui, { wrapper: ({ children }) => <ConsoleStoreProvider store={store}>{children}</ConsoleStoreProvider> });
    },
  };
}
