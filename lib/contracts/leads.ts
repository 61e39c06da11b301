import { z } from 'zod';
import { addIstDays, istDate, istDateTime } from '../dates';
import { FOOD_MAX_GUESTS } from '../pricing';
import { schemaIndianMobile } from '../validation';
import { defineRoute, schemaPage, pageQueryField } from './http';
import { plainText } from './text';
import { formatIndianNumber } from '../indianNumber';

/** Which landing page an enquiry came from: `/bulk-food-delivery` or `/caterers`. */
export const LEAD_SERVICES = ['bulk', 'caterer'] as const;
export type LeadService = (typeof LEAD_SERVICES)[number];

/** Enquiries are for parties larger than online booking takes (more than 100 guests) ... */
export const LEAD_MIN_GUESTS = FOOD_MAX_GUESTS + 1;
/** ... and at most this many guests. */
export const LEAD_MAX_GUESTS = 5000;
/** Lowest and highest budget per plate an enquiry may name, whole rupees. */
export const LEAD_MIN_BUDGET_PER_PLATE = 100;
export const LEAD_MAX_BUDGET_PER_PLATE = 10_000;
/** Enquiries are taken for events up to this many days ahead (IST). */
export const LEAD_MAX_DAYS_AHEAD = 365;
/** Longest note, characters. */
export const LEAD_NOTE_MAX = 500;
/** Our catering team calls an enquiry back within this many working hours (the promise the answer and pages make). */
export const LEAD_CALLBACK_WORKING_HOURS = 2;
/** Enquiries per page of the operations list. */
export const LEAD_PAGE_SIZE = 20;

/** A city slug as our city pages spell it (`delhi`, `navi-mumbai`); the server checks it is one of ours. */
export const CITY_SLUG_PATTERN = /^[a-z]+(?:-[a-z]+)*$/;

/** What `guests` refuses outside 101-5,000 (the page links the online booking for 100 or fewer). */
export const LEAD_GUESTS_MESSAGE = `Enquiries are for ${LEAD_MIN_GUESTS} to ${formatIndianNumber(LEAD_MAX_GUESTS)} guests. For ${FOOD_MAX_GUESTS} guests or fewer, book online.`;

/**
 * Why `date` (yyyy-mm-dd) cannot be an enquiry's event date at `now`, or null when it can: a real day,
 * today or later in IST, at most 365 days ahead.
 */
export function leadEventDateProblem(date: string, now: Date): string | null {
  try {
    istDateTime(date);
  } catch {
    return 'Please choose a valid date';
  }
  const today = istDate(now);
  // 'yyyy-MM-dd' strings sort as the dates they name
  if (date < today) return 'The event date cannot be in the past';
  if (date > addIstDays(today, LEAD_MAX_DAYS_AHEAD)) return `We take enquiries for events up to ${LEAD_MAX_DAYS_AHEAD} days ahead`;
  return null;
}

/** A whole number from `min` to `max`, with `message` for anything else (missing, fractional, out of range). */
const wholeNumber = (min: number, max: number, message: string) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);

/** POST /api/leads body: an enquiry for more than 100 guests or a custom menu. */
export const schemaLeadCreate = z.object({
  service: z.enum(LEAD_SERVICES, { error: `service must be one of: ${LEAD_SERVICES.join(', ')}` }),
  name: plainText({ label: 'Name', min: 2, max: 80, requiredMessage: 'Please enter your name', minMessage: 'Please enter your name' }),
  phone: schemaIndianMobile,
  eventDate: z
    .string({ error: 'Please choose the date of your event' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Please choose the date of your event')
    // checked when the request is parsed, so "today" is the request's day in IST
    .superRefine((date, ctx) => {
      const problem = leadEventDateProblem(date, new Date());
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  guests: wholeNumber(LEAD_MIN_GUESTS, LEAD_MAX_GUESTS, LEAD_GUESTS_MESSAGE),
  budgetPerPlate: wholeNumber(
    LEAD_MIN_BUDGET_PER_PLATE,
    LEAD_MAX_BUDGET_PER_PLATE,
    `Budget per plate must be a whole number of rupees from ${LEAD_MIN_BUDGET_PER_PLATE} to ${formatIndianNumber(LEAD_MAX_BUDGET_PER_PLATE)}`,
  ).optional(),
  city: z
    .string({ error: 'Please choose your city' })
    .trim()
    .max(40, 'Please choose your city')
    .regex(CITY_SLUG_PATTERN, 'Please choose your city'),
  note: plainText({ label: 'Note', max: LEAD_NOTE_MAX, multiline: true })
    .optional()
    .transform((value) => value || undefined),
});
export type LeadCreate = z.infer<typeof schemaLeadCreate>;
/** What the enquiry form sends. */
export type LeadCreateBody = z.input<typeof schemaLeadCreate>;

export const routeLeadCreate = defineRoute('leadCreate', {
  summary:
    'Stores an enquiry for 101 to 5,000 guests or a custom menu (5 per IP per hour, 429 with Retry-After beyond) and answers 201 with its reference; operations call back within 2 working hours.',
  okStatus: 201,
  errors: [429],
  body: schemaLeadCreate,
  response: z.object({ reference: z.string() }),
});

/** GET /api/leads query: the page (20 enquiries a page). */
export const schemaLeadListQuery = z.object({
  page: pageQueryField(1000),
});

/** An enquiry as operations read it. `eventDate` yyyy-mm-dd (IST); `budgetPerPlate` whole rupees; `createdAt` ISO 8601. */
export const schemaLeadView = z.object({
  _id: z.string(),
  reference: z.string(),
  service: z.enum(LEAD_SERVICES),
  name: z.string(),
  phone: z.string(),
  eventDate: z.string(),
  guests: z.number().int(),
  budgetPerPlate: z.number().int().nullable(),
  city: z.string(),
  note: z.string().nullable(),
  status: z.string(),
  createdAt: z.string(),
});
export type LeadView = z.infer<typeof schemaLeadView>;

/** A page of enquiries, newest first, with the count of all of them. */
export const schemaLeadPage = schemaPage('leads', schemaLeadView);
export type LeadPage = z.infer<typeof schemaLeadPage>;

export const routeLeadList = defineRoute('leadList', {
  summary:
    'Operations read the enquiries, newest first, 20 a page, with every field (header `x-ops-api-key`; too many wrong keys from one IP answer 429).',
  auth: 'operations',
  errors: [429],
  query: schemaLeadListQuery,
  response: schemaLeadPage,
});
