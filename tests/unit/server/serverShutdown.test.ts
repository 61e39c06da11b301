/**
 * The production server (server.js) behind a load balancer or in Kubernetes: SIGTERM drains (no new connections,
 * open event streams ended with a `retry` hint, requests in flight finished within SHUTDOWN_GRACE_MS, exit 0), and
 * it binds every interface unless BIND_HOST or -H says otherwise, never the container name in HOSTNAME. server.js
 * runs for real, with a stub in place of Next.js (tests/helpers/nextStub), so no build is needed.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { request } from 'node:http';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';

const ROOT = process.cwd();
const PRELOAD = path.join(ROOT, 'tests', 'helpers', 'nextStub', 'preload.js');

interface Started {
  child: ChildProcess;
  port: number;
  /** The address server.js printed in its Ready line. */
  address: string;
  output: () => string;
  exit: Promise<{ code: number | null; at: number }>;
}

const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});

/** Starts server.js on a free port (`-p 0`) with the Next.js stub; resolves once it printed its Ready line. */
async function startServer(env: Record<string, string> = {}, args: string[] = []): Promise<Started> {
  const child = spawn(process.execPath, ['--require', PRELOAD, path.join(ROOT, 'server.js'), '-p', '0', ...args], {
    cwd: ROOT,
    env: { PATH: process.env.PATH, NODE_ENV: 'production', LOG_LEVEL: 'warn', CACHE_MAX_MB: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exit = once(child, 'exit').then(([code]) => ({ code: code as number | null, at: Date.now() }));
  const ready = await new Promise<RegExpExecArray>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server.js did not start:\n${output}`)), 15_000);
    const check = () => {
      const match = /> Ready on http:\/\/(.+):(\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match);
      }
    };
    child.stdout!.on('data', check);
    void exit.then(() => reject(new Error(`server.js exited:\n${output}`)));
  });
  return { child, port: Number(ready[2]), address: ready[1]!, output: () => output, exit };
}

/** GETs `path` on 127.0.0.1:`port`: the status and body once the answer ended, or the error that cut it. */
function get(port: number, path: string, onFirstBytes?: (text: string) => void): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, agent: false }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => {
        body += chunk.toString();
        onFirstBytes?.(body);
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** Whether a new connection to the port is refused. */
function refused(port: number): Promise<boolean> {
  return get(port, '/').then(
    () => false,
    (error: NodeJS.ErrnoException) => error.code === 'ECONNREFUSED',
  );
}

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

it('on SIGTERM, finishes a request in flight, refuses new connections and exits 0', async () => {
  const server = await startServer({ SHUTDOWN_GRACE_MS: '8000' });
  const slow = get(server.port, '/slow?ms=1500');
  await settle(300);
  const signalled = Date.now();
  server.child.kill('SIGTERM');
  await settle(200);
  expect(await refused(server.port)).toBe(true);
  expect(await slow).toEqual({ status: 200, body: 'done' });
  const { code, at } = await server.exit;
  expect(code).toBe(0);
  // once the request is done, not after the whole grace period
  expect(at - signalled).toBeLessThan(5000);
}, 30_000);

it('exits 0 when the grace period ends before a request does, cutting it', async () => {
  const server = await startServer({ SHUTDOWN_GRACE_MS: '500' });
  const slow = get(server.port, '/slow?ms=20000').then(
    () => 'answered',
    () => 'cut',
  );
  await settle(300);
  const signalled = Date.now();
  server.child.kill('SIGTERM');
  const { code, at } = await server.exit;
  expect(code).toBe(0);
  expect(at - signalled).toBeLessThan(3000);
  expect(await slow).toBe('cut');
}, 30_000);

it('ends an open event stream with a retry hint on SIGTERM, then exits 0 without waiting for the grace period', async () => {
  const server = await startServer({ SHUTDOWN_GRACE_MS: '20000' });
  let opened: () => void = () => undefined;
  const open = new Promise<void>((resolve) => (opened = resolve));
  const stream = get(server.port, '/stream', (text) => {
    if (text.includes('retry:')) opened();
  });
  await open;
  const signalled = Date.now();
  server.child.kill('SIGTERM');
  const answer = await stream;
  expect(answer.body).toMatch(/: server restarting\n\n$/);
  const { code, at } = await server.exit;
  expect(code).toBe(0);
  expect(at - signalled).toBeLessThan(5000);
}, 30_000);

it('binds every interface when HOSTNAME holds a container name, and BIND_HOST when set', async () => {
  const container = await startServer({ HOSTNAME: 'party-web-7f9c6d' });
  expect(container.address).toMatch(/^(\[::\]|0\.0\.0\.0)$/);
  expect(await get(container.port, '/')).toEqual({ status: 200, body: 'ok' });
  container.child.kill('SIGTERM');
  expect((await container.exit).code).toBe(0);

  const bound = await startServer({ HOSTNAME: 'party-web-7f9c6d', BIND_HOST: '127.0.0.1' });
  expect(bound.address).toBe('127.0.0.1');
  bound.child.kill('SIGTERM');
  expect((await bound.exit).code).toBe(0);
}, 30_000);

it('refuses an invalid SHUTDOWN_GRACE_MS, naming it', async () => {
  await expect(startServer({ SHUTDOWN_GRACE_MS: 'ten seconds' })).rejects.toThrow(/SHUTDOWN_GRACE_MS/);
}, 30_000);
