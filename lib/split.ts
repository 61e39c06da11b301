/**
 * Splitting an order's balance with co-hosts: pure rules shared by the host's form and the
 * server. Amounts are whole rupees; the shares of a split always add up to the balance they split.
 */

/** A balance splits into at least this many shares... */
export const SPLIT_MIN_SHARES = 2;
/** ...and at most this many. */
export const SPLIT_MAX_SHARES = 5;
/** Each share is at least this many rupees. */
export const SPLIT_MIN_SHARE_RUPEES = 500;
/** Shares still unpaid this many hours before the service starts fall back to the host. */
export const SPLIT_FALLBACK_HOURS = 48;

/** Where one share stands: waiting for its co-host, paid, back with the host, or cancelled (replaced, or the balance was settled otherwise). */
export const SHARE_STATUSES = ['pending', 'paid', 'fallen_back', 'cancelled'] as const;
export type ShareStatus = (typeof SHARE_STATUSES)[number];

/** Customer-facing labels of the share states. */
export const SHARE_STATUS_LABEL: Record<ShareStatus, string> = {
  pending: 'Not paid yet',
  paid: 'Paid',
  fallen_back: 'Back with you',
  cancelled: 'Cancelled',
};

/** The smallest balance that can be split (two shares of the minimum). */
export const SPLIT_MIN_BALANCE = SPLIT_MIN_SHARES * SPLIT_MIN_SHARE_RUPEES;

/** Why a split cannot be made, as the host reads it; null when it can. */
export function splitProblem(balance: number, amounts: readonly number[]): string | null {
  if (!Number.isInteger(balance) || balance < SPLIT_MIN_BALANCE) {
    return `A balance can be split only from ₹${SPLIT_MIN_BALANCE} (at least ₹${SPLIT_MIN_SHARE_RUPEES} a share).`;
  }
  if (amounts.length < SPLIT_MIN_SHARES || amounts.length > SPLIT_MAX_SHARES) {
    return `Split the balance into ${SPLIT_MIN_SHARES} to ${SPLIT_MAX_SHARES} shares.`;
  }
  if (amounts.some((amount) => !Number.isInteger(amount) || amount < SPLIT_MIN_SHARE_RUPEES)) {
    return `Each share must be at least ₹${SPLIT_MIN_SHARE_RUPEES} (whole rupees).`;
  }
  const sum = amounts.reduce((total, amount) => total + amount, 0);
  if (sum !== balance) {
    return `The shares add up to ₹${sum}, but the balance is ₹${balance}.`;
  }
  return null;
}

/**
 * Checks a host's split of `balance`: 2-5 whole-rupee shares, each at least ₹500, adding up
 * exactly to the balance.
 * @throws RangeError with the host-facing reason (splitProblem) when the split is not valid.
 */
export function validateSplit(balance: number, amounts: readonly number[]): void {
  const problem = splitProblem(balance, amounts);
  if (problem) throw new RangeError(problem);
}

/**
 * The equal split of `balance` into `count` whole-rupee shares: each gets the floor of the quotient and the
 * first `balance mod count` shares one rupee more, so the shares add up exactly to the balance and differ by
 * at most ₹1 (₹1,001 in 2 -> 501 + 500).
 * @throws RangeError when `count` is outside 2-5 or the balance cannot give each share ₹500.
 */
export function equalSplit(balance: number, count: number): number[] {
  if (!Number.isInteger(count) || count < SPLIT_MIN_SHARES || count > SPLIT_MAX_SHARES) {
    throw new RangeError(`Split the balance into ${SPLIT_MIN_SHARES} to ${SPLIT_MAX_SHARES} shares.`);
  }
  if (!Number.isInteger(balance) || balance < count * SPLIT_MIN_SHARE_RUPEES) {
    throw new RangeError(`₹${balance} cannot give ${count} shares of at least ₹${SPLIT_MIN_SHARE_RUPEES}.`);
  }
  const base = Math.floor(balance / count);
  const extra = balance - base * count;
  return Array.from({ length: count }, (_, i) => base + (i < extra ? 1 : 0));
}

/** How many shares a balance can give at most (each ≥ ₹500, at most 5); 0 when it cannot be split. */
export function maxShares(balance: number): number {
  const count = Math.min(SPLIT_MAX_SHARES, Math.floor(balance / SPLIT_MIN_SHARE_RUPEES));
  return count >= SPLIT_MIN_SHARES ? count : 0;
}

/** The first name of a person's name ("Asha Rao" -> "Asha"), for what a co-host reads about the host. */
export function firstName(name: string | null | undefined): string {
  return (name ?? '').trim().split(/\s+/)[0] ?? '';
}
