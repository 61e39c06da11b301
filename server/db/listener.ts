/**
 * LISTEN on PostgreSQL: one dedicated connection per database handle and process, outside
 * the pool (a pooled connection cannot stay in LISTEN), with every channel's callbacks. When the connection
 * drops (server restart, network), it reconnects with a growing pause (up to 10 s), LISTENs again and tells the
 * caller through `onReconnect`, since notifications sent meanwhile are lost.
 */
import { Client } from 'pg';
import { logger } from '../logger';
import { describeDatabaseFault } from './faults';
import type { DbListen } from './types';

const MAX_RETRY_MS = 10_000;

/** A `listen` function for the handle of the PostgreSQL database at `url`; `close` ends its connection. */
export function createPostgresListener(url: string): { listen: DbListen; close: () => Promise<void> } {
  const channels = new Map<string, { onPayload: Set<(payload: string) => void>; onReconnect: Set<() => void> }>();
  let client: Client | null = null;
  let connecting: Promise<Client> | null = null;
  let closed = false;
  let retryMs = 250;

  const quote = (channel: string) => `"${channel.replace(/"/g, '""')}"`;

  const connect = async (): Promise<Client> => {
    const next = new Client({ connectionString: url, keepAlive: true, application_name: 'party-services listen' });
    next.on('notification', (message) => {
      const entry = channels.get(message.channel);
      if (!entry || message.payload === undefined) return;
      for (const fn of entry.onPayload) fn(message.payload);
    });
    next.on('error', (error) => {
      logger.warn({ reason: describeDatabaseFault(error) }, 'PostgreSQL LISTEN connection lost');
    });
    next.on('end', () => {
      if (client !== next) return;
      client = null;
      if (!closed) scheduleReconnect();
    });
    await next.connect();
    for (const channel of channels.keys()) await next.query(`LISTEN ${quote(channel)}`);
    return next;
  };

  const ensure = (): Promise<Client> => {
    if (client) return Promise.resolve(client);
    connecting ??= connect().then(
      (c) => {
        client = c;
        connecting = null;
        retryMs = 250;
        return c;
      },
      (error: unknown) => {
        connecting = null;
        throw error;
      },
    );
    return connecting;
  };

  const scheduleReconnect = () => {
    const wait = retryMs;
    retryMs = Math.min(MAX_RETRY_MS, retryMs * 2);
    setTimeout(() => {
      if (closed) return;
      ensure().then(
        () => {
          for (const entry of channels.values()) for (const fn of entry.onReconnect) fn();
        },
        (error: unknown) => {
          logger.warn({ reason: describeDatabaseFault(error) }, 'PostgreSQL LISTEN reconnect failed');
          scheduleReconnect();
        },
      );
    }, wait).unref();
  };

  const listen: DbListen = async (channel, onPayload, onReconnect) => {
    let entry = channels.get(channel);
    const fresh = !entry;
    if (!entry) {
      entry = { onPayload: new Set(), onReconnect: new Set() };
      channels.set(channel, entry);
    }
    entry.onPayload.add(onPayload);
    if (onReconnect) entry.onReconnect.add(onReconnect);
    const c = await ensure();
    if (fresh) await c.query(`LISTEN ${quote(channel)}`);
    return async () => {
      entry.onPayload.delete(onPayload);
      if (onReconnect) entry.onReconnect.delete(onReconnect);
    };
  };

  const close = async () => {
    closed = true;
    const c = client ?? (connecting ? await connecting.catch(() => null) : null);
    client = null;
    await c?.end().catch(() => undefined);
  };

  return { listen, close };
}
