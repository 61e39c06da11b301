/**
 * API shapes of the event plan: an invite event's day timeline, conflicts and live headcount,
 * and attaching an order booked before to the event.
 */
import { z } from 'zod';
import { ORDER_TYPE } from '../../constants';
import { PLAN_RULES, PLAN_SERVICES, PLAN_STATUSES } from '../../events/plan';
import { defineRoute } from '../http';
import { schemaEventIdParams } from './shared';

/** The order types a plan can hold: decoration, chef, food delivery, live buffet, photography. */
export const PLAN_ORDER_TYPES = [
  ORDER_TYPE.DECORATION,
  ORDER_TYPE.CHEF,
  ORDER_TYPE.FOOD_DELIVERY,
  ORDER_TYPE.LIVE_BUFFET_CATERING,
  ORDER_TYPE.PHOTOGRAPHY,
] as const;

const proposalNumber = (label: string, max: number) =>
  z.coerce
    .number({ error: `${label} must be a whole number` })
    .int(`${label} must be a whole number`)
    .min(0, `${label} must be 0 to ${max}`)
    .max(max, `${label} must be 0 to ${max}`);

/**
 * GET /api/customer/event/{eventId}/plan query: a checkout's proposed booking, checked with the event's orders
 * before payment (all optional; `proposedType` and `proposedSlot` go together). `proposedDishes` is a chef's
 * dish count, `proposedHours` a photography package's hours with its extra hours.
 */
export const schemaEventPlanQuery = z
  .object({
    proposedType: z.coerce
      .number({ error: 'Unknown service' })
      .int('Unknown service')
      .refine((type) => (PLAN_ORDER_TYPES as readonly number[]).includes(type), 'Unknown service')
      .optional(),
    proposedSlot: z
      .string()
      .regex(/^\d{2}-\d{2}$/, 'Unknown time slot')
      .optional(),
    proposedDishes: proposalNumber('Dishes', 100).optional(),
    proposedHours: proposalNumber('Hours', 24).optional(),
  })
  .refine((q) => (q.proposedType === undefined) === (q.proposedSlot === undefined), {
    message: 'Send proposedType and proposedSlot together',
    path: ['proposedSlot'],
  });

/** One line of the day timeline (ISO instants); the party's start has `orderId` null and `service` "party". */
export const schemaPlanEntry = z.object({
  orderId: z.string().nullable(),
  service: z.enum([...PLAN_SERVICES, 'party']),
  title: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  status: z.enum(PLAN_STATUSES).nullable(),
  statusLabel: z.string().nullable(),
});
export type PlanEntryView = z.infer<typeof schemaPlanEntry>;

/** A conflict between bookings, with its reason in the customer's words. */
export const schemaPlanConflict = z.object({ rule: z.enum(PLAN_RULES), message: z.string(), orderIds: z.array(z.string()) });
export type PlanConflictView = z.infer<typeof schemaPlanConflict>;

/** One of the caller's own orders of the event's date that is not part of the event yet (to attach it). */
export const schemaAttachableOrder = z.object({
  orderId: z.string(),
  orderNumber: z.string(),
  service: z.string(),
  slotLabel: z.string(),
  statusLabel: z.string(),
});

/** An event's plan. */
export const schemaEventPlan = z.object({
  eventId: z.string(),
  date: z.string(),
  partyStartsAt: z.string(),
  timeline: z.array(schemaPlanEntry),
  conflicts: z.array(schemaPlanConflict),
  /** Going + their +1s + half of Maybe, rounded up. */
  headcount: z.number().int(),
  attachable: z.array(schemaAttachableOrder),
});
export type EventPlanView = z.infer<typeof schemaEventPlan>;

/** POST /api/customer/event/{eventId}/attach-order body. */
export const schemaAttachOrderBody = z.object({ orderId: z.uuid('Unknown order') });

export const routeEventPlan = defineRoute('eventPlan', {
  summary:
    "An invite event's plan for its hosts and co-hosts: the day timeline of every order booked for it (statuses from the partner app), the conflicts between them with their reasons, the live headcount (Going + their +1s + half of Maybe, rounded up) and the caller's own orders of that date not attached yet. With `proposedType` and `proposedSlot` the checkout's booking joins the check as order id `proposed`. 403 for anyone else, 404 for an unknown event.",
  auth: 'customer',
  errors: [403, 404],
  params: schemaEventIdParams,
  query: schemaEventPlanQuery,
  response: schemaEventPlan,
});

export const routeEventAttachOrder = defineRoute('eventAttachOrder', {
  summary:
    "Adds one of the caller's orders booked before to an invite event of the same date (hosts and co-hosts; attaching again is a 200). 400 for another date or a cancelled order, 403 for someone who does not host the event, 404 for an unknown event or another customer's order, 409 for an order of another event.",
  auth: 'customer',
  errors: [403, 404, 409],
  params: schemaEventIdParams,
  body: schemaAttachOrderBody,
  response: schemaEventPlan,
});
