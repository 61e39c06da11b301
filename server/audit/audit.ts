import { and, asc, count, desc, eq, gte, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { addIstDays, istDateTime } from '../../lib/dates';
import { AUDIT_PAGE_SIZE, type AuditEntry, type AuditPage, type AuditQuery } from '../../lib/contracts/ops';
import { auditLog, chatRooms, leads, orders, outbox, providers, reviews, staff, users, type AuditLine, type Order } from '../db/schema';
import type { Db } from '../db/types';
import { maskRecipient } from '../../lib/masking';

/**
 * Who made a change: a signed-in staff member, the operations API key (automation:
 * "API key" in the log), or the system itself (the bootstrap admin, `npm run ops:add-admin`).
 */
export type AuditActor =
  | { kind: 'staff'; staffId: string }
  | { kind: 'api_key' }
  | { kind: 'system' }
  // a provider's own actions on their jobs
  | { kind: 'provider'; providerId: string }
  // a customer's own act that operations must be able to trace (cancelling a job nobody arrived for); the
  // customer's id goes into the line's `after`, as the log has no customer column
  | { kind: 'customer'; userId: string };

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

/** The lines about the order numbered `orderNumber`: the order itself, its review and its chat rooms. */
function aboutOrder(orderNumber: string): SQL {
  const orderId = sql`(select ${orders.id}::text from ${orders} where ${orders.orderNumber} = ${orderNumber})`;
  return or(
    and(eq(auditLog.entityType, 'order'), sql`${auditLog.entityId} = ${orderId}`),
    and(
      eq(auditLog.entityType, 'review'),
      sql`${auditLog.entityId} in (select ${reviews.id}::text from ${reviews} where ${reviews.orderId}::text = ${orderId})`,
    ),
    and(
      eq(auditLog.entityType, 'chat_room'),
      sql`${auditLog.entityId} in (select ${chatRooms.id}::text from ${chatRooms} where ${chatRooms.orderId}::text = ${orderId})`,
    ),
  )!;
}

/** The conditions of an audit query: actor (`provider`: any provider), order number, entity, and days from/to (IST, inclusive). */
function auditFilter(query: Omit<AuditQuery, 'page'>): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.actor === 'api_key' || query.actor === 'system') {
    conditions.push(eq(auditLog.actorKind, query.actor), isNull(auditLog.actorStaffId));
  } else if (query.actor === 'provider') conditions.push(eq(auditLog.actorKind, 'provider'));
  else if (query.actor) conditions.push(or(eq(auditLog.actorStaffId, query.actor), eq(auditLog.actorProviderId, query.actor))!);
  if (query.order) conditions.push(aboutOrder(query.order));
  if (query.entityType) conditions.push(eq(auditLog.entityType, query.entityType));
  if (query.entityId) conditions.push(eq(auditLog.entityId, query.entityId));
  if (query.from) conditions.push(gte(auditLog.at, istDateTime(query.from)));
  if (query.to) conditions.push(lt(auditLog.at, istDateTime(addIstDays(query.to, 1))));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The entity ids of `type` among `lines` that can be looked up (uuids). */
const idsOf = (lines: AuditLine[], type: string) => [
  ...new Set(lines.filter((line) => line.entityType === type && UUID.test(line.entityId)).map((line) => line.entityId)),
];

/** Snapshot keys that hold a staff member's or a provider's id (providerId, responsibleId, assignedStaffId ...). */
const PERSON_KEY = /(provider|staff|responsible|actor)Id$/i;

/** The person ids (uuids under PERSON_KEY keys, at any depth) in a snapshot. */
function personIds(value: unknown, into: Set<string>, key = ''): void {
  if (typeof value === 'string') {
    if (PERSON_KEY.test(key) && UUID.test(value)) into.add(value);
  } else if (Array.isArray(value)) value.forEach((item) => personIds(item, into, key));
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) personIds(v, into, k);
}

/**
 * How people know the entities of `lines` (by `entityType:entityId`): an order's number, a review's or chat's order
 * number, a staff member's or provider's name, an enquiry's reference, a message's channel, template and recipient
 * masked to its last 4 digits (customers' phones are never shown whole here), and the ids inside the snapshots named.
 */
async function labelsOf(db: Db, lines: AuditLine[]): Promise<{ labels: Map<string, string>; names: Map<string, string> }> {
  const labels = new Map<string, string>();
  const people = new Set<string>();
  for (const line of lines) {
    personIds(line.before, people);
    personIds(line.after, people);
  }
  const staffIds = [...new Set([...idsOf(lines, 'staff'), ...people])];
  const providerIds = [...new Set([...idsOf(lines, 'provider'), ...people])];
  const none = Promise.resolve([]);
  const [orderRows, staffRows, providerRows, leadRows, reviewRows, messageRows, roomRows] = await Promise.all([
    idsOf(lines, 'order').length
      ? db
          .select({ id: orders.id, label: orders.orderNumber })
          .from(orders)
          .where(inArray(orders.id, idsOf(lines, 'order')))
      : none,
    staffIds.length ? db.select({ id: staff.id, label: staff.name }).from(staff).where(inArray(staff.id, staffIds)) : none,
    providerIds.length
      ? db.select({ id: providers.id, label: providers.name }).from(providers).where(inArray(providers.id, providerIds))
      : none,
    idsOf(lines, 'lead').length
      ? db
          .select({ id: leads.id, label: leads.reference })
          .from(leads)
          .where(inArray(leads.id, idsOf(lines, 'lead')))
      : none,
    idsOf(lines, 'review').length
      ? db
          .select({ id: reviews.id, orderNumber: orders.orderNumber })
          .from(reviews)
          .innerJoin(orders, eq(orders.id, reviews.orderId))
          .where(inArray(reviews.id, idsOf(lines, 'review')))
      : none,
    idsOf(lines, 'outbox').length
      ? db
          .select({ id: outbox.id, channel: outbox.channel, template: outbox.template, recipient: outbox.recipient })
          .from(outbox)
          .where(inArray(outbox.id, idsOf(lines, 'outbox')))
      : none,
    idsOf(lines, 'chat_room').length
      ? db
          .select({
            id: chatRooms.id,
            kind: chatRooms.kind,
            orderNumber: orders.orderNumber,
            customerName: users.name,
            customerPhone: users.phone,
          })
          .from(chatRooms)
          .leftJoin(orders, eq(orders.id, chatRooms.orderId))
          .leftJoin(users, eq(users.id, chatRooms.customerUserId))
          .where(inArray(chatRooms.id, idsOf(lines, 'chat_room')))
      : none,
  ]);
  const names = new Map<string, string>();
  for (const row of staffRows) names.set(row.id, row.label);
  for (const row of providerRows) names.set(row.id, row.label);
  for (const row of orderRows) labels.set(`order:${row.id}`, row.label);
  for (const row of staffRows) labels.set(`staff:${row.id}`, row.label);
  for (const row of providerRows) labels.set(`provider:${row.id}`, row.label);
  for (const row of leadRows) labels.set(`lead:${row.id}`, row.label);
  for (const row of reviewRows) labels.set(`review:${row.id}`, `Review of ${row.orderNumber}`);
  for (const row of messageRows) {
    labels.set(`outbox:${row.id}`, `${row.channel}${row.template ? ` ${row.template}` : ''} to ${maskRecipient(row.recipient)}`);
  }
  for (const row of roomRows) {
    const customer = row.customerName || (row.customerPhone ? maskRecipient(row.customerPhone) : null);
    labels.set(
      `chat_room:${row.id}`,
      row.orderNumber ? `Chat of ${row.orderNumber}` : customer ? `Support chat with ${customer}` : `${row.kind} chat`,
    );
  }
  return { labels, names };
}

/** The names of the people whose ids a line's snapshots hold. */
function namesIn(line: AuditLine, names: Map<string, string>): AuditEntry['names'] {
  const ids = new Set<string>();
  personIds(line.before, ids);
  personIds(line.after, ids);
  return Object.fromEntries([...ids].flatMap((id) => (names.has(id) ? [[id, names.get(id)!]] : [])));
}

/** The label of an entity that is not a row (the orders export). */
const FIXED_LABELS: Record<string, string> = {
  'export:orders': 'Orders export',
  'export:finance': 'Finance summary',
  'export:gstr1': 'GSTR-1 export',
  'export:payouts': 'Payouts list',
};

/**
 * Whom the audit log can be filtered by: every staff member and every provider (partner-app actions are audited
 * with the provider as actor), staff first, each by name.
 */
export async function auditActors(db: Db): Promise<{ id: string; name: string; kind: 'staff' | 'provider' }[]> {
  const [members, partners] = await Promise.all([
    db.select({ id: staff.id, name: staff.name }).from(staff).orderBy(asc(staff.name)),
    db.select({ id: providers.id, name: providers.name }).from(providers).orderBy(asc(providers.name)),
  ]);
  return [
    ...members.map((member) => ({ ...member, kind: 'staff' as const })),
    ...partners.map((partner) => ({ ...partner, kind: 'provider' as const })),
  ];
}

/**
 * One page of the audit log, newest first, filtered (server-side pagination: `AUDIT_PAGE_SIZE` a page).
 * A staff or provider actor is shown with their current name, each line's entity by how people know it (labelsOf),
 * and the staff members and providers inside its snapshots by name.
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
  const { labels, names } = await labelsOf(
    db,
    rows.map((row) => row.line),
  );
  return {
    entries: rows.map(({ line, actorName, providerName }) => ({
      _id: line.id,
      at: line.at.toISOString(),
      actorKind: line.actorKind,
      actorId: line.actorStaffId ?? line.actorProviderId,
      actorName:
        actorName ??
        providerName ??
        (line.actorKind === 'api_key'
          ? 'API key'
          : line.actorKind === 'system'
            ? 'System'
            : line.actorKind === 'customer'
              ? 'Customer'
              : null),
      action: line.action,
      entityType: line.entityType,
      entityId: line.entityId,
      entityLabel: labels.get(`${line.entityType}:${line.entityId}`) ?? FIXED_LABELS[`${line.entityType}:${line.entityId}`] ?? null,
      names: namesIn(line, names),
      before: line.before ?? null,
      after: line.after ?? null,
    })),
    page: query.page,
    pageSize: AUDIT_PAGE_SIZE,
    total: total?.n ?? 0,
  };
}
