import { and, desc, eq } from 'drizzle-orm';
import { outbox, type NewOutboxEntry, type OutboxChannel, type OutboxEntry, type OutboxStatus } from '../db/schema';
import type { Db } from '../db/types';

/** Channels a notification can go out on, and what became of it (the outbox columns' types). */
export type { OutboxChannel, OutboxStatus };

/** An adapter's failure as a provider answered it: the HTTP status and the provider's own error code. */
export class ProviderDeliveryError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    readonly providerCode?: string,
  ) {
    super(message);
    this.name = 'ProviderDeliveryError';
  }
}

/**
 * What a log line may say about a failed send: the error's type, the provider's HTTP status and error
 * code, never the message text (a provider's answer can echo the recipient's number or name; the outbox
 * row keeps the text for support).
 */
export function deliveryFailureSummary(error: unknown): { errorType: string; status?: number; providerCode?: string } {
  if (!(error instanceof Error)) return { errorType: typeof error };
  const { status, providerCode } = error as { status?: unknown; providerCode?: unknown };
  return {
    errorType: error.name,
    ...(typeof status === 'number' ? { status } : {}),
    ...(typeof providerCode === 'string' && /^[\w.-]{1,60}$/.test(providerCode) ? { providerCode } : {}),
  };
}

/** Records one notification in the outbox (every adapter does, whatever the provider). */
export async function recordOutbox(
  db: Db,
  entry: Omit<NewOutboxEntry, 'id' | 'createdAt' | 'channel' | 'status'> & { channel: OutboxChannel; status: OutboxStatus },
): Promise<OutboxEntry> {
  const [row] = await db.insert(outbox).values(entry).returning();
  if (!row) throw new Error('outbox insert returned no row');
  return row;
}

/** The latest outbox entries for a recipient on a channel, newest first (support and tests). */
export async function listOutbox(db: Db, recipient: string, channel: OutboxChannel, limit = 20): Promise<OutboxEntry[]> {
  return db
    .select()
    .from(outbox)
    .where(and(eq(outbox.recipient, recipient), eq(outbox.channel, channel)))
    .orderBy(desc(outbox.createdAt))
    .limit(limit);
}
