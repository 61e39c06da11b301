import { randomUUID } from 'node:crypto';
import { ORDER_STATUS, ORDER_TYPE, type OrderStatus, type OrderType } from '../../lib/constants';
import { schemaProviderCreate } from '../../lib/contracts/providers';
import type { Order, Provider } from '../../server/db/schema';
import type { Db } from '../../server/db/types';
import { SYSTEM_ACTOR } from '../../server/audit/audit';
import { upsertAvailability } from '../../server/capacity/repository';
import { insertOrderOnce } from '../../server/orders/repository';
import { createProvider } from '../../server/providers/directory';
import { findOrCreateUserByPhone } from '../../server/users/repository';

/** A clock before every order of these tests (they are on 23-25 Nov 2026). */
export const BEFORE = new Date('2026-11-21T10:00:00+05:30');

/** A served Noida address as the booking functions store it (pincode 201309, Noida Sector 62). */
export const NOIDA_ADDRESS = {
  name: 'Asha Verma',
  line1: 'Flat 402, Tower B, Supertech',
  landmark: 'Near the metro',
  pincode: '201309',
  city: 'Noida',
  citySlug: 'noida',
  locality: 'Noida Sector 62',
};

let phoneCounter = 0;
/** A fresh Indian mobile number for each call in a test file (providers' phones are unique). */
export function nextPhone(prefix = '97'): string {
  phoneCounter += 1;
  return `${prefix}${String(Date.now() % 1_000_000).padStart(6, '0')}${String(phoneCounter).padStart(2, '0')}`.slice(0, 10);
}

/** A provider made through the contract (by the system, audited), a chef in Noida unless `overrides` say otherwise. */
export async function makeProvider(db: Db, overrides: Record<string, unknown> = {}): Promise<Provider> {
  const input = schemaProviderCreate.parse({
    name: 'Ramesh Kumar',
    phone: nextPhone(),
    services: ['chef'],
    cities: ['noida'],
    ...overrides,
  });
  return createProvider(db, input, { now: BEFORE, actor: SYSTEM_ACTOR });
}

/** Working hours of every day, all day (IST): hours that cover any job. */
export const ALL_DAY_EVERY_DAY = [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, from: '00:00', to: '24:00' }));

/**
 * A provider as `makeProvider` makes them, with working hours (`weekly`, default all day every day) and jobs a day
 * (`maxJobsPerDay`, default 10) and time off (IST 'yyyy-mm-ddTHH:mm' ranges, default none): one who can be assigned any job they are free for.
 */
export async function makeAvailableProvider(
  db: Db,
  overrides: Record<string, unknown> = {},
  {
    weekly = ALL_DAY_EVERY_DAY,
    maxJobsPerDay = 10,
    timeOff = [],
  }: { weekly?: { day: number; from: string; to: string }[]; maxJobsPerDay?: number; timeOff?: { from: string; to: string }[] } = {},
): Promise<Provider> {
  const provider = await makeProvider(db, overrides);
  await upsertAvailability(db, { providerId: provider.id, weekly, timeOff, maxJobsPerDay, updatedAt: BEFORE });
  return provider;
}

/** An order in `status` (default booked) of `orderType` (default chef) on `eventDate` at `slot`, inserted as a booking leaves it. */
export async function makeOrder(
  db: Db,
  {
    status = ORDER_STATUS.BOOKED,
    orderType = ORDER_TYPE.CHEF,
    eventDate = '2026-11-23',
    slot = '19-20',
    address = NOIDA_ADDRESS,
    details = null,
    customerPhone = '9811122233',
  }: {
    status?: OrderStatus;
    orderType?: OrderType;
    eventDate?: string;
    slot?: string;
    address?: Record<string, unknown>;
    details?: Record<string, unknown> | null;
    customerPhone?: string;
  } = {},
): Promise<Order> {
  const { user } = await findOrCreateUserByPhone(db, customerPhone);
  const placed = await insertOrderOnce(
    db,
    {
      userId: user.id,
      orderType,
      status,
      paymentStatus: 'balance_due',
      eventDate,
      slot,
      peopleCount: 10,
      address,
      // as the chef booking stores a dish (server/orders/chef.ts chefDishItem): its id, name and rates
      items: [{ _id: randomUUID(), name: 'Paneer Tikka', dish_rate: 250, is_dish: 1, price: 250 }],
      bill: {
        lines: [
          { kind: 'dishes', label: 'Dishes', amount: 700 },
          { kind: 'total', label: 'Total', amount: 700 },
          { kind: 'advance', label: 'Advance paid', amount: 140 },
          { kind: 'balance', label: 'Balance to the chef', amount: 560 },
        ],
      },
      total: 700,
      advance: 140,
      balance: 560,
      amountPaid: 140,
      cancellationPolicy: 'policy',
      details,
      createdAt: BEFORE,
      updatedAt: BEFORE,
    },
    { now: BEFORE, maxOrdersPerHour: 100_000 },
  );
  return placed.order;
}
