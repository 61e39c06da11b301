/**
 * The customer-facing strings of availability, without zod: booking pages import them (and only types from
 * ./availability), so the schemas never reach their bundles.
 */

/** The 409 of POST /api/order/add (and of opening a payment) when the last provider of the slot was just taken. */
export const SLOT_TAKEN_MESSAGE = 'This slot was just booked.';

/** What a booking flow says at the pincode step when no provider of the service serves the pincode. */
export const PINCODE_NOT_SERVED_MESSAGE =
  "We don't have a professional for this service at this pincode yet. Tell us about your party and we'll call you back.";

/** The label of a slot nobody can take. */
export const FULLY_BOOKED_LABEL = 'Fully booked';
