/**
 * The console's dispatch calendar: which provider does which job on a day or a week (IST), and the paid orders of
 * those days nobody is assigned to yet. Read-only (assignment stays on the order page); every staff role.
 */
import { z } from 'zod';
import { istDateTime } from '../dates';
import { SERVICE_KEYS } from '../services';
import { defineRoute } from './http';
import { schemaIsoDate } from './orders';

/** The calendar's views: one day in hours, or the week (Monday to Sunday, IST) in days. */
export const DISPATCH_VIEWS = ['day', 'week'] as const;
export type DispatchView = (typeof DISPATCH_VIEWS)[number];

/** Provider rows a calendar shows at most (a filter by service narrows a longer list); `truncated` says when cut. */
export const DISPATCH_MAX_PROVIDERS = 200;

/**
 * GET /api/ops/dispatch (and /ops/dispatch) query: `date` an IST day (yyyy-mm-dd, default today), `view` day or
 * week (default day), `service` a service key to show only its providers and jobs.
 */
export const schemaDispatchQuery = z.object({
  date: schemaIsoDate
    .refine((day) => {
      try {
        istDateTime(day);
        return true;
      } catch {
        return false;
      }
    }, 'There is no such day')
    .optional(),
  view: z.enum(DISPATCH_VIEWS, { error: 'view must be day or week' }).default('day'),
  service: z.enum(SERVICE_KEYS, { error: 'Unknown service' }).optional(),
});
export type DispatchQuery = z.output<typeof schemaDispatchQuery>;

/**
 * One order on the calendar: its number, service, status, IST day and slot label, and the job's window (ISO
 * 8601: setup and service hours included, lib/providers jobWindow). No customer data: the order page has it.
 */
export const schemaDispatchJob = z.object({
  _id: z.string(),
  orderNumber: z.string(),
  service: z.string(),
  serviceName: z.string(),
  status: z.number().int(),
  statusLabel: z.string(),
  eventDate: z.string(),
  slotLabel: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
});
export type DispatchJob = z.infer<typeof schemaDispatchJob>;

/** A provider's row: active providers (of the service, when filtered), and any other who holds a job of these days. */
export const schemaDispatchProvider = z.object({
  _id: z.string(),
  name: z.string(),
  services: z.array(z.string()),
  active: z.boolean(),
  jobs: z.array(schemaDispatchJob),
});
export type DispatchProvider = z.infer<typeof schemaDispatchProvider>;

/**
 * The calendar: the view, its first and last IST day and every day between, the provider rows by name with their
 * jobs by start, and the unassigned paid (Booked) orders of those days by start.
 */
export const schemaDispatchBoard = z.object({
  view: z.enum(DISPATCH_VIEWS),
  date: z.string(),
  from: z.string(),
  to: z.string(),
  days: z.array(z.string()),
  service: z.string().nullable(),
  providers: z.array(schemaDispatchProvider),
  truncated: z.boolean(),
  unassigned: z.array(schemaDispatchJob),
});
export type DispatchBoard = z.infer<typeof schemaDispatchBoard>;

export const routeOpsDispatch = defineRoute('opsDispatch', {
  summary:
    'The dispatch calendar (every staff role): for an IST day or its week (Monday to Sunday), each active provider (filtered by service) with the jobs assigned to them as blocks (order number, service, status, window), and the paid orders of those days without a provider.',
  auth: 'staff',
  query: schemaDispatchQuery,
  response: schemaDispatchBoard,
});
