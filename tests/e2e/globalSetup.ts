import type { TestProject } from 'vitest/node';
import { startProductionServer } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
  }
}

/**
 * Builds the site with the contract check on (skipped with E2E_SKIP_BUILD=1) and starts it on a free port with a throw-away
 * PGlite folder; or uses E2E_BASE_URL when given. Provides `baseURL` to the tests.
 */
export default async function setup(project: TestProject) {
  if (process.env.E2E_BASE_URL) {
    project.provide('baseURL', process.env.E2E_BASE_URL.replace(/\/$/, ''));
    return;
  }
  // The e2e build checks every API answer against its contract (services/baseQuery): a mismatch is a console error.
  // It skips Next's own type check (next.config.js): `npm test` runs `npm run typecheck` first, on the same tsconfig.
  const server = await startProductionServer({
    build: process.env.E2E_SKIP_BUILD !== '1',
    extraEnv: { NEXT_PUBLIC_CHECK_CONTRACTS: '1', NEXT_BUILD_SKIP_TYPECHECK: '1' },
  });
  project.provide('baseURL', server.baseURL);
  return server.stop;
}
