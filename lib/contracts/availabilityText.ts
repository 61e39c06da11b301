/**
 * The strings and limits of availability that screens show, without zod: booking pages and the availability editor
 * import them (and only types from ./availability), so the schemas never reach their bundles.
 */

import type { JobOutsideAvailability } from './availability';

/** Why an assigned job falls outside its provider's availability, in words (the partner app and Today). */
export const OUTSIDE_REASON: Record<JobOutsideAvailability['reason'], string> = {
  hours: 'Outside the working hours',
  time_off: 'During time off',
  pincode: 'Pincode no longer served',
};

/** The fewest and most jobs a provider takes in a day. */
export const MIN_JOBS_PER_DAY = 1;
export const MAX_JOBS_PER_DAY = 10;
/** Longest reason given for time off, characters. */
export const TIME_OFF_REASON_MAX = 120;

/** The 409 of POST /api/order/add (and of opening a payment) when the last provider of the slot was just taken. */
export const SLOT_TAKEN_MESSAGE = 'This slot was just booked.';

/** What a booking flow says at the pincode step when no provider of the service serves the pincode. */
export const PINCODE_NOT_SERVED_MESSAGE =
  "We don't have a professional for this service at this pincode yet. Tell us about your party and we'll call you back.";

/** The label of a slot nobody can take. */
export const FULLY_BOOKED_LABEL = 'Fully booked';
