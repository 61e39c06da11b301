/**
 * The invite limits the browser needs (issue 21), without zod: lib/contracts/invites.ts defines them with its
 * schemas, and importing it would put zod in the share page's first visit. A unit test
 * (tests/unit/lib/inviteLimits.test.ts) holds these equal to the contract's.
 */
export const INVITE_TITLE_MAX = 30;
export const INVITE_VENUE_MAX = 200;
export const INVITE_HOST_NAME_MAX = 40;
export const INVITE_CAPACITY_MAX = 1000;
export const INVITE_PLUS_ONES_MAX = 5;
export const GUEST_NAME_MIN = 2;
export const GUEST_NAME_MAX = 40;
export const GUEST_NOTE_MAX = 140;
export const WALL_MAX_FILE_BYTES = 15 * 1024 * 1024;
export const INVITE_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const WALL_NOTE_MAX = 280;
export const INVITE_MESSAGE_MAX = 500;
export const MAX_REMINDERS = 5;
export const LUCKY_DRAW_PRIZE_MAX = 80;
export const LUCKY_DRAW_MAX_WINNERS = 20;

/** The lucky draw form's rule, and the 400 message of a prize that names cash or money (issue 21: no cash prizes). */
export const LUCKY_DRAW_NO_CASH_MESSAGE = 'No cash prizes: the prize is yours to give.';

// English words as whole words (so "Cashew" or "Mrs" pass), digits glued to them included ("500rs", "100INR");
// the rupee sign and the Hindi words (नकद/नक़द cash, रुपये/रुपए/रुपया rupees) anywhere.
const CASH_WORDS = /(?:^|[^a-z])(?:cash|money|rupees?|rs|inr)(?:[^a-z]|$)/i;
const CASH_SIGNS = /₹|नकद|नक़द|रुपये|रुपए|रुपया|रूपये/;

/** Whether a lucky draw prize text names cash or money (₹, Rs, rupees, INR, cash, money, नकद, रुपये). */
export function prizeNamesCash(prize: string): boolean {
  return CASH_WORDS.test(prize) || CASH_SIGNS.test(prize);
}
