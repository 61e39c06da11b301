/**
 * The console's dispatch calendar (lib/contracts/opsDispatch): providers as rows, their jobs of an IST day or week
 * as blocks, and the paid orders of those days that nobody is assigned to. Read-only, straight from the database
 * (no cache: dispatchers act on it).
 */
import { orderSlotLabel } from '../../lib/booking';
import { ORDER_STATUS, ORDER_TYPE_LABEL, type OrderStatus } from '../../lib/constants';
import { DISPATCH_MAX_PROVIDERS, type DispatchBoard, type DispatchJob, type DispatchQuery } from '../../lib/contracts/opsDispatch';
import { addIstDays, istDate, istDateTime } from '../../lib/dates';
import { statusLabel } from '../../lib/orders';
import { jobWindow } from '../../lib/providers';
import { serviceByKey, serviceOfOrderType } from '../../lib/services';
import type { Order } from '../db/schema';
import type { Db } from '../db/types';
import { activeProviderRows, providerRowsByIds } from '../providers';
import { assignedOrdersIn, unassignedBookedOrdersIn } from './repository/dispatch';

/** Statuses of a job that holds its provider's time (cancelled and expired orders free it). */
const HOLDING_STATUSES: OrderStatus[] = [ORDER_STATUS.BOOKED, ORDER_STATUS.ACCEPTED, ORDER_STATUS.IN_PROGRESS, ORDER_STATUS.COMPLETED];

/** The Monday (IST) of the week holding the IST day `date` (yyyy-mm-dd). */
export function istWeekStart(date: string): string {
  // noon IST is the same calendar day in UTC, so the UTC weekday is the IST one
  const weekday = istDateTime(date, 12).getUTCDay();
  return addIstDays(date, -((weekday + 6) % 7));
}

/** The IST days a view covers: the day itself, or Monday to Sunday of its week. */
export function dispatchDays(date: string, view: DispatchQuery['view']): string[] {
  if (view === 'day') return [date];
  const monday = istWeekStart(date);
  return Array.from({ length: 7 }, (_, offset) => addIstDays(monday, offset));
}

/** One order as a calendar block (no customer data). */
export function toDispatchJob(order: Order): DispatchJob {
  const window = jobWindow(order);
  const service = serviceOfOrderType(order.orderType);
  return {
    _id: order.id,
    orderNumber: order.orderNumber,
    service: service?.key ?? String(order.orderType),
    serviceName: service?.name ?? ORDER_TYPE_LABEL[order.orderType] ?? 'Party service',
    status: order.status,
    statusLabel: statusLabel(order.status),
    eventDate: order.eventDate,
    slotLabel: orderSlotLabel(order),
    startsAt: window.start.toISOString(),
    endsAt: window.end.toISOString(),
  };
}

const byStart = (a: DispatchJob, b: DispatchJob) => a.startsAt.localeCompare(b.startsAt) || a.orderNumber.localeCompare(b.orderNumber);

/**
 * The calendar for `query` at `now` (the default day is today in IST): active providers by name (those offering
 * `query.service` when given, at most DISPATCH_MAX_PROVIDERS), plus any provider, active or not, holding a job of
 * these days; each with their jobs in a holding status (Booked, Accepted, In progress, Completed) by start; and the
 * Booked orders of these days without a provider (paid, waiting for one) by start. `query` is parsed by schemaDispatchQuery (a day that exists).
 */
export async function dispatchBoard(db: Db, query: DispatchQuery, now = new Date()): Promise<DispatchBoard> {
  const date = query.date ?? istDate(now);
  const days = dispatchDays(date, query.view);
  const from = days[0]!;
  const to = days.at(-1)!;
  const orderType = query.service ? serviceByKey(query.service).orderType : undefined;
  const range = { from, to, orderType };

  const [activeRows, jobRows, waitingRows] = await Promise.all([
    activeProviderRows(db, query.service, DISPATCH_MAX_PROVIDERS + 1),
    assignedOrdersIn(db, range, HOLDING_STATUSES),
    unassignedBookedOrdersIn(db, range),
  ]);
  const truncated = activeRows.length > DISPATCH_MAX_PROVIDERS;
  const rows = new Map(activeRows.slice(0, DISPATCH_MAX_PROVIDERS).map((row) => [row.id, row]));
  // a provider holding a job of these days has a row even when deactivated or beyond the cut
  const missing = [...new Set(jobRows.map((order) => order.providerId!))].filter((id) => !rows.has(id));
  for (const row of await providerRowsByIds(db, missing)) rows.set(row.id, row);
  const jobsOf = new Map<string, DispatchJob[]>();
  for (const order of jobRows) {
    const list = jobsOf.get(order.providerId!) ?? [];
    list.push(toDispatchJob(order));
    jobsOf.set(order.providerId!, list);
  }
  const providerRows = [...rows.values()]
    .sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id))
    .map((row) => ({
      _id: row.id,
      name: row.name,
      services: row.services,
      active: row.active,
      jobs: (jobsOf.get(row.id) ?? []).sort(byStart),
    }));
  return {
    view: query.view,
    date,
    from,
    to,
    days,
    service: query.service ?? null,
    providers: providerRows,
    truncated,
    unassigned: waitingRows.map(toDispatchJob).sort(byStart),
  };
}
