/**
 * An open event stream is registered for server.js's drain (server/http/drain.js): on shutdown it gets a `retry`
 * hint and a comment, then its end (the browser reconnects, to another instance), and it leaves the registry
 * whenever it closes.
 */
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, expect, it } from 'vitest';
import { openSseStream, SSE_RETRY_MS, type SseStream } from '../../../../server/realtime/sse';

const registry = () => (globalThis as { __partyOpenStreams?: Set<{ shutdown(): void }> }).__partyOpenStreams;

let server: Server | undefined;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  server = undefined;
});

/** A server whose every request opens a stream; resolves with the stream (once open) and the client's whole answer. */
async function openOne(): Promise<{ stream: SseStream; answer: Promise<string> }> {
  let opened: (stream: SseStream) => void = () => undefined;
  const streamOpened = new Promise<SseStream>((resolve) => (opened = resolve));
  server = createServer((req, res) => opened(openSseStream(req, res)));
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const answer = new Promise<string>((resolve, reject) => {
    request({ host: '127.0.0.1', port, path: '/', agent: false }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve(body));
    })
      .on('error', reject)
      .end();
  });
  return { stream: await streamOpened, answer };
}

it('registers an open stream, and a shutdown ends it with a retry hint', async () => {
  const { stream, answer } = await openOne();
  const before = registry()?.size ?? 0;
  expect(before).toBeGreaterThanOrEqual(1);
  for (const open of [...registry()!]) open.shutdown();
  expect(await answer).toBe(`retry: ${SSE_RETRY_MS}\n\nretry: ${SSE_RETRY_MS}\n: server restarting\n\n`);
  await stream.done;
  expect(stream.closed).toBe(true);
  expect(registry()!.size).toBe(before - 1);
});

it('leaves the registry when the stream closes otherwise', async () => {
  const { stream, answer } = await openOne();
  const before = registry()!.size;
  stream.close();
  await answer;
  expect(registry()!.size).toBe(before - 1);
});
