import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { postJsonTo } from '../helpers/httpApi';
import { openWatchedPage, VIEWPORTS, type WatchedPage } from './browser';
import { startProductionServer, type RunningServer } from './server';

/** A scene's own production server (a throw-away PGlite folder) whose clock can be shifted and set back. */
export interface SceneServer extends RunningServer {
  /** Sets the server's clock back to the real time (./shiftedClock.js, SIGUSR2) and waits until it has. */
  clockBack: () => Promise<void>;
  /** Moves the server's clock to `instant` (it runs on from there; ./shiftedClock.js, E2E_CLOCK_FILE) and waits until it has. */
  clockTo: (instant: Date) => Promise<void>;
}

/** How a scene's server starts (startSceneServer). */
export interface SceneServerOptions {
  /** A word for the temporary folder's name. */
  name: string;
  clockOffsetMs: number;
  admin?: { phone: string };
  extraEnv?: Record<string, string>;
}

/**
 * Starts a scene's own production server (already built) on a throw-away PGlite folder, with contract checks on,
 * `admin` as the console's first admin (the shared e2e server's is another number) and its clock shifted by
 * `clockOffsetMs` (./shiftedClock.js, a test-only preload; negative: in the past). `stop()` also removes the folder.
 * Used by the scenes that need their own clock: opsScene, chatSupport, eventPlanScene.
 */
export async function startSceneServer({ name, clockOffsetMs, admin, extraEnv = {} }: SceneServerOptions): Promise<SceneServer> {
  const folder = mkdtempSync(path.join(tmpdir(), `party-${name}-`));
  const clockFile = path.join(folder, 'clock-offset');
  let server: RunningServer;
  try {
    server = await startProductionServer({
      build: false,
      extraEnv: {
        PGLITE_DIR: path.join(folder, 'pglite'),
        NEXT_PUBLIC_CHECK_CONTRACTS: '1',
        ...(admin ? { OPS_BOOTSTRAP_ADMIN_PHONE: admin.phone } : {}),
        NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --require ${path.join(process.cwd(), 'tests', 'e2e', 'shiftedClock.js')}`.trim(),
        E2E_CLOCK_OFFSET_MS: String(clockOffsetMs),
        E2E_CLOCK_FILE: clockFile,
        ...extraEnv,
      },
    });
  } catch (error) {
    rmSync(folder, { recursive: true, force: true });
    throw error;
  }
  const started = server;
  let moves = 0;
  const signal = () => {
    // (a pid of 0 would signal this whole process group)
    if (!started.pid) throw new Error('no server process to signal');
    process.kill(started.pid, 'SIGUSR2');
  };
  return {
    ...started,
    stop: async () => {
      await started.stop();
      rmSync(folder, { recursive: true, force: true });
    },
    clockBack: async () => {
      signal();
      await expect.poll(() => started.log().includes('SHIFTED_CLOCK_BACK'), { timeout: 10_000 }).toBe(true);
    },
    clockTo: async (instant) => {
      writeFileSync(clockFile, String(instant.getTime() - Date.now()));
      moves += 1;
      signal();
      await expect.poll(() => started.log().includes(`SHIFTED_CLOCK_MOVED ${moves}\n`), { timeout: 10_000 }).toBe(true);
    },
  };
}

/** What a scene's `describe` block uses of its server (useSceneServer). */
export interface Scene {
  /** The running server (throws before beforeAll has started it). */
  server: () => SceneServer;
  origin: () => string;
  /** POST with a JSON body to the scene's server. */
  post: (route: string, body: unknown, headers?: Record<string, string>) => Promise<Response>;
  /** A watched page of its own context on the scene's server, closed after the scene (allowStatus: see openWatchedPage). */
  open: (viewport: keyof typeof VIEWPORTS, allowStatus?: string[]) => Promise<WatchedPage>;
  /** Every page the scene opened had no console error, failed request or CSP violation. */
  expectCleanPages: () => void;
}

/**
 * Starts a scene's server before the `describe` block it is called in (options, or a function that prepares them,
 * e.g. a stand-in provider's port) and stops it, with every page the scene opened, after the block.
 */
export function useSceneServer(browser: () => Browser, options: SceneServerOptions | (() => Promise<SceneServerOptions>)): Scene {
  let server: SceneServer | undefined;
  const pages: WatchedPage[] = [];
  beforeAll(async () => {
    server = await startSceneServer(typeof options === 'function' ? await options() : options);
  }, 240_000);
  afterAll(async () => {
    await Promise.all(pages.map((watched) => watched.context.close()));
    await server?.stop();
  });
  const running = () => {
    if (!server) throw new Error('server not started');
    return server;
  };
  return {
    server: running,
    origin: () => running().baseURL,
    post: (route, body, headers = {}) => postJsonTo(running().baseURL, route, body, headers),
    open: async (viewport, allowStatus = []) => {
      const watched = await openWatchedPage(browser(), running().baseURL, VIEWPORTS[viewport], allowStatus);
      pages.push(watched);
      return watched;
    },
    expectCleanPages: () => {
      for (const watched of pages) {
        expect(watched.cspViolations).toEqual([]);
        expect(watched.problems).toEqual([]);
      }
    },
  };
}

/**
 * Logs a customer test number in through the API of the server `post` talks to (a Scene's `post`): their token and
 * user id. Throws when the login is refused.
 */
export async function customerLoginVia(
  post: Scene['post'],
  login: { phone: string; code: string },
): Promise<{ token: string; userId: string }> {
  await post('/api/user/otp_generate', { phone: login.phone, role: 'customer' });
  const answer = await post('/api/user/otp_verify', { phone: login.phone, role: 'customer', otp: login.code });
  const body = (await answer.json()) as { token?: string; data?: { _id: string } };
  if (!body.token || !body.data) throw new Error(`login of a customer failed: ${answer.status}`);
  return { token: body.token, userId: body.data._id };
}
