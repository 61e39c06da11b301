/**
 * The operations desk's API shapes: the Today board, enquiries (leads) with their
 * outcome, notes and the staff member responsible, review moderation, and the messages outbox with retry. Every
 * route here is `auth: 'staff'` (a console session; the roles are checked by each route, see
 * tests/unit/server/ops/opsRoutes.test.ts). Times are ISO 8601, days yyyy-mm-dd in IST.
 */
import { z } from 'zod';
import { schemaJobOutsideAvailability } from './availability';
import { schemaNotArrivedAlert } from './punctuality';
import { defineRoute, schemaPage, pageQueryField } from './http';
import { plainText } from './text';
import { schemaFirstResponseToday } from './opsChat';

// ---------------------------------------------------------------------------------------------------------------
// Today

/** Days the Today board counts orders for: today and the next 7 (IST). */
export const TODAY_DAYS = 8;
/** Unassigned orders are highlighted when their slot starts within this many hours. */
export const UNASSIGNED_WITHIN_HOURS = 48;
/** Most rows of each list of the Today board (the counts are always whole). */
export const TODAY_LIST_MAX = 50;

/** One order of the Today board's lists. `startsAt` is the slot's start; `late` when it has started with nobody assigned. */
export const schemaTodayOrder = z.object({
  _id: z.string(),
  orderNumber: z.string(),
  service: z.string(),
  status: z.number().int(),
  statusLabel: z.string(),
  eventDate: z.string(),
  slotLabel: z.string(),
  startsAt: z.string(),
  city: z.string().nullable(),
  late: z.boolean(),
  /** Why the automatic assignment left it to operations ("Declined by 2 providers; nobody else is free"), or null. */
  reason: z.string().nullable(),
});
export type TodayOrder = z.infer<typeof schemaTodayOrder>;

/**
 * An assigned job its provider's last change of availability left outside (hours, time off or pincode): it stays
 * theirs until operations reassign it. `providerName` is the first name only; `startsAt` the slot's start (ISO).
 */
export const schemaOutsideHoursJob = schemaJobOutsideAvailability.extend({
  providerId: z.string(),
  providerName: z.string(),
  startsAt: z.string(),
});
export type OutsideHoursJob = z.infer<typeof schemaOutsideHoursJob>;

/**
 * A background job that failed for good (its tries used up): what it was (`label`, `kind` its registered name), when
 * its last try failed (ISO), its tries, the first line of its last error (at most 200 characters, numbers masked) and
 * the order it was about, when its payload names one.
 */
export const schemaFailedJob = z.object({
  _id: z.string(),
  kind: z.string(),
  label: z.string(),
  failedAt: z.string(),
  attempts: z.number().int(),
  error: z.string().nullable(),
  orderId: z.string().nullable(),
  orderNumber: z.string().nullable(),
});
export type FailedJob = z.infer<typeof schemaFailedJob>;

/** The Today board. Amounts are integer paise, as the gateways keep them. */
export const schemaTodayBoard = z.object({
  today: z.string(),
  generatedAt: z.string(),
  /** Orders by status for each day from today, in day order; `counts` has every status with at least one order. */
  days: z.array(
    z.object({
      date: z.string(),
      total: z.number().int(),
      counts: z.array(z.object({ status: z.number().int(), label: z.string(), count: z.number().int() })),
    }),
  ),
  /**
   * "Needs a provider": paid orders (Booked, or Accepted whose provider was taken off) with nobody assigned whose slot
   * has started and not ended (`late`, first) or starts within 48 hours (soonest first), and those the automatic
   * assignment left to operations (whenever they start), with its reason.
   */
  unassigned: z.array(schemaTodayOrder),
  /**
   * "Outside their provider's hours": live jobs still with the provider whose change of availability left them
   * outside, soonest first.
   */
  outsideHours: z.array(schemaOutsideHoursJob),
  /** "Not arrived": accepted jobs 15 minutes or more past their slot's start with no arrival, the longest late first. */
  notArrived: z.array(schemaNotArrivedAlert),
  /** Payments started whose outcome the gateway has not reported yet (the reconciler keeps asking). */
  awaitingCapture: z.object({
    count: z.number().int(),
    items: z.array(
      z.object({
        _id: z.string(),
        orderId: z.string(),
        orderNumber: z.string(),
        kind: z.string(),
        provider: z.string(),
        amountPaise: z.number().int(),
        createdAt: z.string(),
      }),
    ),
  }),
  /** Refunds still pending or failed; `flagged` when the retries are used up and operations must step in. */
  refunds: z.object({
    count: z.number().int(),
    items: z.array(
      z.object({
        _id: z.string(),
        orderId: z.string(),
        orderNumber: z.string(),
        status: z.string(),
        reason: z.string(),
        amountPaise: z.number().int(),
        flagged: z.boolean(),
        createdAt: z.string(),
      }),
    ),
  }),
  /** Enquiries nobody has contacted yet, newest first (no name or phone here: the Enquiries page has them). */
  newEnquiries: z.object({
    count: z.number().int(),
    items: z.array(
      z.object({
        _id: z.string(),
        reference: z.string(),
        service: z.string(),
        city: z.string(),
        guests: z.number().int(),
        eventDate: z.string(),
        createdAt: z.string(),
      }),
    ),
  }),
  /** Support's first-response figures for today (target 15 minutes within hours). */
  supportFirstResponse: schemaFirstResponseToday,
  /**
   * Sign-in codes: numbers whose budget strangers used up within the last day (codes sent to it, or wrong guesses
   * at its codes), newest first. The number is shown only by its keyed reference (server/auth/otp otpPhoneRef).
   */
  signInAlerts: z.array(
    z.object({
      phoneRef: z.string(),
      purpose: z.enum(['customer', 'staff', 'partner']),
      budget: z.enum(['sends', 'guesses']),
      at: z.string(),
    }),
  ),
  /** "Background work that failed": jobs whose tries are used up, newest first (at most 50; `count` is whole). */
  failedJobs: z.object({ count: z.number().int(), items: z.array(schemaFailedJob) }),
});
export type TodayBoard = z.infer<typeof schemaTodayBoard>;

export const routeOpsToday = defineRoute('opsToday', {
  summary:
    'The Today board: orders by status for today and the next 7 days (IST), booked orders without a provider whose slot starts within 48 hours, payments awaiting capture, refunds pending or failed, new enquiries (every staff role).',
  auth: 'staff',
  response: schemaTodayBoard,
});

export const routeOpsJobRetry = defineRoute('opsJobRetry', {
  summary:
    'Puts a background job that failed for good back in the queue to run now, its tries counted from zero (admins only); 404 unknown job, 409 when it is not failed any more or the same work is already queued; audited as `job.retry` with its kind.',
  auth: 'staff',
  okStatus: 202,
  errors: [404, 409],
  params: z.object({ id: z.uuid({ error: 'Unknown job' }) }),
  response: schemaFailedJob.pick({ _id: true, kind: true, label: true }),
});

// ---------------------------------------------------------------------------------------------------------------
// Enquiries

/** The outcome of an enquiry, in the order it usually moves. */
export const LEAD_STATUSES = ['new', 'contacted', 'quoted', 'won', 'lost'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];
/** What the console shows for each status. */
export const LEAD_STATUS_LABEL: Record<LeadStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  quoted: 'Quoted',
  won: 'Won',
  lost: 'Lost',
};
/** Longest staff note on an enquiry, characters. */
export const LEAD_STAFF_NOTE_MAX = 1000;
/** Enquiries per page of /ops/enquiries. */
export const ENQUIRY_PAGE_SIZE = 20;

const schemaLeadStatus = z.enum(LEAD_STATUSES, { error: `status must be one of: ${LEAD_STATUSES.join(', ')}` });

/** GET /api/ops/enquiries query: a status (all when absent) and the page. */
export const schemaEnquiryQuery = z.object({
  status: schemaLeadStatus.optional(),
  page: pageQueryField(1000),
});
export type EnquiryQuery = z.infer<typeof schemaEnquiryQuery>;

/** One note on an enquiry; `author` null for a note of the system. */
export const schemaEnquiryNote = z.object({
  _id: z.string(),
  text: z.string(),
  authorId: z.string().nullable(),
  author: z.string().nullable(),
  createdAt: z.string(),
});
export type EnquiryNote = z.infer<typeof schemaEnquiryNote>;

/** An enquiry as the console's Enquiries page shows it: the lead, its status, who is responsible and its notes. */
export const schemaEnquiry = z.object({
  _id: z.string(),
  reference: z.string(),
  service: z.string(),
  name: z.string(),
  phone: z.string(),
  eventDate: z.string(),
  guests: z.number().int(),
  budgetPerPlate: z.number().int().nullable(),
  city: z.string(),
  note: z.string().nullable(),
  status: schemaLeadStatus,
  responsible: z.object({ _id: z.string(), name: z.string() }).nullable(),
  notes: z.array(schemaEnquiryNote),
  createdAt: z.string(),
});
export type Enquiry = z.infer<typeof schemaEnquiry>;

export const schemaEnquiryPage = schemaPage('enquiries', schemaEnquiry);
export type EnquiryPage = z.infer<typeof schemaEnquiryPage>;

/** PATCH /api/ops/enquiries/{id} body: a new status and/or the staff member responsible (null: nobody); at least one. */
export const schemaEnquiryUpdate = z
  .object({
    status: schemaLeadStatus.optional(),
    responsibleId: z.uuid('Unknown staff member').nullable().optional(),
  })
  .refine((body) => body.status !== undefined || body.responsibleId !== undefined, { message: 'Nothing to change' });
export type EnquiryUpdate = z.infer<typeof schemaEnquiryUpdate>;

/** POST /api/ops/enquiries/{id}/notes body. */
export const schemaEnquiryNoteCreate = z.object({
  text: plainText({ label: 'Note', min: 1, max: LEAD_STAFF_NOTE_MAX, multiline: true, minMessage: 'Please write the note' }),
});

const schemaEnquiryId = z.object({ id: z.uuid({ error: 'Unknown enquiry' }) });

export const routeOpsEnquiryList = defineRoute('opsEnquiryList', {
  summary:
    'Enquiries, newest first, 20 a page, filtered by status, with their notes and the staff member responsible (admins, operations).',
  auth: 'staff',
  query: schemaEnquiryQuery,
  response: schemaEnquiryPage,
});

export const routeOpsEnquiryUpdate = defineRoute('opsEnquiryUpdate', {
  summary:
    'Changes an enquiry’s status (new, contacted, quoted, won, lost) and/or the staff member responsible (an active admin or operations member, or null); audited (admins, operations).',
  auth: 'staff',
  errors: [404],
  params: schemaEnquiryId,
  body: schemaEnquiryUpdate,
  response: schemaEnquiry,
});

export const routeOpsEnquiryNote = defineRoute('opsEnquiryNote', {
  summary: 'Adds a note to an enquiry (notes are never edited); audited (admins, operations).',
  auth: 'staff',
  okStatus: 201,
  errors: [404],
  params: schemaEnquiryId,
  body: schemaEnquiryNoteCreate,
  response: schemaEnquiry,
});

// ---------------------------------------------------------------------------------------------------------------
// Reviews

/** Reviews per page of /ops/reviews. */
export const MODERATION_PAGE_SIZE = 30;
/** Longest reason for hiding a review, characters. */
export const HIDE_REASON_MAX = 300;

/** GET /api/ops/reviews query: `shown` published, `hidden` hidden, absent both; the page. */
export const schemaModerationQuery = z.object({
  visibility: z.enum(['shown', 'hidden'], { error: 'visibility must be shown or hidden' }).optional(),
  page: pageQueryField(1000),
});
export type ModerationQuery = z.infer<typeof schemaModerationQuery>;

/**
 * A review as the console shows it. `hiddenReason` is present for admins only ("shown to admins only"):
 * for every other role the field is absent.
 */
export const schemaModeratedReview = z.object({
  _id: z.string(),
  orderId: z.string(),
  orderNumber: z.string(),
  service: z.string(),
  rating: z.number().int(),
  text: z.string(),
  reviewer: z.string(),
  createdAt: z.string(),
  hidden: z.boolean(),
  hiddenAt: z.string().nullable(),
  hiddenBy: z.string().nullable(),
  hiddenReason: z.string().nullable().optional(),
});
export type ModeratedReview = z.infer<typeof schemaModeratedReview>;

export const schemaModerationPage = schemaPage('reviews', schemaModeratedReview);
export type ModerationPage = z.infer<typeof schemaModerationPage>;

/** PATCH /api/ops/reviews/{id} body: hide with a reason, or show again. There is no field for the text: it is never edited. */
export const schemaReviewModeration = z.discriminatedUnion(
  'hidden',
  [
    z.object({
      hidden: z.literal(true),
      reason: plainText({ label: 'Reason', min: 3, max: HIDE_REASON_MAX, minMessage: 'Please say why the review is hidden' }),
    }),
    z.object({ hidden: z.literal(false) }),
  ],
  { error: 'hidden must be true (with a reason) or false' },
);
export type ReviewModeration = z.infer<typeof schemaReviewModeration>;

export const routeOpsReviewList = defineRoute('opsReviewList', {
  summary: 'Customer reviews, newest first, shown and hidden; the reason a review is hidden only for admins (every staff role).',
  auth: 'staff',
  query: schemaModerationQuery,
  response: schemaModerationPage,
});

export const routeOpsReviewModerate = defineRoute('opsReviewModerate', {
  summary:
    'Hides a review with a reason (it leaves every public list and rating), or shows it again; the text is never edited; audited (admins, operations).',
  auth: 'staff',
  errors: [404],
  params: z.object({ id: z.uuid({ error: 'Unknown review' }) }),
  body: schemaReviewModeration,
  response: schemaModeratedReview,
});

// ---------------------------------------------------------------------------------------------------------------
// Messages

/** Outbox statuses the console filters by: what the adapters record, and `pending` (a retry queued, not sent yet). */
export const MESSAGE_STATUSES = ['sent', 'failed', 'pending', 'skipped', 'recorded'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];
export const MESSAGE_CHANNELS = ['sms', 'whatsapp', 'push'] as const;
/** Messages per page of /ops/messages. */
export const MESSAGE_PAGE_SIZE = 50;

/** GET /api/ops/messages query. */
export const schemaMessageQuery = z.object({
  status: z.enum(MESSAGE_STATUSES, { error: `status must be one of: ${MESSAGE_STATUSES.join(', ')}` }).optional(),
  channel: z.enum(MESSAGE_CHANNELS, { error: `channel must be one of: ${MESSAGE_CHANNELS.join(', ')}` }).optional(),
  page: pageQueryField(10_000),
});
export type MessageQuery = z.infer<typeof schemaMessageQuery>;

/**
 * One outbox message. `recipient` is whole for admins and masked to its last 4 digits for every other role
 * (personal data stays out of the console's lists). `retry` says what became of a retry of a failed message: null (none asked),
 * `pending` (queued) or the outcome of the new message; `retryable` whether the console can send it again.
 */
export const schemaOutboxMessage = z.object({
  _id: z.string(),
  channel: z.string(),
  provider: z.string(),
  recipient: z.string(),
  template: z.string().nullable(),
  status: z.string(),
  error: z.string().nullable(),
  orderNumber: z.string().nullable(),
  /** The language the message went out in (`en` | `hi`; the English template when a Hindi one is not set up), or null. */
  language: z.string().nullable(),
  /** Why a Hindi message went out in English (its Hindi template is not configured), or null. */
  languageFallback: z.string().nullable(),
  createdAt: z.string(),
  retry: z.string().nullable(),
  retryable: z.boolean(),
});
export type OutboxMessage = z.infer<typeof schemaOutboxMessage>;

export const schemaMessagePage = schemaPage('messages', schemaOutboxMessage);
export type MessagePage = z.infer<typeof schemaMessagePage>;

export const routeOpsMessageList = defineRoute('opsMessageList', {
  summary:
    'The outbox, newest first, 50 a page, filtered by status (sent, failed, pending, skipped, recorded) and channel; recipients masked to their last 4 digits except for admins (admins, operations).',
  auth: 'staff',
  query: schemaMessageQuery,
  response: schemaMessagePage,
});

export const routeOpsMessageRetry = defineRoute('opsMessageRetry', {
  summary:
    'Queues a failed message to be sent again through the same sending path, once per message (409 when it is not failed, was retried already, or cannot be rebuilt); audited (admins, operations).',
  auth: 'staff',
  okStatus: 202,
  errors: [404, 409],
  params: z.object({ id: z.uuid({ error: 'Unknown message' }) }),
  response: schemaOutboxMessage,
});
