import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { E2E_PUBLIC_ENV, freePort, run, waitForOk } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
  }
}

const NEXT_BIN = path.join(process.cwd(), 'node_modules', 'next', 'dist', 'bin', 'next');

/**
 * Builds the site (`next build`, skipped with E2E_SKIP_BUILD=1) and starts `next start` on a free
 * port with a throw-away PGlite folder; or uses E2E_BASE_URL when given. Provides `baseURL`.
 */
export default async function setup(project: TestProject) {
  if (process.env.E2E_BASE_URL) {
    project.provide('baseURL', process.env.E2E_BASE_URL.replace(/\/$/, ''));
    return;
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'party-e2e-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...E2E_PUBLIC_ENV,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    DATABASE_URL: '',
    PGLITE_DIR: path.join(dataDir, 'pglite'),
    JWT_SECRET: randomBytes(32).toString('hex'),
    OTP_TEST_NUMBERS: '9999900001:1234,9999900002:4321,9999900003:1111',
    LOG_LEVEL: 'warn',
  };
  if (process.env.E2E_SKIP_BUILD !== '1') await run(process.execPath, [NEXT_BIN, 'build'], env);

  const port = await freePort();
  const child = spawn(process.execPath, [NEXT_BIN, 'start', '-p', String(port), '-H', '127.0.0.1'], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const baseURL = `http://127.0.0.1:${port}`;
  try {
    await waitForOk(`${baseURL}/api/health`, 90_000, child, () => log);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  project.provide('baseURL', baseURL);

  return async () => {
    child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 500));
    if (child.exitCode === null) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  };
}
