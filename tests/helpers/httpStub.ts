import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the stub received. */
export interface StubRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A local HTTP server standing in for a provider: records requests, answers with `respond`. */
export interface HttpStub {
  baseUrl: string;
  requests: StubRequest[];
  respond: (request: StubRequest) => { status: number; body: unknown };
  close: () => Promise<void>;
}

/** Starts a stub on a free loopback port (each answer closes its connection). */
export async function startHttpStub(respond: HttpStub['respond']): Promise<HttpStub> {
  const stub: Partial<HttpStub> & { requests: StubRequest[] } = { requests: [], respond };
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const request = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body };
      stub.requests.push(request);
      const answer = stub.respond!(request);
      // one connection a request: a client's pooled socket, idle past the server's keep-alive timeout while a test set up
      // a database, would otherwise be reused as the server closes it (ECONNRESET)
      res.writeHead(answer.status, { 'Content-Type': 'application/json', Connection: 'close' });
      res.end(typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  stub.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  stub.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return stub as HttpStub;
}
