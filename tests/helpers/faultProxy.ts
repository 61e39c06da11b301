import { createServer, connect, type Socket } from 'node:net';

/** A TCP relay in front of a database that a test can pause (like SIGSTOP) or cut (like a restart). */
export interface FaultProxy {
  /** `host:port` to put in a connection string instead of the real server's. */
  host: string;
  port: number;
  /** Stops relaying in both directions; new connections are accepted but get no answer (a paused server). */
  pause: () => void;
  /** Relays again, including whatever was sent meanwhile. */
  resume: () => void;
  /** Destroys every open connection (a restarted server); new ones are relayed as before. */
  cutAll: () => void;
  close: () => Promise<void>;
}

/**
 * Starts a relay on a free loopback port to `upstream` (`{host, port}`), or a black hole when `upstream`
 * is undefined: a server that accepts connections and never answers, as a SIGSTOPped PostgreSQL does.
 */
export async function startFaultProxy(upstream?: { host: string; port: number }): Promise<FaultProxy> {
  let paused = upstream === undefined;
  const pairs = new Set<{ client: Socket; server?: Socket; pending: Buffer[] }>();
  const server = createServer((client) => {
    const pair: { client: Socket; server?: Socket; pending: Buffer[] } = { client, pending: [] };
    pairs.add(pair);
    client.on('error', () => pairs.delete(pair));
    client.on('close', () => {
      pairs.delete(pair);
      pair.server?.destroy();
    });
    client.on('data', (chunk) => {
      if (paused || !pair.server) pair.pending.push(chunk);
      else pair.server.write(chunk);
    });
    if (paused) client.pause();
    if (upstream) openUpstream(pair);
  });
  const openUpstream = (pair: { client: Socket; server?: Socket; pending: Buffer[] }) => {
    if (!upstream) return;
    const up = connect(upstream.port, upstream.host);
    pair.server = up;
    up.on('error', () => pair.client.destroy());
    up.on('close', () => pair.client.destroy());
    up.on('data', (chunk) => pair.client.write(chunk));
    if (paused) up.pause();
    up.on('connect', () => {
      if (paused) return;
      for (const chunk of pair.pending.splice(0)) up.write(chunk);
    });
  };
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    host: '127.0.0.1',
    port,
    pause: () => {
      paused = true;
      for (const pair of pairs) {
        pair.client.pause();
        pair.server?.pause();
      }
    },
    resume: () => {
      if (!upstream) return;
      paused = false;
      for (const pair of pairs) {
        if (pair.server && !pair.server.connecting) for (const chunk of pair.pending.splice(0)) pair.server.write(chunk);
        pair.server?.resume();
        pair.client.resume();
      }
    },
    cutAll: () => {
      for (const pair of pairs) {
        pair.client.destroy();
        pair.server?.destroy();
      }
      pairs.clear();
    },
    close: async () => {
      for (const pair of pairs) {
        pair.client.destroy();
        pair.server?.destroy();
      }
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
