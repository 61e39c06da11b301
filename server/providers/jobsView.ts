/**
 * A provider's jobs as the partner app shows them: date, slot, service, dishes or
 * package, the bill lines; the customer's name and full address only from 24 hours before the slot; the
 * customer's phone number never.
 */
import { orderSlotLabel } from '../../lib/booking';
import type { PartnerJob, ProviderJobsRange } from '../../lib/contracts/providers';
import { ORDER_TYPE_LABEL } from '../../lib/constants';
import { effectiveStatus, heldAmount, statusLabel } from '../../lib/orders';
import { leftToPay } from '../../lib/payments';
import { billAsPaid, type BillLine } from '../../lib/pricing';
import {
  jobWindow,
  LIVE_JOB_STATUSES,
  providerSeesCustomerDetails,
  photographyCoverage,
  PROVIDER_DETAILS_FROM_HOURS,
} from '../../lib/providers';
import type { Order } from '../db/schema';
import type { Db } from '../db/types';
import { providerOrdersBetween } from './repository';
import { subHours } from 'date-fns';

/** A string field of a jsonb object, or null. */
function text(record: unknown, key: string): string | null {
  const value = (record as Record<string, unknown> | null)?.[key];
  return typeof value === 'string' && value !== '' ? value : null;
}

/**
 * One job as the provider sees it at `now` (schemaPartnerJob). The customer's name, address line and landmark
 * are filled only while the job is live (accepted or in progress) and from 24 hours before its slot
 * (lib/providers providerSeesCustomerDetails); before that `customer` is null and only the area (locality, city,
 * pincode) shows. There is no field for the customer's phone: it never leaves the server here.
 */
export function toProviderJob(order: Order, now: Date): PartnerJob {
  const window = jobWindow(order);
  const status = effectiveStatus(order.status, window.start, now, heldAmount(order));
  const address = order.address;
  const showCustomer = LIVE_JOB_STATUSES.includes(status) && providerSeesCustomerDetails(window.start, now);
  // The bill as the customer reads it, on the order's one "left to pay" (what a co-host paid is not collected twice)
  const left = leftToPay({
    status: order.status,
    total: order.total,
    amountPaid: order.amountPaid,
    amountRefunded: order.amountRefunded,
  });
  const lines = billAsPaid((order.bill as { lines?: BillLine[] }).lines ?? [], order, left)
    // the advance and refunds are between the customer and us; the provider sees what the job is and what is left to collect
    .filter((line) => line.kind !== 'advance' && line.kind !== 'refunded')
    .map((line) => ({ label: String(line.label ?? ''), amount: Number(line.amount ?? 0) }));
  return {
    _id: order.id,
    orderNumber: order.orderNumber,
    status,
    statusLabel: statusLabel(status),
    service: ORDER_TYPE_LABEL[order.orderType] ?? 'Party service',
    eventDate: order.eventDate,
    slot: { id: order.slot, label: orderSlotLabel(order) },
    startsAt: window.start.toISOString(),
    endsAt: window.end.toISOString(),
    people: order.peopleCount,
    items: order.items.map((item) => ({
      name: String(item.name ?? ''),
      quantity: typeof item.quantity === 'number' ? item.quantity : null,
    })),
    billLines: lines,
    area: { locality: text(address, 'locality'), city: text(address, 'city'), pincode: text(address, 'pincode') },
    customer: showCustomer ? { name: text(address, 'name'), line1: text(address, 'line1'), landmark: text(address, 'landmark') } : null,
    detailsFrom: subHours(window.start, PROVIDER_DETAILS_FROM_HOURS).toISOString(),
    note: order.note,
    coverage: photographyCoverage(order),
  };
}

/**
 * The jobs assigned to a provider whose event date (IST) lies in `from`..`to` (both included), ordered by their
 * start, as `toProviderJob` shows them at `now`. Cancelled orders that kept the provider are listed with their
 * status (and never with the customer's details).
 */
export async function providerJobs(
  db: Db,
  providerId: string,
  { from, to, now }: ProviderJobsRange & { now: Date },
): Promise<PartnerJob[]> {
  const rows = await providerOrdersBetween(db, providerId, from, to);
  return rows
    .map((order) => toProviderJob(order, now))
    .sort((a, b) => a.startsAt.localeCompare(b.startsAt) || a.orderNumber.localeCompare(b.orderNumber));
}
