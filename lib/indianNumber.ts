// Its own module, importing nothing: the message formatter of every page groups numbers with it without loading
// lib/format's dates.

/**
 * A number rounded to a whole one (halves away from zero) with Indian digit grouping, as en-IN's Intl
 * writes it: 1234567 -> "12,34,567", -1225 -> "-1,225". Zero is never signed. Numbers beyond
 * Number.MAX_SAFE_INTEGER, NaN and infinities go through Intl.
 */
export function formatIndianNumber(value: number): string {
  const whole = Math.round(Math.abs(value));
  if (!Number.isSafeInteger(whole)) return new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 }).format(value);
  const digits = String(whole);
  const grouped = digits.length <= 3 ? digits : `${digits.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',')},${digits.slice(-3)}`;
  return value < 0 && whole !== 0 ? `-${grouped}` : grouped;
}
