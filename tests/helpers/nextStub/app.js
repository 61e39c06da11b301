'use strict';
/**
 * A stand-in for `next({...})` (see preload.js): `/slow?ms=N` answers "done" after N ms (private, so the shared
 * cache passes it through); `/stream` opens an event stream registered for the drain as server/realtime/sse.ts
 * registers its streams; anything else answers "ok".
 */
const OPEN_STREAMS_GLOBAL = '__partyOpenStreams';

module.exports = function next() {
  return {
    prepare: async () => undefined,
    close: async () => undefined,
    getRequestHandler: () => (req, res) => {
      const url = new URL(req.url ?? '/', 'http://stub');
      if (url.pathname === '/slow') {
        setTimeout(
          () => {
            res.writeHead(200, { 'content-type': 'text/plain', 'cache-control': 'private, no-store' });
            res.end('done');
          },
          Number(url.searchParams.get('ms') ?? 1000),
        );
        return;
      }
      if (url.pathname === '/stream') {
        res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store' });
        res.write('retry: 3000\n\n');
        const streams = (globalThis[OPEN_STREAMS_GLOBAL] ??= new Set());
        const registration = {
          shutdown: () => {
            res.write('retry: 3000\n: server restarting\n\n');
            res.end();
            streams.delete(registration);
          },
        };
        streams.add(registration);
        req.on('close', () => streams.delete(registration));
        return;
      }
      res.writeHead(200, { 'content-type': 'text/plain', 'cache-control': 'private, no-store' });
      res.end('ok');
    },
  };
};
