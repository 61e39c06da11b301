/** STUB for this branch (the lib/tax owner's file replaces it at the merge): the financial year of an IST instant. */
const IST_OFFSET_MS = 330 * 60_000;

/** The Indian financial year (April to March, in IST) of `instant`, e.g. "2026-27". */
export function financialYearOf(instant: Date): string {
  const ist = new Date(instant.getTime() + IST_OFFSET_MS);
  const start = ist.getUTCMonth() >= 3 ? ist.getUTCFullYear() : ist.getUTCFullYear() - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}
