import { and, count, desc, eq, gte, isNull, lt, or, type SQL } from 'drizzle-orm';
import { addIstDays, istDateTime } from '../../lib/dates';
import { AUDIT_PAGE_SIZE, type AuditActorKind, type AuditPage, type AuditQuery } from '../../lib/contracts/ops';
import { auditLog, providers, staff, type Order } from '../db/schema';
import type { Db } from '../db/types';

/**
 * Who made a change (issue 22 "Audit log"): a signed-in staff member, the operations API key (automation:
 * "API key" in the log), or the system itself (the bootstrap admin, `npm run ops:add-admin`).
 */
export type AuditActor =
  | { kind: 'staff'; staffId: string }
  | { kind: 'api_key' }
  | { kind: 'system' }
  // issue 22 "Partner app": a provider's own actions on their jobs
  | { kind: 'provider'; providerId: string };

/** The actor of changes made through `x-ops-api-key`. */
export const API_KEY_ACTOR: AuditActor = { kind: 'api_key' };
/** The actor of changes the system makes on its own (bootstrap admin, command-line scripts). */
export const SYSTEM_ACTOR: AuditActor = { kind: 'system' };

/** One change to record: what was done (`order.status_change`), to which entity, and its state before and after. */
export interface AuditChange {
  action: string;
  entityType: string;
  entityId: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/**
 * Appends one line to the audit log. Call it with the transaction that makes the change, so the line and
 * the change commit (or roll back) together. Lines are never updated or deleted (the database refuses it).
 */
export async function recordAudit(tx: Db, actor: AuditActor, change: AuditChange, at = new Date()): Promise<void> {
  await tx.insert(auditLog).values({
    at,
    actorKind: actor.kind,
    actorStaffId: actor.kind === 'staff' ? actor.staffId : null,
    actorProviderId: actor.kind === 'provider' ? actor.providerId : null,
    action: change.action,
    entityType: change.entityType,
    entityId: change.entityId,
    before: change.before,
    after: change.after,
  });
}

/**
 * What an audit line keeps of an order: its status, payment state and amounts (whole rupees) and the
 * assigned provider. The same shape before and after, so a reader sees what changed.
 */
export function orderAuditSnapshot(order: Order): Record<string, unknown> {
  return {
    orderNumber: order.orderNumber,
    status: order.status,
    paymentStatus: order.paymentStatus,
    amountPaid: order.amountPaid,
    amountRefunded: order.amountRefunded,
    executor: order.executor ?? null,
    providerId: order.providerId ?? null,
  };
}

/** The conditions of an audit query: actor, entity, and days from/to (IST, inclusive). */
function auditFilter(query: Omit<AuditQuery, 'page'>): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.actor === 'api_key' || query.actor === 'system') {
    conditions.push(eq(auditLog.actorKind, query.actor), isNull(auditLog.actorStaffId));
  } else if (query.actor) conditions.push(or(eq(auditLog.actorStaffId, query.actor), eq(auditLog.actorProviderId, query.actor))!);
  if (query.entityType) conditions.push(eq(auditLog.entityType, query.entityType));
  if (query.entityId) conditions.push(eq(auditLog.entityId, query.entityId));
  if (query.from) conditions.push(gte(auditLog.at, istDateTime(query.from)));
  if (query.to) conditions.push(lt(auditLog.at, istDateTime(addIstDays(query.to, 1))));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/**
 * One page of the audit log, newest first, filtered (server-side pagination: `AUDIT_PAGE_SIZE` a page).
 * A staff or provider actor is shown with their current name.
 */
export async function listAudit(db: Db, query: AuditQuery): Promise<AuditPage> {
  const where = auditFilter(query);
  const [rows, [total]] = await Promise.all([
    db
      .select({ line: auditLog, actorName: staff.name, providerName: providers.name })
      .from(auditLog)
      .leftJoin(staff, eq(staff.id, auditLog.actorStaffId))
      .leftJoin(providers, eq(providers.id, auditLog.actorProviderId))
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.seq))
      .limit(AUDIT_PAGE_SIZE)
      .offset((query.page - 1) * AUDIT_PAGE_SIZE),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  return {
    entries: rows.map(({ line, actorName, providerName }) => ({
      _id: line.id,
      at: line.at.toISOString(),
      actorKind: line.actorKind as AuditActorKind,
      actorId: line.actorStaffId ?? line.actorProviderId,
      actorName: actorName ?? providerName ?? (line.actorKind === 'api_key' ? 'API key' : line.actorKind === 'system' ? 'System' : null),
      action: line.action,
      entityType: line.entityType,
      entityId: line.entityId,
      before: line.before ?? null,
      after: line.after ?? null,
    })),
    page: query.page,
    pageSize: AUDIT_PAGE_SIZE,
    total: total?.n ?? 0,
  };
}
