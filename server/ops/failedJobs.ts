/**
 * Jobs that failed for good (their tries used up, status `failed`): listed for the console's Today board and put back
 * in the queue by an admin. A failed tax-document job is a missing invoice or voucher, a failed payout job a provider
 * left unpaid: nobody may miss them, so the board lists them and a retry is one click, audited.
 */
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { maskPhonesIn } from '../../lib/masking';
import { recordAudit, type AuditActor } from '../audit/audit';
import { jobs, orders, type Job } from '../db/schema';
import type { Db } from '../db/types';
import { HttpError, notFound } from '../http/errors';
import type { JobName } from '../jobs/payloads';

/** The audit action of a retried job ("Job retried"). */
export const JOB_RETRY_ACTION = 'job.retry';

/** Most failed jobs the board lists (the count is always whole). */
export const FAILED_JOBS_MAX = 50;
/** Most characters of a failed job's error the board shows. */
export const FAILED_JOB_ERROR_MAX = 200;

/**
 * What operations call each job, by its registered name: a Record over every JobName, so a new job cannot be added
 * without its label. A name no longer registered (a job stored by an older version) shows as itself.
 */
export const JOB_LABELS: Record<JobName, string> = {
  'chat.retention': 'Chat retention clean-up',
  'chat.notify_away': 'Chat message to an away customer',
  'earnings.order_completed': 'Provider earning credit',
  'earnings.refund_created': 'Provider refund deduction',
  'earnings.payout_run': 'Weekly payout run',
  'earnings.payout_status': 'Payout status check',
  'earnings.tip_captured': 'Provider tip credit',
  'invites.send_message': 'Invite message',
  'invites.promoted': 'Invite waitlist promotion',
  'invites.purge': 'Invite clean-up',
  'gallery.photos_ready': 'Photos ready notice',
  'maintenance.purge': 'Maintenance clean-up',
  'notify.order_confirmation': 'Order confirmation message',
  'notify.cancellation_reminder': 'Cancellation reminder',
  'notify.order_event': 'Order notice',
  'notify.customer_message': 'Message to a customer',
  'notify.refund_processed': 'Refund processed notice',
  'notify.goodwill_refund': 'Goodwill refund notice',
  'order.payment_applied': 'Payment applied to an order',
  'notify.outbox_retry': 'Message resend',
  'payment.reconcile': 'Payment reconciliation',
  'order.expire': 'Unpaid order expiry',
  'refund.request': 'Refund request to the gateway',
  'payment.event': 'Payment gateway event',
  'payment.split_fallback': 'Split payment fallback',
  'payment.split_fallback_notice': 'Split payment fallback notice',
  'notify.provider_assigned': 'Provider assigned notice',
  'notify.provider_accepted': 'Provider accepted notice',
  'notify.provider_unassigned': 'Provider unassigned notice',
  'provider.auto_assign': 'Automatic provider assignment',
  'provider.offer_expiry': 'Job offer expiry',
  'tax.payment_captured': 'Receipt voucher',
  'tax.order_completed': 'Tax invoice',
  'tax.refund_created': 'Refund voucher or credit note',
  'notify.tax_document': 'Tax document message',
  'privacy.erase_account': 'Account erasure',
};

/** The label of job `name` (JOB_LABELS), or the name itself for one no longer registered. */
export function jobLabel(name: string): string {
  return Object.hasOwn(JOB_LABELS, name) ? JOB_LABELS[name as JobName] : name;
}

/** An e-mail address. */
const EMAIL = /[^\s@]+@[^\s@]+\.[^\s@]+/g;

/**
 * A failed job's error as the console shows it: its first line only (a stack or a query's parameters come after),
 * phone-like numbers masked to their last 4 digits by the console's one rule (lib/masking maskPhonesIn, as the
 * outbox does) and e-mail addresses masked (handlers throw ids, but a gateway's or library's message may quote what it
 * was sent), at most FAILED_JOB_ERROR_MAX characters.
 */
export function publicJobError(error: string | null): string | null {
  if (!error) return null;
  const line = maskPhonesIn(error.split(/\r?\n/)[0]!)!.replace(EMAIL, '•••').trim();
  return line.length > FAILED_JOB_ERROR_MAX ? `${line.slice(0, FAILED_JOB_ERROR_MAX - 1)}…` : line;
}

/** One failed job as the board shows it; `failedAt` is when its last try failed (ISO). */
export interface FailedJobView {
  _id: string;
  kind: string;
  label: string;
  failedAt: string;
  attempts: number;
  error: string | null;
  orderId: string | null;
  orderNumber: string | null;
}

const orderIdOfPayload = z.object({ orderId: z.uuid() });

/**
 * The jobs that failed for good, newest first (at most `max`), and how many there are. A job whose payload names an
 * `orderId` carries it and the order's number (for the link to its order page).
 */
export async function listFailedJobs(db: Db, max = FAILED_JOBS_MAX): Promise<{ count: number; items: FailedJobView[] }> {
  const failed = eq(jobs.status, 'failed');
  const [rows, [total]] = await Promise.all([
    db.select().from(jobs).where(failed).orderBy(desc(jobs.updatedAt), desc(jobs.id)).limit(max),
    db.select({ n: count() }).from(jobs).where(failed),
  ]);
  const orderIds = new Map<string, string>();
  for (const row of rows) {
    const parsed = orderIdOfPayload.safeParse(row.payload);
    if (parsed.success) orderIds.set(row.id, parsed.data.orderId);
  }
  const ids = [...new Set(orderIds.values())];
  const numbers = new Map(
    ids.length > 0
      ? (await db.select({ id: orders.id, orderNumber: orders.orderNumber }).from(orders).where(inArray(orders.id, ids))).map((o) => [
          o.id,
          o.orderNumber,
        ])
      : [],
  );
  return {
    count: total?.n ?? 0,
    items: rows.map((row) => {
      const orderId = orderIds.get(row.id) ?? null;
      // an order erased or never there: no link to a page that does not exist
      const orderNumber = orderId ? (numbers.get(orderId) ?? null) : null;
      return {
        _id: row.id,
        kind: row.name,
        label: jobLabel(row.name),
        failedAt: row.updatedAt.toISOString(),
        attempts: row.attempts,
        error: publicJobError(row.lastError),
        orderId: orderNumber ? orderId : null,
        orderNumber,
      };
    }),
  };
}

/** Whether `error` (or its cause, as drizzle wraps the driver's) is a unique violation of the queue's jobs_dedupe_uq. */
function isDedupeTaken(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 3) return false;
  const { code, constraint, cause } = error as { code?: unknown; constraint?: unknown; cause?: unknown };
  if (code === '23505' && constraint === 'jobs_dedupe_uq') return true;
  return isDedupeTaken(cause, depth + 1);
}

const alreadyQueued = () => new HttpError(409, 'The same work is already queued; it runs shortly.');

/**
 * Puts a failed job back in the queue to run now with its tries counted from zero (so it gets its maxAttempts tries
 * again, like a new job), and audits it (`job.retry`, with its kind) in the same transaction. The update is
 * conditional on the job still being `failed`, so two clicks requeue it once. The twin check is only a read: another
 * instance may enqueue the same dedupe key, or a second failed row of that key be retried, at the same moment; the
 * partial unique index jobs_dedupe_uq then refuses the update, and that is the same 409.
 * @throws HttpError 404 for an unknown job; 409 when it is not failed any more (retried already, or running), when
 *   another job with its dedupe key is queued or running (that one does the work), or when its kind is no longer
 *   registered (no handler would run it: it would only fail again).
 */
export async function retryFailedJob(db: Db, actor: AuditActor, id: string, now = new Date()): Promise<Job> {
  try {
    return await requeueFailedJob(db, actor, id, now);
  } catch (error) {
    if (isDedupeTaken(error)) throw alreadyQueued();
    throw error;
  }
}

/** retryFailedJob's transaction (a unique violation aborts it; the caller answers 409). */
async function requeueFailedJob(db: Db, actor: AuditActor, id: string, now: Date): Promise<Job> {
  return db.transaction(async (tx) => {
    const [job] = await tx.select().from(jobs).where(eq(jobs.id, id)).for('update');
    if (!job) throw notFound('Job not found');
    if (job.status !== 'failed') throw new HttpError(409, `Only a failed job can be tried again; this one is ${job.status}.`);
    if (!Object.hasOwn(JOB_LABELS, job.name)) {
      throw new HttpError(409, `This kind of job (${job.name}) no longer exists; it cannot be tried again.`);
    }
    if (job.dedupeKey) {
      const [twin] = await tx
        .select({ id: jobs.id })
        .from(jobs)
        .where(and(eq(jobs.dedupeKey, job.dedupeKey), inArray(jobs.status, ['queued', 'running'])))
        .limit(1);
      if (twin) throw alreadyQueued();
    }
    const [requeued] = await tx
      .update(jobs)
      .set({ status: 'queued', attempts: 0, runAt: now, lockedBy: null, lockedAt: null, updatedAt: now })
      .where(and(eq(jobs.id, id), eq(jobs.status, 'failed')))
      .returning();
    if (!requeued) throw new HttpError(409, 'This job has been tried again already.');
    await recordAudit(
      tx,
      actor,
      {
        action: JOB_RETRY_ACTION,
        entityType: 'job',
        entityId: id,
        before: { status: 'failed', kind: job.name, label: jobLabel(job.name), attempts: job.attempts },
        after: { status: 'queued', kind: job.name, label: jobLabel(job.name), attempts: 0 },
      },
      now,
    );
    return requeued;
  });
}
