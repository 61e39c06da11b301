/**
 * The messages outbox in the console: what was sent, failed, is pending, skipped or only
 * recorded, and a retry of a failed message. A retry is asked once per message (table `outbox_retries`, keyed by
 * the message) and queued as the job `notify.outbox_retry`, which rebuilds the message from the current order and
 * sends it through the same sender (server/notify/whatsapp: a new outbox row), then records the outcome.
 * Recipients are masked to their last 4 digits for every role but admin; they never reach a log line.
 */
import type { StaffRole } from '../../lib/contracts/ops';
import { MESSAGE_PAGE_SIZE, type MessagePage, type MessageQuery, type OutboxMessage } from '../../lib/contracts/opsDesk';
import type { OutboxEntry } from '../db/schema';
import type { Db } from '../db/types';
import { HttpError, notFound } from '../http/errors';
import { enqueueJob } from '../jobs/queue';
import { recordAudit, type AuditActor } from '../audit/audit';
import { maskPhonesIn, maskRecipient } from '../../lib/masking';
import { canResend } from './outboxResend';
import { insertOutboxRetry, lockOutboxEntry, outboxRows } from './repository/outbox';

/** The audit action of a retry. */
export const MESSAGE_RETRY_ACTION = 'message.retry';
/** The job that sends a retried message. */
export const OUTBOX_RETRY_JOB = 'notify.outbox_retry';

export { maskRecipient };

/** One message as `role` may see it. */
export function toOutboxMessage(entry: OutboxEntry, retry: string | null, role: StaffRole): OutboxMessage {
  const orderNumber = entry.payload?.orderNumber;
  return {
    _id: entry.id,
    channel: entry.channel,
    provider: entry.provider,
    recipient: role === 'admin' ? entry.recipient : maskRecipient(entry.recipient),
    template: entry.template,
    status: entry.status,
    // a provider's answer may echo the number it refused
    error: role === 'admin' ? entry.error : maskPhonesIn(entry.error),
    orderNumber: typeof orderNumber === 'string' ? orderNumber : null,
    language: typeof entry.payload?.language === 'string' ? entry.payload.language : null,
    languageFallback: typeof entry.payload?.languageFallback === 'string' ? entry.payload.languageFallback : null,
    createdAt: entry.createdAt.toISOString(),
    retry,
    retryable: entry.status === 'failed' && retry === null && canResend(entry.template),
  };
}

/** One page of the outbox (filtered by status and channel), newest first, as `role` may see it. */
export async function listMessages(db: Db, { status, channel, page }: MessageQuery, role: StaffRole): Promise<MessagePage> {
  const { rows, total } = await outboxRows(db, { status, channel, page, pageSize: MESSAGE_PAGE_SIZE });
  return {
    messages: rows.map(({ entry, retry }) => toOutboxMessage(entry, retry, role)),
    page,
    pageSize: MESSAGE_PAGE_SIZE,
    total,
  };
}

/**
 * Queues a failed message to be sent again, once: under the message's row lock, the retry
 * row, the job and the audit line (`message.retry`, no recipient) commit together.
 * @returns the message as `role` sees it, its retry `pending`.
 * @throws HttpError 404 unknown message; 409 when it did not fail, was retried already, or is of a kind the
 *   console cannot rebuild (a login code: it has expired; a message of an invite).
 */
export async function retryMessage(
  db: Db,
  { actor, role }: { actor: AuditActor; role: StaffRole },
  id: string,
  now = new Date(),
): Promise<OutboxMessage> {
  const entry = await db.transaction(async (tx) => {
    const row = await lockOutboxEntry(tx, id);
    if (!row) throw notFound('Message not found');
    if (row.status !== 'failed') throw new HttpError(409, `Only a failed message can be sent again; this one is ${row.status}.`);
    if (!canResend(row.template)) throw new HttpError(409, 'This kind of message cannot be sent again from the console.');
    const retried = await insertOutboxRetry(tx, {
      outboxId: id,
      requestedBy: actor.kind === 'staff' ? actor.staffId : null,
      requestedAt: now,
    });
    if (!retried) throw new HttpError(409, 'This message has been sent again already.');
    await enqueueJob(tx, { name: OUTBOX_RETRY_JOB, payload: { outboxId: id }, dedupeKey: `outbox-retry:${id}`, maxAttempts: 3 });
    await recordAudit(
      tx,
      actor,
      {
        action: MESSAGE_RETRY_ACTION,
        entityType: 'outbox',
        entityId: id,
        before: { status: row.status, template: row.template, channel: row.channel, retry: null },
        after: { status: row.status, template: row.template, channel: row.channel, retry: 'pending' },
      },
      now,
    );
    return row;
  });
  return toOutboxMessage(entry, 'pending', role);
}
