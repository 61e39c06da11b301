// @ts-check
'use strict';
/**
 * The production server (`npm start`, after `next build`): Next.js's documented custom server for the
 * pages router, with a shared HTTP cache in front of its request handler (server/http/sharedCache.js,
 * Pages every visitor gets alike, such as `/delhi`, are answered from memory without
 * entering Next). Port from `-p`/`--port` or PORT (default 3000); address from `-H`/`--hostname` or BIND_HOST
 * (default every interface: never HOSTNAME, which Docker and Kubernetes set to the container's name).
 * CACHE_MAX_MB bounds the cache (default 50; 0 turns it off). instrumentation.ts runs in `app.prepare()` as under
 * `next start`: its start-up checks print their reason and exit 1, and so does any other failure to start.
 * SIGTERM or SIGINT drains (server/http/drain.js): no new connections, open event streams ended politely,
 * requests in flight finished within SHUTDOWN_GRACE_MS (default 10,000; then cut), exit 0. A second signal exits at once.
 */
const { createServer } = require('node:http');

/**
 * The value of a command-line option (`-p 3000`, `--port=3000`), or undefined.
 * @param {string[]} args
 * @param {string[]} names
 */
function option(args, names) {
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i] ?? '';
    if (names.includes(arg)) return args[i + 1];
    const prefix = names.find((name) => name.startsWith('--') && arg.startsWith(`${name}=`));
    if (prefix) return arg.slice(prefix.length + 1);
  }
  return undefined;
}

/** @param {string} message */
function fail(message) {
  console.error(message);
  process.exit(1);
}

const args = process.argv.slice(2);
const portText = option(args, ['-p', '--port']) ?? process.env.PORT ?? '3000';
const port = Number(portText);
if (!Number.isInteger(port) || port < 0 || port > 65535)
  fail(`The port must be a whole number from 0 to 65535, got "${portText}" (-p or PORT).`);
// not HOSTNAME: containers set it to their own name, which a server must not bind to
const hostname = option(args, ['-H', '--hostname']) ?? (process.env.BIND_HOST || undefined);
const cacheText = process.env.CACHE_MAX_MB ?? '50';
const cacheMb = Number(cacheText);
if (cacheText.trim() === '' || !Number.isFinite(cacheMb) || cacheMb < 0)
  fail(`CACHE_MAX_MB must be a number of megabytes, 0 or more, got "${cacheText}".`);

const { shutdownGraceMs, trackRequests } = require('./server/http/drain');
const graceMs = shutdownGraceMs(process.env.SHUTDOWN_GRACE_MS);
if (typeof graceMs === 'string') fail(graceMs);

// as `next start` does: a production server, unless told otherwise (read by Next and by server/config.ts)
/** @type {Record<string, string | undefined>} */ (process.env).NODE_ENV ??= 'production';

const next = require('next');
const pino = require('pino');
const { createSharedCache, SHARED_CACHE_GLOBAL } = require('./server/http/sharedCache');
const { routePatternsOfBuild } = require('./server/http/logPath');

const logger = pino({ level: process.env.LOG_LEVEL || 'info', base: undefined });
// log lines name the page's route pattern (`/pay/share/[token]`), never the concrete path: a segment can be a secret
const routePatternOf = routePatternsOfBuild(require('node:path').join(__dirname, '.next'));
const cache = createSharedCache({
  maxBytes: Math.round(cacheMb * 1024 * 1024),
  // keys on the public site's host, never the request's Host (any Host reaches the same pages)
  siteUrl: process.env.NEXT_PUBLIC_SITE_URL || undefined,
  onError: (error, path) => logger.warn({ path: routePatternOf(path), reason: error.message }, 'shared cache: background refresh failed'),
});
// the app's code purges what a change makes stale (an invite's share page) through this
/** @type {Record<string, unknown>} */ (globalThis)[SHARED_CACHE_GLOBAL] = cache;
const server = createServer();
const requests = trackRequests(server, {
  graceMs: /** @type {number} */ (graceMs),
  onStreamsEnded: (count) => {
    if (count > 0) logger.info({ streams: count }, 'shutting down: event streams ended');
  },
});
/** @type {ReturnType<typeof next> | undefined} */
let app;
/** @type {(nextApp: ReturnType<typeof next>) => void} */
let startNext = () => {};
/** The address the server listens on, as `next start` prints it. */
function shown() {
  const address = server.address();
  if (typeof address !== 'object' || !address) return String(address);
  return `${address.address.includes(':') ? `[${address.address}]` : address.address}:${address.port}`;
}
/**
 * Next's request handler once `app.prepare()` has finished (instrumentation.ts included); requests that
 * arrive before wait for it, as under `next start`.
 * @type {Promise<import('./server/http/sharedCache').Upstream>}
 */
const upstream = new Promise((resolve, reject) => {
  startNext = (nextApp) =>
    nextApp
      .prepare()
      .then(() => nextApp.getRequestHandler())
      .then((handle) => resolve((req, res) => handle(req, res)), reject);
});
upstream.then(
  () => console.log(`> Ready on http://${shown()} (shared cache ${cacheMb > 0 ? `${cacheMb} MB` : 'off'})`),
  (error) => fail(error instanceof Error ? (error.stack ?? error.message) : String(error)),
);

server.on('request', (req, res) => {
  upstream
    .then((handle) => cache.handle(req, res, handle))
    .catch((error) => {
      logger.error({ path: routePatternOf(req.url), reason: error instanceof Error ? error.message : String(error) }, 'request failed');
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
      res.end();
    });
});
// Listen first, as `next start` does: a port in use stops the server before it opens the database
// (PGlite allows one process per folder) or starts a job worker.
server.on('error', (error) => fail(`The server could not listen: ${error.message}`));
server.listen(port, hostname, () => {
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  app = next({ dev: false, hostname: hostname ?? 'localhost', port: actualPort, httpServer: server });
  startNext(app);
});

// Drain on these (a deploy, Kubernetes stopping the pod): the requests in flight finish, then Next closes and we exit 0.
let stopping = false;
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, () => {
    if (stopping) process.exit(0);
    stopping = true;
    logger.info({ signal, inFlight: requests.inFlight(), graceMs }, 'shutting down: draining requests');
    requests
      .drain()
      .then((finished) => {
        if (!finished) logger.warn({ graceMs }, 'shutting down: requests still open after the grace period were cut');
        return app?.close();
      })
      .catch((error) =>
        logger.warn({ reason: error instanceof Error ? error.message : String(error) }, 'shutting down: closing Next failed'),
      )
      .finally(() => process.exit(0));
  });
}
