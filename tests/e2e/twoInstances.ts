/**
 * Two app instances of one deployment (the production server, server.js, twice) on one PostgreSQL: the tests of
 * what crosses instances (streams, cache purges, chat fan-out by LISTEN/NOTIFY). A throw-away database of its own
 * on the TEST_DATABASE_URL server (callers skip without it), one signing key, the e2e build of globalSetup.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import { createTestDatabase } from '../helpers/testDatabases';
import { startProductionServer, type RunningServer } from './server';

/** The two running instances; `stop` stops both and drops their database. */
export interface TwoInstances {
  first: RunningServer;
  second: RunningServer;
  stop: () => Promise<void>;
}

/**
 * Starts two instances on a new database (see the module comment), with `extraEnv` on both.
 * @throws when either does not start (whatever was started is stopped and the database dropped).
 */
export async function startTwoInstances(extraEnv: Record<string, string> = {}): Promise<TwoInstances> {
  const database = await createTestDatabase();
  // one deployment: the same database and the same signing key, two processes
  const env = { DATABASE_URL: database.url, JWT_SECRET: randomBytes(32).toString('hex'), ...extraEnv };
  const started: RunningServer[] = [];
  const stop = async () => {
    await Promise.all(started.map((server) => server.stop()));
    await database.drop();
  };
  try {
    started.push(await startProductionServer({ build: false, extraEnv: env }));
    started.push(await startProductionServer({ build: false, extraEnv: env }));
  } catch (error) {
    await stop();
    throw error;
  }
  return { first: started[0]!, second: started[1]!, stop };
}

/**
 * Starts two instances (startTwoInstances with `extraEnv`) before the tests of the describe block it is called in,
 * and stops them after. Read `first` and `second` inside a test.
 * @throws Error when they are read before they started.
 */
export function setUpTwoInstances(extraEnv: Record<string, string> = {}): {
  readonly first: RunningServer;
  readonly second: RunningServer;
} {
  let instances: TwoInstances | undefined;
  beforeAll(async () => {
    instances = await startTwoInstances(extraEnv);
  }, 180_000);
  afterAll(async () => {
    await instances?.stop();
  });
  const started = () => {
    if (!instances) throw new Error('the two instances have not started');
    return instances;
  };
  return {
    get first() {
      return started().first;
    },
    get second() {
      return started().second;
    },
  };
}
