/**
 * A provider's own jobs in the partner app: the list and one job (toProviderJob's view,
 * which never carries the customer's phone), and the provider's actions: accept, decline (back to operations),
 * start with the customer's start code, complete. Every status change goes through the machine of lib/orders.ts
 * (requireStatusChange: 409 naming both states, and the clock), and every action writes an audit line with the
 * provider as its actor in the transaction of the change. Another provider's job is a 404, as if it did not exist.
 */
import { addIstDays, istDate } from '../../lib/dates';
import type { PartnerJobList, PartnerJobView } from '../../lib/contracts/partner';
import { ORDER_STATUS, ORDER_TYPE } from '../../lib/constants';
import { canTransition, earliestStatusAt, effectiveStatus, heldAmount, orderStartsAt, statusLabel } from '../../lib/orders';
import type { Order } from '../db/schema';
import type { Db } from '../db/types';
import { HttpError, notFound } from '../http/errors';
import { hitsLeft, lockBucket, recordHit, secondsUntilFree, tooManyRequests } from '../http/rateLimit';
import { enqueueJob } from '../jobs/queue';
import { orderAuditSnapshot, recordAudit, type AuditActor } from '../audit/audit';
import { changeOrderStatus, requireStatusChange, statusTimestamps } from '../orders';
import { arrivalFields } from './arrival';
import { declineAssignment } from './assignment';
import { closeOffer, pendingDeadlines } from './offersRepository';
import { findProviderOrder, markOrderAccepted, providerOrdersBetween } from './repository';
import { toProviderJob } from './jobsView';
import { startCodeMatches, WRONG_START_CODE, wrongStartCodeMessage } from './startCode';
import { START_CODE_LIMIT, startCodeBucket } from './startCodeLock';

/** The audit actions of the partner app. Declining is `order.provider_decline` (server/providers/assignment). */
export const PARTNER_AUDIT_ACTIONS = {
  accept: 'order.provider_accept',
  start: 'order.provider_start',
  complete: 'order.provider_complete',
} as const;

export { START_CODE_LIMIT };

/** How far back the job list's "recent" jobs go, in days. */
export const RECENT_JOB_DAYS = 30;
/** How far ahead the job list looks, in days. */
export const UPCOMING_JOB_DAYS = 120;

/** The message of a wrong start code (400). */
export { WRONG_START_CODE };

/** The 409 of accepting a job whose time to accept has passed (it goes to another provider). */
export const OFFER_LAPSED_MESSAGE = 'The time to accept this job has passed.';

/** The status a provider sees on a job assigned to them that they have not accepted or declined yet. */
export const NEW_JOB_STATUS_LABEL = 'New — accept or decline';

/** What an order's audit line keeps for the partner app: the order snapshot and the provider's times. */
function assignedJobSnapshot(order: Order): Record<string, unknown> {
  return {
    ...orderAuditSnapshot(order),
    providerAcceptedAt: order.providerAcceptedAt?.toISOString() ?? null,
    startedAt: order.startedAt?.toISOString() ?? null,
    completedAt: order.completedAt?.toISOString() ?? null,
  };
}

/**
 * One job as the partner app shows it at `now`: toProviderJob plus the provider's times and what they may do now;
 * `respondBy` the deadline of their pending offer (a new job they have not answered), if any.
 */
export function toAssignedJobView(order: Order, now: Date, respondBy: Date | null = null): PartnerJobView {
  const job = toProviderJob(order, now);
  const status = job.status;
  const startsAt = orderStartsAt(order);
  const startFrom = earliestStatusAt(ORDER_STATUS.IN_PROGRESS, startsAt)!;
  const accepted = status === ORDER_STATUS.ACCEPTED;
  const awaitingAnswer = accepted && !order.providerAcceptedAt;
  return {
    ...job,
    // "Accepted" is the order's state, not the provider's answer: until they answer, the job asks for it
    statusLabel: awaitingAnswer ? NEW_JOB_STATUS_LABEL : job.statusLabel,
    orderType: order.orderType,
    acceptedAt: order.providerAcceptedAt?.toISOString() ?? null,
    startedAt: order.startedAt?.toISOString() ?? null,
    completedAt: order.completedAt?.toISOString() ?? null,
    startFrom: startFrom.toISOString(),
    respondBy: awaitingAnswer && respondBy ? respondBy.toISOString() : null,
    canAccept: awaitingAnswer && !offerLapsed(order, respondBy, now),
    canDecline: accepted,
    canStart: accepted && now.getTime() >= startFrom.getTime(),
    canComplete: status === ORDER_STATUS.IN_PROGRESS && now.getTime() >= startsAt.getTime(),
    canUploadPhotos:
      order.orderType === ORDER_TYPE.PHOTOGRAPHY && (status === ORDER_STATUS.IN_PROGRESS || status === ORDER_STATUS.COMPLETED),
    ...arrivalFields(order, now),
  };
}

/** Whether a new job's offer lapsed unanswered by `now` (the expiry job moves it on shortly: it is no longer theirs to take). */
function offerLapsed(order: Order, respondBy: Date | null, now: Date): boolean {
  return !order.providerAcceptedAt && respondBy !== null && respondBy.getTime() <= now.getTime();
}

/**
 * The provider's jobs with an event date from RECENT_JOB_DAYS ago to UPCOMING_JOB_DAYS ahead (IST): `upcoming`
 * the live ones (accepted or in progress) by start, `recent` the others (completed, cancelled, expired) newest first.
 */
export async function listAssignedJobs(db: Db, providerId: string, now: Date): Promise<PartnerJobList> {
  const today = istDate(now);
  const rows = await providerOrdersBetween(db, providerId, addIstDays(today, -RECENT_JOB_DAYS), addIstDays(today, UPCOMING_JOB_DAYS));
  const deadlines = await pendingDeadlines(
    db,
    providerId,
    rows.map((order) => order.id),
  );
  const jobs = rows
    // a lapsed offer is gone from the app, though its expiry job has not moved it on yet
    .filter((order) => !offerLapsed(order, deadlines.get(order.id) ?? null, now))
    .map((order) => toAssignedJobView(order, now, deadlines.get(order.id) ?? null))
    .sort((a, b) => a.startsAt.localeCompare(b.startsAt));
  const live = (job: PartnerJobView) => job.status === ORDER_STATUS.ACCEPTED || job.status === ORDER_STATUS.IN_PROGRESS;
  return { upcoming: jobs.filter(live), recent: jobs.filter((job) => !live(job)).reverse() };
}

/**
 * One of the provider's jobs at `now`.
 * @throws HttpError 404 for another provider's job or an unknown id.
 */
export async function getAssignedJob(db: Db, { orderId, providerId, now }: { orderId: string; providerId: string; now: Date }) {
  const order = await findProviderOrder(db, orderId, providerId);
  if (!order) throw notFound('Job not found');
  const respondBy = (await pendingDeadlines(db, providerId, [order.id])).get(order.id) ?? null;
  if (offerLapsed(order, respondBy, now)) throw notFound('Job not found');
  return toAssignedJobView(order, now, respondBy);
}

/** What every partner action takes. */
interface AssignedJobAction {
  orderId: string;
  providerId: string;
  now: Date;
}

/** The provider as an audit actor. */
const providerActor = (providerId: string): AuditActor => ({ kind: 'provider', providerId });

/**
 * The provider accepts their new assignment before its offer's deadline: `provider_accepted_at` is set and the
 * offer closed as accepted (the status stays Accepted, so the customer's history gets no line). Accepting again
 * changes nothing and writes nothing.
 * @throws HttpError 404 not theirs; 409 an order that is not accepted (in progress, completed, expired ...), or an
 *   offer past its deadline (OFFER_LAPSED_MESSAGE).
 */
export async function acceptJob(db: Db, { orderId, providerId, now }: AssignedJobAction): Promise<PartnerJobView> {
  return db.transaction(async (tx) => {
    const order = await findProviderOrder(tx, orderId, providerId, true);
    if (!order) throw notFound('Job not found');
    const status = effectiveStatus(order.status, orderStartsAt(order), now, heldAmount(order));
    if (status !== ORDER_STATUS.ACCEPTED) throw new HttpError(409, `This job is ${statusLabel(status)}: it can no longer be accepted.`);
    if (order.providerAcceptedAt) return toAssignedJobView(order, now);
    const respondBy = (await pendingDeadlines(tx, providerId, [order.id])).get(order.id) ?? null;
    if (offerLapsed(order, respondBy, now)) throw new HttpError(409, OFFER_LAPSED_MESSAGE);
    await closeOffer(tx, { orderId: order.id, providerId, outcome: 'accepted', now });
    const updated = await markOrderAccepted(tx, order.id, now);
    // the customer hears who is coming as soon as the provider said yes, not of offers that may still lapse
    await enqueueJob(tx, {
      name: 'notify.provider_accepted',
      payload: { orderId: order.id, providerId },
      runAt: now,
      dedupeKey: `provider-accepted:${order.id}:${providerId}:${now.getTime()}`,
    });
    await recordAudit(
      tx,
      providerActor(providerId),
      {
        action: PARTNER_AUDIT_ACTIONS.accept,
        entityType: 'order',
        entityId: order.id,
        before: assignedJobSnapshot(order),
        after: assignedJobSnapshot(updated),
      },
      now,
    );
    return toAssignedJobView(updated, now);
  });
}

/**
 * The provider declines their assignment with a reason: back to operations (server/providers/assignment
 * declineAssignment: Booked, no provider, the history line and the audit line with the provider as actor).
 * @throws HttpError 404 not theirs; 409 a status that cannot be declined, naming both states.
 */
export async function declineJob(db: Db, { orderId, providerId, now, reason }: AssignedJobAction & { reason: string }): Promise<void> {
  await declineAssignment(db, { orderId, providerId, reason, now });
}

/**
 * The provider starts the job with the customer's start code: In progress through the machine (from
 * Accepted only, from 2 hours before the slot), `started_at` recorded (what punctuality is measured from), the
 * acceptance recorded too if it was not, a history line and an audit line. The code is compared in constant
 * time; wrong codes are counted per order (START_CODE_LIMIT), and beyond the limit every try, even the right
 * code, is a 429 until the window has passed. The wrong code that leaves one try says so (wrongStartCodeMessage).
 * @throws HttpError 404 not theirs; 409 an illegal transition naming both states, or too early; 400 a wrong
 *   code; 429 too many wrong codes.
 */
export async function startJob(db: Db, { orderId, providerId, now, code }: AssignedJobAction & { code: string }): Promise<PartnerJobView> {
  const bucket = startCodeBucket(orderId);
  // the wrong try must be committed, so its error is thrown after the transaction
  const outcome = await db.transaction(
    async (tx): Promise<{ kind: 'ok'; order: Order } | { kind: 'wrong'; triesLeft: number } | { kind: 'locked'; wait: number }> => {
      const order = await findProviderOrder(tx, orderId, providerId, true);
      if (!order) throw notFound('Job not found');
      const from = effectiveStatus(order.status, orderStartsAt(order), now, heldAmount(order));
      const to = ORDER_STATUS.IN_PROGRESS;
      requireStatusChange(order, { from, to, allowed: canTransition(from, to, heldAmount(order)), now });
      await lockBucket(tx, bucket);
      const wait = await secondsUntilFree(tx, bucket, START_CODE_LIMIT, now);
      if (wait > 0) return { kind: 'locked', wait };
      if (!startCodeMatches(code, order.startCode)) {
        await recordHit(tx, bucket, START_CODE_LIMIT, now);
        return { kind: 'wrong', triesLeft: await hitsLeft(tx, bucket, START_CODE_LIMIT, now) };
      }
      const changed = await changeOrderStatus(tx, {
        orderId: order.id,
        expectedStatus: order.status,
        status: to,
        note: statusLabel(to),
        now,
        changes: { ...statusTimestamps(order, to, now), providerAcceptedAt: order.providerAcceptedAt ?? now },
      });
      if (!changed) throw new HttpError(409, 'This job changed just now. Please refresh and try again.');
      // starting is accepting too: the offer is answered
      await closeOffer(tx, { orderId: order.id, providerId, outcome: 'accepted', now });
      await recordAudit(
        tx,
        providerActor(providerId),
        {
          action: PARTNER_AUDIT_ACTIONS.start,
          entityType: 'order',
          entityId: order.id,
          before: assignedJobSnapshot(order),
          after: assignedJobSnapshot(changed),
        },
        now,
      );
      return { kind: 'ok', order: changed };
    },
  );
  if (outcome.kind === 'locked') throw tooManyRequests('Too many wrong start codes for this job.', outcome.wait, now);
  if (outcome.kind === 'wrong') {
    const message = wrongStartCodeMessage(outcome.triesLeft, START_CODE_LIMIT.windowSeconds / 60);
    throw new HttpError(400, message, { errors: [{ path: 'code', message: 'Wrong start code' }] });
  }
  return toAssignedJobView(outcome.order, now);
}

/**
 * The provider completes the job: Completed through the machine (from In progress only, from the slot's start),
 * `completed_at` recorded, a history line and an audit line.
 * @throws HttpError 404 not theirs; 409 an illegal transition naming both states, or too early.
 */
export async function completeJob(db: Db, { orderId, providerId, now }: AssignedJobAction): Promise<PartnerJobView> {
  return db.transaction(async (tx) => {
    const order = await findProviderOrder(tx, orderId, providerId, true);
    if (!order) throw notFound('Job not found');
    const from = effectiveStatus(order.status, orderStartsAt(order), now, heldAmount(order));
    const to = ORDER_STATUS.COMPLETED;
    requireStatusChange(order, { from, to, allowed: canTransition(from, to, heldAmount(order)), now });
    const changed = await changeOrderStatus(tx, {
      orderId: order.id,
      expectedStatus: order.status,
      status: to,
      note: statusLabel(to),
      now,
      changes: statusTimestamps(order, to, now),
    });
    if (!changed) throw new HttpError(409, 'This job changed just now. Please refresh and try again.');
    await recordAudit(
      tx,
      providerActor(providerId),
      {
        action: PARTNER_AUDIT_ACTIONS.complete,
        entityType: 'order',
        entityId: order.id,
        before: assignedJobSnapshot(order),
        after: assignedJobSnapshot(changed),
      },
      now,
    );
    return toAssignedJobView(changed, now);
  });
}

/**
 * Whether the provider may add photos to this job now ("Photographers upload the shoot from the
 * phone"): their own photography job, started (in progress) or completed.
 * @throws HttpError 404 not theirs or not a photography job; 409 not started yet.
 */
export async function requirePhotoUploadJob(db: Db, { orderId, providerId, now }: AssignedJobAction): Promise<void> {
  const order = await findProviderOrder(db, orderId, providerId);
  if (!order || order.orderType !== ORDER_TYPE.PHOTOGRAPHY) throw notFound('Job not found');
  if (!toAssignedJobView(order, now).canUploadPhotos) {
    throw new HttpError(409, 'Photos can be uploaded once the job has started.');
  }
}
