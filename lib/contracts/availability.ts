/**
 * Shapes of providers' availability and of the slots someone can serve: a provider's weekly working hours, time
 * off, the pincodes they serve and the most jobs they take in a day (set by the provider in the partner app, or by
 * admins and operations from the console), and the slots of a service that at least one such provider can take on
 * a date at a pincode. Every time here is IST wall-clock time.
 */
import { z } from 'zod';
import { SERVICE_KEYS } from '../services';
import { schemaIsoDate, schemaPincode } from './orderBooking';
import { defineRoute } from './http';
import { OPS_KEY_NOTE, schemaProviderId } from './providers';
import { plainText } from './text';
import { MAX_JOBS_PER_DAY, MIN_JOBS_PER_DAY, TIME_OFF_REASON_MAX } from './availabilityText';

// the strings and limits screens show live zod-free, for the booking pages' bundles
export { FULLY_BOOKED_LABEL, PINCODE_NOT_SERVED_MESSAGE, SLOT_TAKEN_MESSAGE } from './availabilityText';
export { MAX_JOBS_PER_DAY, MIN_JOBS_PER_DAY, TIME_OFF_REASON_MAX };

/** Weekdays as JavaScript numbers them: 0 = Sunday … 6 = Saturday. */
export const WEEKDAY_COUNT = 7;
/** At most this many working-hour ranges in a week (three a day is plenty), time-off ranges, and served pincodes. */
export const MAX_WEEKLY_RANGES = 21;
export const MAX_TIME_OFF_RANGES = 50;
export const MAX_SERVED_PINCODES = 300;

/** 'HH:mm' on a 24-hour clock; "24:00" ends a range at midnight. */
export const schemaClockTime = z.string().regex(/^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/, 'Time must be HH:mm (00:00 to 24:00)');

/** 'yyyy-mm-ddTHH:mm', IST. */
export const schemaIstDateTime = z.string().regex(/^\d{4}-\d{2}-\d{2}T(?:[01]\d|2[0-3]):[0-5]\d$/, 'Time must be yyyy-mm-ddTHH:mm');

/** One range of working hours on a weekday (IST): from < to. */
export const schemaWeeklyRange = z.object({
  day: z.number().int().min(0, 'Day must be 0 (Sunday) to 6 (Saturday)').max(6, 'Day must be 0 (Sunday) to 6 (Saturday)'),
  from: schemaClockTime,
  to: schemaClockTime,
});
export type WeeklyRange = z.infer<typeof schemaWeeklyRange>;

/** One range of time off (IST), with an optional reason shown to operations. */
export const schemaTimeOff = z.object({
  from: schemaIstDateTime,
  to: schemaIstDateTime,
  reason: plainText({ label: 'Reason', max: TIME_OFF_REASON_MAX }).optional(),
});
export type TimeOff = z.infer<typeof schemaTimeOff>;

/**
 * GET|PUT /api/partner/availability and /api/ops/providers/{id}/availability: the one body of both. The shape
 * only; the rules across fields (ranges that overlap, `to` not after `from`, pincodes outside the provider's
 * cities) are the server's, answered 400 naming the field (`weekly.2.to`, `pincodes.0`).
 */
export const schemaAvailability = z.object({
  weekly: z.array(schemaWeeklyRange).max(MAX_WEEKLY_RANGES, `At most ${MAX_WEEKLY_RANGES} ranges of working hours`),
  timeOff: z.array(schemaTimeOff).max(MAX_TIME_OFF_RANGES, `At most ${MAX_TIME_OFF_RANGES} ranges of time off`),
  pincodes: z.array(schemaPincode).max(MAX_SERVED_PINCODES, `At most ${MAX_SERVED_PINCODES} pincodes`),
  maxJobsPerDay: z
    .number()
    .int('Jobs a day must be a whole number')
    .min(MIN_JOBS_PER_DAY, `Jobs a day must be ${MIN_JOBS_PER_DAY} to ${MAX_JOBS_PER_DAY}`)
    .max(MAX_JOBS_PER_DAY, `Jobs a day must be ${MIN_JOBS_PER_DAY} to ${MAX_JOBS_PER_DAY}`),
});
export type Availability = z.infer<typeof schemaAvailability>;

/** A job already assigned that the new hours, time off or pincodes no longer cover: operations reassign it. */
export const schemaJobOutsideAvailability = z.object({
  orderId: z.string(),
  orderNumber: z.string(),
  /** IST date 'yyyy-MM-dd' and the slot's label ("07:00 PM - 08:00 PM"). */
  date: z.string(),
  slotLabel: z.string(),
  /** Why it no longer fits: outside the working hours, in time off, or at a pincode no longer served. */
  reason: z.enum(['hours', 'time_off', 'pincode']),
});
export type JobOutsideAvailability = z.infer<typeof schemaJobOutsideAvailability>;

/**
 * The answer of GET and PUT: the availability as stored (a provider without any yet has empty lists, `hasHours`
 * false and the default jobs a day), the pincodes they may choose from (their cities' served pincodes, with the
 * locality's name), and after a PUT the assigned jobs the change leaves outside (kept, never dropped; operations are
 * asked to reassign them).
 */
export const schemaAvailabilityAnswer = schemaAvailability.extend({
  hasHours: z.boolean(),
  updatedAt: z.string().nullable(),
  pincodeChoices: z.array(z.object({ pincode: z.string(), locality: z.string(), city: z.string() })),
  jobsOutside: z.array(schemaJobOutsideAvailability),
});
export type AvailabilityAnswer = z.infer<typeof schemaAvailabilityAnswer>;

/**
 * GET /api/serviceability/slots query. `dishes` (chef: how many dishes, which sets the cooking time) and `hours`
 * (photography: package hours plus extra hours) make the job's length exact; left out, the service's longest
 * usual job is assumed, so a slot shown free never turns out too short at order time.
 */
export const schemaSlotsQuery = z.object({
  service: z.enum(SERVICE_KEYS, { error: 'Unknown service' }),
  pincode: schemaPincode,
  date: schemaIsoDate,
  dishes: z.coerce.number().int().min(1).max(50).optional(),
  hours: z.coerce.number().int().min(1).max(24).optional(),
});
export type SlotsQuery = z.infer<typeof schemaSlotsQuery>;

/** One slot of the service on the date: `remaining` counts the providers free for the whole job. */
export const schemaSlotAvailability = z.object({
  slotId: z.string(),
  label: z.string(),
  available: z.boolean(),
  remaining: z.number().int().min(0),
});
export type SlotAvailability = z.infer<typeof schemaSlotAvailability>;

/**
 * GET /api/serviceability/slots answer. `served` is false when no active provider of the service serves the
 * pincode at all (the flow offers the enquiry form instead); `nextAvailableDate` is the first date from `date` on,
 * within the booking window, with a free slot (null: none).
 */
export const schemaSlotsAnswer = z.object({
  date: z.string(),
  served: z.boolean(),
  slots: z.array(schemaSlotAvailability),
  nextAvailableDate: z.string().nullable(),
});
export type SlotsAnswer = z.infer<typeof schemaSlotsAnswer>;

/** What that 409 carries besides its message: the next free slots (same service and pincode), soonest first. */
export const schemaSlotTakenDetails = z.object({
  nextFreeSlots: z.array(z.object({ date: z.string(), slotId: z.string(), label: z.string() })),
});
export type SlotTakenDetails = z.infer<typeof schemaSlotTakenDetails>;

const AVAILABILITY_RULES =
  "IST times; `weekly` ranges of one day must not overlap and `to` must be after `from`; time off likewise; `pincodes` must be served pincodes of the provider's cities; 400 names the field (`weekly.2.to`, `pincodes.0`). Saved at once; assigned jobs the change leaves outside are kept and listed in `jobsOutside` for operations to reassign";

export const routePartnerAvailability = defineRoute('partnerAvailability', {
  summary:
    "The signed-in provider's own weekly hours, time off, served pincodes and jobs a day (empty lists and `hasHours: false` until set).",
  auth: 'partner',
  response: schemaAvailabilityAnswer,
});

export const routePartnerAvailabilityUpdate = defineRoute('partnerAvailabilityUpdate', {
  summary: `The signed-in provider replaces their own availability (${AVAILABILITY_RULES}); audited as \`provider.availability_set\` with the provider as actor.`,
  auth: 'partner',
  body: schemaAvailability,
  response: schemaAvailabilityAnswer,
});

export const routeOpsProviderAvailability = defineRoute('opsProviderAvailability', {
  summary: `A provider's weekly hours, time off, served pincodes and jobs a day; every staff role (support reads, only admins and operations change)${OPS_KEY_NOTE}.`,
  auth: 'operations',
  errors: [404, 429],
  params: schemaProviderId,
  response: schemaAvailabilityAnswer,
});

export const routeOpsProviderAvailabilityUpdate = defineRoute('opsProviderAvailabilityUpdate', {
  summary: `Replaces a provider's availability (${AVAILABILITY_RULES}); audited as \`provider.availability_set\`; admins and operations${OPS_KEY_NOTE}.`,
  auth: 'operations',
  errors: [404, 429],
  params: schemaProviderId,
  body: schemaAvailability,
  response: schemaAvailabilityAnswer,
});

export const routeServiceabilitySlots = defineRoute('serviceabilitySlots', {
  summary:
    "A service's slots on a date at a pincode and whether someone can serve each: a slot is available when at least one active provider of the service who serves the pincode works for the whole job (its length plus travel), is not on time off, has no overlapping job or live hold and is under their jobs a day; `remaining` counts them. The booking rules of the clock (lead times, cut-offs, the 90-day window) also apply. `served: false` when nobody serves the pincode at all.",
  query: schemaSlotsQuery,
  response: schemaSlotsAnswer,
});
