/**
 * Issue 23 "Order room": until the slot starts, phone numbers and e-mail addresses in an order room's messages
 * are masked for the customer and the provider (support sees the original), so that calls and payments stay on
 * the platform. Pure; the stored text is never changed, only what a member is shown.
 *
 * A phone number is a run of 10 or more digits (any script's decimal digits), optionally after `+`, with at most
 * one space, dash, dot or bracket between two digits: "9876543210", "98765 43210", "+91-98765-43210",
 * "(+91) 98765.43210". Runs with fewer digits (dates "12-12-2026", prices "₹12,500", counts) stay. The rule
 * errs on the side of masking: ten digits that happen to stand next to each other ("12 12 2026 20") are masked.
 */

/** What a masked phone number reads as. */
export const MASKED_PHONE = '[number hidden]';
/** What a masked e-mail address reads as. */
export const MASKED_EMAIL = '[email hidden]';
/** At least this many digits in one run make a phone number. */
export const MASK_MIN_DIGITS = 10;

// local part, @, domain labels and a top-level domain of letters (UPI ids such as name@okaxis have none: their
// digits, if any, are caught by the number rule)
const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/gu;
// a digit, then digits each after at most one separator; a leading "+" or "(" belongs to it
const DIGIT_RUN = /(?:\(?\+\s?)?\(?\p{Nd}(?:[ \-.()\u00A0]{0,2}\p{Nd})*/gu;
const DIGIT = /\p{Nd}/gu;

/**
 * `text` with every e-mail address replaced by MASKED_EMAIL and every run of MASK_MIN_DIGITS or more digits
 * (with its `+` and separators) by MASKED_PHONE.
 */
export function maskContacts(text: string): string {
  return text
    .replace(EMAIL, MASKED_EMAIL)
    .replace(DIGIT_RUN, (run) => ((run.match(DIGIT)?.length ?? 0) >= MASK_MIN_DIGITS ? MASKED_PHONE : run));
}

/** Whether `text` holds anything `maskContacts` would mask. */
export function hasContactDetails(text: string): boolean {
  return maskContacts(text) !== text;
}
