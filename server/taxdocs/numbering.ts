/**
 * Consecutive serial numbers per series and financial year (CGST Rule 46(b): "a consecutive serial number not
 * exceeding sixteen characters ... unique for a financial year"). The serial is taken in the issuing transaction:
 * the counter row stays locked until it commits (so two issuers never get the same serial) and a rollback gives the
 * serial back (so none is skipped).
 */
import { and, eq, sql } from 'drizzle-orm';
import { taxDocumentCounters } from '../db/schema';
import type { Db } from '../db/types';
import type { DocumentSeries } from '../../lib/tax/numbers';

/**
 * The next serial (1, 2, 3 …) of `series` in `financialYear` ("2026-27"), inside the caller's transaction `tx`.
 * UPDATE … RETURNING when the counter exists; the year's first document inserts it (ON CONFLICT: a concurrent first
 * issuer that inserted meanwhile is waited for, then counted after).
 */
export async function nextSerial(tx: Db, series: DocumentSeries, financialYear: string): Promise<number> {
  const [updated] = await tx
    .update(taxDocumentCounters)
    .set({ lastSerial: sql`${taxDocumentCounters.lastSerial} + 1` })
    .where(and(eq(taxDocumentCounters.series, series), eq(taxDocumentCounters.financialYear, financialYear)))
    .returning({ serial: taxDocumentCounters.lastSerial });
  if (updated) return updated.serial;
  const [inserted] = await tx
    .insert(taxDocumentCounters)
    .values({ series, financialYear, lastSerial: 1 })
    .onConflictDoUpdate({
      target: [taxDocumentCounters.series, taxDocumentCounters.financialYear],
      set: { lastSerial: sql`${taxDocumentCounters.lastSerial} + 1` },
    })
    .returning({ serial: taxDocumentCounters.lastSerial });
  return inserted!.serial;
}
