import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import { startProductionServer, type RunningServer } from './server';

/** A scene's own production server (a throw-away PGlite folder) whose clock can be shifted and set back. */
export interface SceneServer extends RunningServer {
  /** Sets the server's clock back to the real time (./shiftedClock.js, SIGUSR2) and waits until it has. */
  clockBack: () => Promise<void>;
}

/**
 * Starts a scene's own production server (already built) on a throw-away PGlite folder, with contract checks on,
 * `admin` as the console's first admin (the shared e2e server's is another number) and its clock shifted by
 * `clockOffsetMs` (./shiftedClock.js, a test-only preload; negative: in the past). `stop()` also removes the folder.
 * Used by the issue scenes that need their own clock: opsScene (22), chatSupport (23), eventPlanScene (25).
 */
export async function startSceneServer({
  name,
  clockOffsetMs,
  admin,
  extraEnv = {},
}: {
  /** A word for the temporary folder's name. */
  name: string;
  clockOffsetMs: number;
  admin?: { phone: string };
  extraEnv?: Record<string, string>;
}): Promise<SceneServer> {
  const folder = mkdtempSync(path.join(tmpdir(), `party-${name}-`));
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
        ...extraEnv,
      },
    });
  } catch (error) {
    rmSync(folder, { recursive: true, force: true });
    throw error;
  }
  const started = server;
  return {
    ...started,
    stop: async () => {
      await started.stop();
      rmSync(folder, { recursive: true, force: true });
    },
    clockBack: async () => {
      // (a pid of 0 would signal this whole process group)
      if (!started.pid) throw new Error('no server process to signal');
      process.kill(started.pid, 'SIGUSR2');
      await expect.poll(() => started.log().includes('SHIFTED_CLOCK_BACK'), { timeout: 10_000 }).toBe(true);
    },
  };
}
