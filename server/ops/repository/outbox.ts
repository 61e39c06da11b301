/**
 * The SQL of the console's outbox page (server/ops/outbox.ts holds its rules and views): the sent, failed and
 * pending messages with their retry, and the once-per-message retry row.
 */
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { MessageQuery } from '../../../lib/contracts/opsDesk';
import { outbox, outboxRetries, type OutboxEntry } from '../../db/schema';
import type { Db } from '../../db/types';

/** A message and the status of its retry (null: none asked). */
export interface OutboxRow {
  entry: OutboxEntry;
  retry: string | null;
}

/**
 * One page of the outbox filtered by status (`pending`: a retry queued and not sent yet) and channel, newest first,
 * and how many match in all. `page` counts from 1.
 */
export async function outboxRows(
  db: Db,
  { status, channel, page, pageSize }: Pick<MessageQuery, 'status' | 'channel' | 'page'> & { pageSize: number },
): Promise<{ rows: OutboxRow[]; total: number }> {
  const conditions: SQL[] = [];
  // pending: a retry queued and not sent yet (the adapters record a message once it has gone, or failed)
  if (status === 'pending') conditions.push(eq(outboxRetries.status, 'pending'));
  else if (status) conditions.push(eq(outbox.status, status));
  if (channel) conditions.push(eq(outbox.channel, channel));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({ entry: outbox, retry: outboxRetries.status })
      .from(outbox)
      .leftJoin(outboxRetries, eq(outboxRetries.outboxId, outbox.id))
      .where(where)
      .orderBy(desc(outbox.createdAt), desc(outbox.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(outbox).leftJoin(outboxRetries, eq(outboxRetries.outboxId, outbox.id)).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** An outbox message, its row locked until the transaction `tx` ends, or null. */
export async function lockOutboxEntry(tx: Db, outboxId: string): Promise<OutboxEntry | null> {
  const [row] = await tx.select().from(outbox).where(eq(outbox.id, outboxId)).for('update').limit(1);
  return row ?? null;
}

/** Records the retry of a message. @returns false when it has a retry already (nothing written). */
export async function insertOutboxRetry(
  tx: Db,
  values: { outboxId: string; requestedBy: string | null; requestedAt: Date },
): Promise<boolean> {
  const [retry] = await tx.insert(outboxRetries).values(values).onConflictDoNothing().returning();
  return retry !== undefined;
}
