/**
 * The orders board of the console: one filtered, sorted, paged query over orders with
 * their customer and provider, for the page, the JSON list and the CSV export (which reads the same filter in
 * batches). The search is exact: an order number (unique index) or a customer's phone (the users' unique index),
 * never a LIKE scan of phone fragments.
 */
import { and, asc, count, desc, eq, gte, lte, sql, type AnyColumn, type SQL, type SQLWrapper } from 'drizzle-orm';
import { orderSlotLabel } from '../../lib/booking';
import { ORDER_TYPE_LABEL, type OrderStatus, type OrderType } from '../../lib/constants';
import {
  OPS_ORDERS_CSV_MAX_ROWS,
  type OpsOrderPage,
  type OpsOrderQuery,
  type OpsOrderRow,
  type OpsOrderSort,
} from '../../lib/contracts/opsOrders';
import type { StaffRole } from '../../lib/contracts/ops';
import { statusLabel } from '../../lib/orders';
import { ORDER_PAYMENT_STATUS_LABEL, type OrderPaymentStatus } from '../../lib/payments';
import { serviceByKey, serviceOfOrderType } from '../../lib/services';
import { orders, providers, users } from '../db/schema';
import { preparedStatement } from '../db/prepared';
import type { Db } from '../db/types';
import { csvCell } from '../events';
import { recordAudit, type AuditActor } from '../audit/audit';
import { maskRecipient } from './outbox';

/** The board's filters (everything of the query but paging and sorting). */
export type OpsOrderFilter = Omit<OpsOrderQuery, 'page' | 'pageSize' | 'sort' | 'dir'>;

const SORT_COLUMNS: Record<OpsOrderSort, AnyColumn> = {
  createdAt: orders.createdAt,
  eventDate: orders.eventDate,
  orderNumber: orders.orderNumber,
  total: orders.total,
  status: orders.status,
};

/** The SQL conditions of a filter (AND-ed). */
function conditionsOf(filter: OpsOrderFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.service) conditions.push(eq(orders.orderType, serviceByKey(filter.service).orderType));
  if (filter.status !== undefined) conditions.push(eq(orders.status, filter.status));
  if (filter.paymentStatus) conditions.push(eq(orders.paymentStatus, filter.paymentStatus));
  if (filter.city) conditions.push(sql`${orders.address}->>'citySlug' = ${filter.city}`);
  // slot days are IST calendar days already (event_date)
  if (filter.from) conditions.push(gte(orders.eventDate, filter.from));
  if (filter.to) conditions.push(lte(orders.eventDate, filter.to));
  if (filter.q?.kind === 'orderNumber') conditions.push(eq(orders.orderNumber, filter.q.value));
  if (filter.q?.kind === 'phone') conditions.push(eq(users.phone, filter.q.value));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

const rowColumns = {
  id: orders.id,
  orderNumber: orders.orderNumber,
  orderType: orders.orderType,
  status: orders.status,
  paymentStatus: orders.paymentStatus,
  eventDate: orders.eventDate,
  slot: orders.slot,
  address: orders.address,
  total: orders.total,
  amountPaid: orders.amountPaid,
  amountRefunded: orders.amountRefunded,
  createdAt: orders.createdAt,
  userId: orders.userId,
  userName: users.name,
  userPhone: users.phone,
  providerName: providers.name,
};

type BoardRecord = {
  id: string;
  orderNumber: string;
  orderType: OrderType;
  status: OrderStatus;
  paymentStatus: OrderPaymentStatus;
  eventDate: string;
  slot: string;
  address: Record<string, unknown>;
  total: number;
  amountPaid: number;
  amountRefunded: number;
  createdAt: Date;
  userId: string;
  userName: string | null;
  userPhone: string;
  providerName: string | null;
};

/** A board row from the joined record (the status as stored: the board shows what operations must act on). */
function toRow(record: BoardRecord): OpsOrderRow {
  const service = serviceOfOrderType(record.orderType);
  const address = record.address as { name?: string; city?: string };
  const paymentStatus = record.paymentStatus;
  return {
    _id: record.id,
    orderNumber: record.orderNumber,
    service: service?.key ?? String(record.orderType),
    serviceName: ORDER_TYPE_LABEL[record.orderType] ?? 'Other',
    status: record.status,
    statusLabel: statusLabel(record.status),
    paymentStatus,
    paymentLabel: ORDER_PAYMENT_STATUS_LABEL[paymentStatus] ?? paymentStatus,
    eventDate: record.eventDate,
    slot: orderSlotLabel(record),
    city: address.city ?? '',
    customerId: record.userId,
    customerName: record.userName || address.name || '',
    customerPhone: record.userPhone,
    total: record.total,
    amountPaid: record.amountPaid,
    amountRefunded: record.amountRefunded,
    providerName: record.providerName,
    createdAt: record.createdAt.toISOString(),
  };
}

/**
 * The rows query of a filter in an order, `limit` from `offset` (ties broken by id, so pages never overlap). Its
 * default order (newest first), the slot-day order and newest first within a status or payment state are read
 * along an index (`orders_board_*` in server/db/schema/orders.ts), so a page costs its own rows, not a sort of every order.
 */
export function opsOrderRowsQuery(
  db: Db,
  filter: OpsOrderFilter,
  { sort, dir, limit, offset }: { sort: OpsOrderSort; dir: 'asc' | 'desc'; limit: number; offset: number },
) {
  const order = dir === 'asc' ? asc : desc;
  return db
    .select(rowColumns)
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .leftJoin(providers, eq(providers.id, orders.providerId))
    .where(conditionsOf(filter))
    .orderBy(order(SORT_COLUMNS[sort]), order(orders.id))
    .limit(limit)
    .offset(offset);
}

// The unfiltered board's queries (what every member opens first) are named prepared statements: PostgreSQL plans
// them once per connection instead of on every request (planning the joined page cost several times its execution).

/** The unfiltered rows query in `sort`/`dir` order, `limit` and `offset` given at execution. */
function preparedDefaultRows(db: Db, sort: OpsOrderSort, dir: 'asc' | 'desc') {
  const name = `ops_board_rows_${sort}_${dir}`;
  return preparedStatement(db, name, () => {
    const order = dir === 'asc' ? asc : desc;
    return db
      .select(rowColumns)
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .leftJoin(providers, eq(providers.id, orders.providerId))
      .orderBy(order(SORT_COLUMNS[sort]), order(orders.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(name);
  });
}

/** The unfiltered count up to `cap` + 1 rows with the table's row estimate, `counted` given at execution. */
function preparedDefaultCount(db: Db) {
  return preparedStatement(db, 'ops_board_count_all', () =>
    db
      .select({
        total: count(),
        tableRows: sql<number>`(select reltuples::float8 from pg_class where oid = 'orders'::regclass)`,
      })
      .from(
        db
          .select({ one: sql<number>`1` })
          .from(orders)
          .limit(sql.placeholder('counted'))
          .as('matching'),
      )
      .prepare('ops_board_count_all'),
  );
}

/**
 * Orders the board counts one by one for its total; past it, the total is PostgreSQL's estimate. Counting every
 * one of 100,000 orders took longer than the page's rows and ran for every page anybody opened.
 */
export const OPS_ORDERS_EXACT_COUNT_CAP = 1000;

/** The orders of a filter, joined to their customer only when the filter needs the customer (a phone search). */
function matchingOrders(db: Db, filter: OpsOrderFilter) {
  const base = db.select({ one: sql<number>`1` }).from(orders);
  const joined = filter.q?.kind === 'phone' ? base.innerJoin(users, eq(users.id, orders.userId)) : base;
  return joined.where(conditionsOf(filter));
}

/** The planner's estimate of the rows of `query` (EXPLAIN, nothing run), 0 when the plan says nothing. */
async function plannedRows(db: Db, query: SQLWrapper): Promise<number> {
  const result = await db.execute(sql`explain (format json) ${query}`);
  const [first] = (result as unknown as { rows: { 'QUERY PLAN': unknown }[] }).rows;
  const plan = typeof first?.['QUERY PLAN'] === 'string' ? JSON.parse(first['QUERY PLAN']) : first?.['QUERY PLAN'];
  const rows = Number((plan as { Plan?: { 'Plan Rows'?: number } }[] | undefined)?.[0]?.Plan?.['Plan Rows'] ?? 0);
  return Number.isFinite(rows) ? Math.round(rows) : 0;
}

/**
 * How many orders match a filter: `{ total, exact: true }` when at most `cap` do (counted), else the planner's
 * estimate of the filter's rows, at least `cap + 1`, with `exact: false` (so a page of 100,000 orders never counts
 * them all). `cap` Infinity counts every row (the CSV export's audited total).
 */
export async function countOpsOrders(
  db: Db,
  filter: OpsOrderFilter,
  cap: number = OPS_ORDERS_EXACT_COUNT_CAP,
): Promise<{ total: number; exact: boolean }> {
  const matching = matchingOrders(db, filter);
  if (!Number.isFinite(cap)) {
    const [row] = await db.select({ total: count() }).from(matching.as('matching'));
    return { total: row?.total ?? 0, exact: true };
  }
  // the default view (no filter) takes its estimate from the table's statistics in the same round trip
  const [row] =
    conditionsOf(filter) === undefined
      ? await preparedDefaultCount(db).execute({ counted: cap + 1 })
      : await db.select({ total: count(), tableRows: sql<number>`-1` }).from(matching.limit(cap + 1).as('matching'));
  const counted = Number(row?.total ?? 0);
  if (counted <= cap) return { total: counted, exact: true };
  // reltuples is -1 until the table was first vacuumed or analysed: then the planner's estimate
  const tableRows = Number(row?.tableRows ?? -1);
  const estimate = tableRows >= 0 ? Math.round(tableRows) : await plannedRows(db, matchingOrders(db, filter));
  return { total: Math.max(cap + 1, estimate), exact: false };
}

/** Roles that see customers' whole phone numbers on the board and may export it (the others see the last 4 digits). */
export const ORDERS_EXPORT_ROLES: readonly StaffRole[] = ['admin', 'operations'];

/**
 * One page of the board for `query`, with the total of matching orders (counted up to
 * OPS_ORDERS_EXACT_COUNT_CAP, estimated past it: `totalExact` false), as `role` may
 * see it: support sees customers' phones masked to their last 4 digits (server/ops/outbox maskRecipient); a search
 * by the whole number still finds the order. `role` is required: a caller that forgot it must not show whole phones.
 */
export async function listOpsOrders(db: Db, query: OpsOrderQuery, role: StaffRole): Promise<OpsOrderPage> {
  const { page, pageSize, sort, dir, ...filter } = query;
  const offset = (page - 1) * pageSize;
  const [records, { total, exact }] = await Promise.all([
    conditionsOf(filter) === undefined
      ? preparedDefaultRows(db, sort, dir).execute({ limit: pageSize, offset })
      : opsOrderRowsQuery(db, filter, { sort, dir, limit: pageSize, offset }),
    countOpsOrders(db, filter),
  ]);
  const masked = !ORDERS_EXPORT_ROLES.includes(role);
  const rows = records.map(toRow).map((row) => (masked ? { ...row, customerPhone: maskRecipient(row.customerPhone) } : row));
  return { rows, page, pageSize, total, totalExact: exact };
}

/** The CSV columns of the export, in order. */
const CSV_HEADER = [
  'Order number',
  'Service',
  'Status',
  'Payment',
  'Slot date',
  'Slot',
  'City',
  'Customer',
  'Phone',
  'Total (INR)',
  'Paid (INR)',
  'Refunded (INR)',
  'Provider',
  'Placed at (UTC)',
];

/** One CSV line of a row (CRLF-terminated, every cell quoted and defused: server/events/guests csvCell). */
export function csvLine(row: OpsOrderRow): string {
  return (
    [
      row.orderNumber,
      row.serviceName,
      row.statusLabel,
      row.paymentLabel,
      row.eventDate,
      row.slot,
      row.city,
      row.customerName,
      row.customerPhone,
      row.total,
      row.amountPaid,
      row.amountRefunded,
      row.providerName ?? '',
      row.createdAt,
    ]
      .map(csvCell)
      .join(',') + '\r\n'
  );
}

/** The fields of a filter that are set (the audit line keeps what was asked for, without empty keys). */
function definedFields(filter: OpsOrderFilter): Record<string, unknown> {
  return Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== undefined));
}

/** The filter as the audit line keeps it: a search by phone masked to its last 4 digits (no phone in the log). */
function auditedFilter(filter: OpsOrderFilter): Record<string, unknown> {
  const fields = definedFields(filter);
  if (filter.q?.kind === 'phone') fields.q = { kind: 'phone', value: maskRecipient(filter.q.value) };
  return fields;
}

/** Rows read per query while exporting. */
const CSV_BATCH = 500;

/**
 * The export of a filter: how many rows match, whether the file is cut at `maxRows`, and the CSV as chunks
 * (the header, then batches of up to 500 lines read one query at a time, in the board's order), so a large
 * export is streamed, never built whole in memory. With `actor`, the export is audited first (`orders.export`,
 * entity `export`/`orders`: the filter with a phone search masked, the rows in the file, the matching total and
 * whether it was cut).
 */
export async function exportOpsOrders(
  db: Db,
  query: OpsOrderQuery,
  maxRows = OPS_ORDERS_CSV_MAX_ROWS,
  actor?: AuditActor,
): Promise<{ total: number; capped: boolean; chunks: AsyncGenerator<string> }> {
  const { page: _page, pageSize: _pageSize, sort, dir, ...filter } = query;
  const { total } = await countOpsOrders(db, filter, Infinity);
  // every export of customers' names and phones is audited: who, the filter and how many rows the file holds
  if (actor) {
    await recordAudit(db, actor, {
      action: 'orders.export',
      entityType: 'export',
      entityId: 'orders',
      before: null,
      after: { filter: auditedFilter(filter), sort, dir, rows: Math.min(total, maxRows), total, capped: total > maxRows },
    });
  }
  async function* chunks(): AsyncGenerator<string> {
    yield CSV_HEADER.map(csvCell).join(',') + '\r\n';
    for (let offset = 0; offset < Math.min(total, maxRows); offset += CSV_BATCH) {
      const limit = Math.min(CSV_BATCH, maxRows - offset);
      const records = await opsOrderRowsQuery(db, filter, { sort, dir, limit, offset });
      if (records.length === 0) return;
      yield records.map((record) => csvLine(toRow(record))).join('');
    }
  }
  return { total, capped: total > maxRows, chunks: chunks() };
}
