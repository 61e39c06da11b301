/**
 * Test helpers for real-time code (chat streams, bus signals, cache purges): polling until a condition holds,
 * one API route served over real HTTP, and two database handles ("instances") on one fresh PostgreSQL database.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { NextApiRequest, NextApiResponse } from 'next';
import { openDatabase } from '../../server/db/connect';
import type { DbHandle } from '../../server/db/types';
import { createTestDatabase } from './testDatabases';

/** Waits until `check` holds (polling every 20 ms), or fails after `ms`. */
export async function eventually(check: () => boolean | Promise<boolean>, ms = 3000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** One API route listening on 127.0.0.1 at a free port; `base` is its origin (`http://127.0.0.1:<port>`). */
export interface ServedRoute {
  server: Server;
  base: string;
  /** Drops open connections (streams) and stops listening. */
  close(): Promise<void>;
}

/**
 * Serves `route` over real HTTP for every path, with what Next adds to node's request and response
 * (`req.query`, `res.status()`, `res.json()`).
 */
export async function serveApiRoute(route: (req: NextApiRequest, res: NextApiResponse) => unknown): Promise<ServedRoute> {
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    (req as NextApiRequest).query = Object.fromEntries(new URL(req.url ?? '/', 'http://localhost').searchParams);
    const next = Object.assign(res, {
      status: (code: number) => ((res.statusCode = code), next),
      json: (body: unknown) => {
        res.setHeader('content-type', 'application/json; charset=utf-8');
        res.end(JSON.stringify(body));
      },
    });
    void route(req as NextApiRequest, next as unknown as NextApiResponse);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    server,
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/**
 * Runs `run` with two handles (`poolSize` connections each) on one fresh PostgreSQL database (needs
 * TEST_DATABASE_URL), then closes both and drops the database, whether `run` passed or threw.
 */
export async function withTwoInstances(poolSize: number, run: (a: DbHandle, b: DbHandle) => Promise<void>): Promise<void> {
  const database = await createTestDatabase();
  const [a, b] = [
    await openDatabase({ kind: 'postgres', url: database.url }, poolSize),
    await openDatabase({ kind: 'postgres', url: database.url }, poolSize),
  ];
  try {
    await run(a, b);
  } finally {
    await a.close();
    await b.close();
    await database.drop();
  }
}
