/**
 * The partner app's API shapes: providers sign in by OTP (their own purpose and their
 * own `partner_session` cookie), see their jobs, accept or decline a new assignment, start a job with the
 * customer's 4-digit start code, complete it, and (photographers) upload the shoot. Every route here is
 * `auth: 'partner'`, except the two sign-in steps (public: a session does not exist yet). No answer here has a
 * field for the customer's phone number.
 */
import { CONSOLE_LOGIN_SUCCESS } from './consoleSignIn';
import { z } from 'zod';
import { schemaOpsOtpRequest, schemaOpsOtpVerify } from './ops';
import { schemaPhotoFileQuery, schemaPhotoUploaded } from './photos';
import { DECLINE_REASON_MAX, schemaPartnerJob } from './providers';
import { defineRoute, schemaNoData } from './http';
import { plainText } from './text';

/** Digits of an order's start code ("a 4-digit start code"). */
export const START_CODE_LENGTH = 4;

/** The spec's login success text, shown by /partner/login once signed in. */
export const PARTNER_LOGIN_SUCCESS = CONSOLE_LOGIN_SUCCESS;

/**
 * The one answer of POST /api/partner/auth/otp, for a provider's number and any other alike, so that providers'
 * numbers cannot be found by trying numbers.
 */
export const PARTNER_OTP_SENT = 'If this number belongs to one of our partners, a code has been sent to it.';

/** POST /api/partner/auth/otp body (as the console's: a 10-digit Indian mobile). */
export const schemaPartnerOtpRequest = schemaOpsOtpRequest;
/** POST /api/partner/auth/verify body. */
export const schemaPartnerOtpVerify = schemaOpsOtpVerify;

/** The signed-in provider as the partner app shows them: first name only; the phone is theirs and not echoed. */
export const schemaPartnerSessionView = z.object({
  provider: z.object({ _id: z.string(), name: z.string(), services: z.array(z.string()) }),
  /** ISO 8601; 12 hours after sign-in. */
  expiresAt: z.string(),
});
export type PartnerSessionView = z.infer<typeof schemaPartnerSessionView>;

/**
 * One job in the partner app: schemaPartnerJob (date, slot, service, dishes or package, bill lines; the
 * customer's name and address only from 24 hours before the slot; never the phone) plus where the provider
 * stands with it and what they may do now. Times are ISO 8601 or null.
 */
export const schemaPartnerJobView = schemaPartnerJob.extend({
  orderType: z.number().int(),
  acceptedAt: z.string().nullable(),
  startedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  /** From when Start is allowed (2 hours before the slot: lib/orders earliestStatusAt). */
  startFrom: z.string(),
  /** A new job not answered yet: the offer's deadline ("Accept by 7:30 PM"), after which it goes to someone else; else null. */
  respondBy: z.string().nullable(),
  canAccept: z.boolean(),
  canDecline: z.boolean(),
  canStart: z.boolean(),
  canComplete: z.boolean(),
  /** Photography jobs, once started: the shoot may be uploaded from the phone. */
  canUploadPhotos: z.boolean(),
  /** When the provider said "On my way" and "I've arrived" (ISO 8601 or null; the first arrival counts). */
  onTheWayAt: z.string().nullable(),
  arrivedAt: z.string().nullable(),
  /** Accepted (or started) jobs, from 2 hours before the slot, until said. */
  canSayOnTheWay: z.boolean(),
  canSayArrived: z.boolean(),
});
export type PartnerJobView = z.infer<typeof schemaPartnerJobView>;

/** GET /api/partner/jobs: live jobs (accepted or in progress) by start, and recent finished ones, newest first. */
export const schemaPartnerJobList = z.object({
  upcoming: z.array(schemaPartnerJobView),
  recent: z.array(schemaPartnerJobView),
});
export type PartnerJobList = z.infer<typeof schemaPartnerJobList>;

const schemaJobId = z.object({ id: z.uuid({ error: 'Job not found' }) });

/** POST /api/partner/jobs/{id}/decline body: why (operations read it). */
export const schemaPartnerDecline = z.object({
  reason: plainText({ label: 'Reason', min: 3, max: DECLINE_REASON_MAX, minMessage: 'Please say why you decline' }),
});

/** POST /api/partner/jobs/{id}/start body: the customer's start code. */
export const schemaPartnerStart = z.object({
  code: z
    .string({ error: 'Please enter the start code' })
    .trim()
    .regex(new RegExp(`^\\d{${START_CODE_LENGTH}}$`), `The start code has ${START_CODE_LENGTH} digits`),
});

/**
 * POST /api/partner/jobs/{id}/arrived body: where the phone was, if the browser gave it (optional: a refusal or a
 * timeout still records the arrival). The server keeps it rounded to 2 decimals (about 1 km), only for this job.
 */
export const schemaPartnerArrived = z.object({
  location: z
    .object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) }, { error: 'Location must have lat and lng' })
    .nullable()
    .optional(),
});
export type PartnerArrived = z.infer<typeof schemaPartnerArrived>;

export const routePartnerOtpRequest = defineRoute('partnerOtpRequest', {
  summary:
    "Provider sign-in, step 1: sends a code by SMS to an active provider's number. The answer is the same for every number, so providers' numbers cannot be found by trying.",
  body: schemaPartnerOtpRequest,
  response: schemaNoData,
  errors: [403, 429, 502],
});

export const routePartnerOtpVerify = defineRoute('partnerOtpVerify', {
  summary:
    'Provider sign-in, step 2: checks the code and sets the 12-hour `partner_session` cookie (httpOnly, SameSite=Strict, Secure in production). A customer or console code never signs a provider in.',
  body: schemaPartnerOtpVerify,
  response: schemaPartnerSessionView,
  errors: [401, 403, 429],
});

export const routePartnerLogout = defineRoute('partnerLogout', {
  summary: 'Ends the calling partner session server-side and clears its cookie.',
  auth: 'partner',
  response: schemaNoData,
});

export const routePartnerMe = defineRoute('partnerMe', {
  summary: 'The signed-in provider and when the session ends.',
  auth: 'partner',
  response: schemaPartnerSessionView,
});

export const routePartnerJobs = defineRoute('partnerJobs', {
  summary:
    "The signed-in provider's jobs: upcoming (accepted or in progress) by start, and those of the last 30 days that are finished, newest first; a new job carries its deadline to accept (`respondBy`), and one past it is gone. The customer's name and address show from 24 hours before the slot; the phone never.",
  auth: 'partner',
  response: schemaPartnerJobList,
});

export const routePartnerJob = defineRoute('partnerJob', {
  summary: "One of the signed-in provider's jobs; another provider's job is a 404.",
  auth: 'partner',
  errors: [404],
  params: schemaJobId,
  response: schemaPartnerJobView,
});

export const routePartnerJobAccept = defineRoute('partnerJobAccept', {
  summary:
    'The provider accepts a new assignment before its deadline (`respondBy`; recorded with the time, the customer told who is coming; accepting twice changes nothing). 404 not theirs; 409 not an accepted order, or past the deadline ("The time to accept this job has passed.").',
  auth: 'partner',
  errors: [404, 409],
  params: schemaJobId,
  response: schemaPartnerJobView,
});

export const routePartnerJobDecline = defineRoute('partnerJobDecline', {
  summary:
    'The provider declines an assignment with a reason: the order moves at once to the next free provider who has not had it, or with nobody left goes back to operations (Booked, no provider). 404 not theirs; 409 a status that cannot be declined, naming both states.',
  auth: 'partner',
  errors: [404, 409],
  params: schemaJobId,
  body: schemaPartnerDecline,
  response: schemaNoData,
});

export const routePartnerJobStart = defineRoute('partnerJobStart', {
  summary:
    'Starts the job with the customer\'s 4-digit start code: In progress, and the start time recorded. 400 a wrong code (the one that leaves one try adds "1 try left before a 15-minute wait."); 409 an illegal transition (naming both states) or earlier than 2 hours before the slot; 429 after 5 wrong codes in 15 minutes; 404 not theirs.',
  auth: 'partner',
  errors: [404, 409, 429],
  params: schemaJobId,
  body: schemaPartnerStart,
  response: schemaPartnerJobView,
});

export const routePartnerJobComplete = defineRoute('partnerJobComplete', {
  summary: 'Marks the job Completed (from the slot start on). 409 an illegal transition naming both states, or too early; 404 not theirs.',
  auth: 'partner',
  errors: [404, 409],
  params: schemaJobId,
  response: schemaPartnerJobView,
});

export const routePartnerJobOnTheWay = defineRoute('partnerJobOnTheWay', {
  summary:
    'The provider says "On my way" (accepted jobs, from 2 hours before the slot): the customer\'s order page shows "On the way". Saying it again changes nothing. 404 not theirs; 409 not accepted by them, not live, or too early.',
  auth: 'partner',
  errors: [404, 409],
  params: schemaJobId,
  response: schemaPartnerJobView,
});

export const routePartnerJobArrived = defineRoute('partnerJobArrived', {
  summary:
    "The provider says \"I've arrived\" (accepted jobs, from 2 hours before the slot), with the phone's location if the browser gave it (kept to 2 decimals, only for this job). The first arrival counts; more than 30 minutes after the slot's start credits the customer 10% of the order through the refund ledger, once. 404 not theirs; 409 not accepted by them, not live, or too early.",
  auth: 'partner',
  errors: [404, 409],
  params: schemaJobId,
  body: schemaPartnerArrived,
  response: schemaPartnerJobView,
});

export const routePartnerJobPhotoUpload = defineRoute('partnerJobPhotoUpload', {
  summary:
    'A photographer adds photos of their started (or completed) photography job to its gallery, as POST /api/photo/upload does (`multipart/form-data`, field `photos`); the app sends one file a request, so a failed file is retried alone. 404 not theirs or not photography; 409 not started.',
  auth: 'partner',
  okStatus: 201,
  errors: [404, 409, 413, 415],
  params: schemaJobId,
  response: schemaPhotoUploaded,
});

export const routeProviderPhoto = defineRoute('providerPhoto', {
  summary:
    "The photo of an order's assigned provider (the customer's order page shows it), served from our origin through a URL the order view signed: `expires` (unix seconds, at most 15 minutes ahead) and `signature` (HMAC-SHA256). A wrong or expired signature: 403; no provider or no photo: 404. The success answer is the image itself.",
  errors: [403, 404],
  params: z.object({ orderId: z.uuid({ error: 'Order not found' }) }),
  query: schemaPhotoFileQuery.pick({ expires: true, signature: true }),
  response: schemaNoData,
});
