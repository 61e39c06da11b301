/**
 * The weekly payout run: every provider with a verified bank account is paid what is due to them for the weeks that
 * ended (their ledger entries not yet in a payout, credited before this week began), except the entries of orders
 * in dispute, when that comes to at least the minimum payout.
 *
 * "In dispute" here: an order with a refund not yet settled (status pending, or failed and being retried). The app
 * has no complaint or dispute record; a refund in flight is the one case where what the order is worth, and so what
 * its provider earned, may still change (a refund they caused becomes a deduction). Those entries wait for a later run.
 *
 * Never twice: each provider's payout is created in one transaction under the provider's ledger lock (the one the
 * credits take), and claims its entries with a conditional update (`payout_id` set only where it is still null;
 * fewer rows than read rolls the payout back). Two runs at once (two instances, or the job and an admin's button)
 * therefore make one payout of any entry. The gateway is called after the commit, with the payout's idempotency key.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull, lt, ne, notExists, sql, TransactionRollbackError } from 'drizzle-orm';
import { PAYOUT_MINIMUM_PAISE, payoutWeekOf } from '../../lib/earnings';
import { recordAudit, SYSTEM_ACTOR, type AuditActor } from '../audit/audit';
import { advisoryXactLock } from '../db/locks';
import { providerBankAccounts, providerEarnings, providerPayouts, refunds, type ProviderEarning, type ProviderPayout } from '../db/schema';
import type { Db } from '../db/types';
import type { PayoutGateway } from './payouts/gateway';
import { payoutGateway } from './payouts/registry';
import { sendPayout, syncOpenPayouts, type PayoutSyncResult } from './payoutStatus';

/** The audit action of a run (its counts in `after`). */
export const PAYOUT_RUN_ACTION = 'payouts.run';

/** What a run needs: the payouts gateway and the smallest payout (paise). */
export interface PayoutDeps {
  gateway: PayoutGateway;
  minimumPaise: number;
}

/** The configured gateway and PAYOUT_MINIMUM_PAISE. */
export function payoutDeps(): PayoutDeps {
  return { gateway: payoutGateway(), minimumPaise: PAYOUT_MINIMUM_PAISE };
}

/** What a run did: payouts created (and their net total), providers passed over and why, and the status pass. */
export interface PayoutRunResult {
  runId: string;
  periodFrom: string;
  periodTo: string;
  created: number;
  createdPaise: number;
  /** Providers with something due but no verified bank account. */
  unverified: number;
  /** Providers whose due balance (less disputed entries) is below the minimum, or nothing. */
  belowMinimum: number;
  /** Providers whose entries another run claimed first. */
  claimedElsewhere: number;
  status: PayoutSyncResult;
}

/** Refunds that leave an order in dispute: not settled yet. */
const UNSETTLED_REFUNDS = ['pending', 'failed'] as const;

/** An entry that is due: no payout holds it, not a payout record itself. */
const due = and(isNull(providerEarnings.payoutId), ne(providerEarnings.kind, 'payout'));

/** The entry is not of an order with a refund in flight (see the file comment). */
const notDisputed = (db: Db) =>
  notExists(
    db
      .select({ one: sql`1` })
      .from(refunds)
      .where(and(eq(refunds.orderId, providerEarnings.orderId), inArray(refunds.status, [...UNSETTLED_REFUNDS]))),
  );

/** A payout's statement totals of `entries` (paise): the net is their sum, earnings are value less commission. */
export function payoutTotals(entries: readonly ProviderEarning[]) {
  const sumOf = (kind: ProviderEarning['kind']) => entries.filter((e) => e.kind === kind).reduce((sum, e) => sum + e.amountPaise, 0);
  const earningEntries = entries.filter((e) => e.kind === 'earning');
  return {
    amountPaise: entries.reduce((sum, e) => sum + e.amountPaise, 0),
    orderValuePaise: earningEntries.reduce((sum, e) => sum + (e.orderValuePaise ?? 0), 0),
    commissionPaise: earningEntries.reduce((sum, e) => sum + (e.commissionPaise ?? 0), 0),
    earningsPaise: sumOf('earning'),
    deductionsPaise: sumOf('deduction'),
    tipsPaise: sumOf('tip'),
    tdsPaise: sumOf('tds'),
    jobs: new Set(entries.filter((e) => e.orderId !== null).map((e) => e.orderId)).size,
  };
}

type ClaimOutcome = { payout: ProviderPayout } | { skipped: 'unverified' | 'belowMinimum' | 'claimedElsewhere' };

/** The payout of one provider's due entries, claimed in one transaction (see the file comment). */
async function claimProviderPayout(
  db: Db,
  deps: PayoutDeps,
  providerId: string,
  run: { runId: string; from: string; to: string; endsAt: Date; initiatedBy: string | null },
  now: Date,
): Promise<ClaimOutcome> {
  return db
    .transaction(async (tx): Promise<ClaimOutcome> => {
      await advisoryXactLock(tx, `earnings:provider:${providerId}`);
      const [account] = await tx.select().from(providerBankAccounts).where(eq(providerBankAccounts.providerId, providerId));
      if (!account?.verifiedAt) return { skipped: 'unverified' };
      const entries = await tx
        .select()
        .from(providerEarnings)
        .where(and(eq(providerEarnings.providerId, providerId), due, lt(providerEarnings.createdAt, run.endsAt), notDisputed(tx)));
      const totals = payoutTotals(entries);
      if (entries.length === 0 || totals.amountPaise < Math.max(1, deps.minimumPaise)) return { skipped: 'belowMinimum' };
      const id = randomUUID();
      const [payout] = await tx
        .insert(providerPayouts)
        .values({
          id,
          providerId,
          ...totals,
          periodFrom: run.from,
          periodTo: run.to,
          gateway: deps.gateway.name,
          idempotencyKey: id,
          runId: run.runId,
          initiatedBy: run.initiatedBy,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      const claimed = await tx
        .update(providerEarnings)
        .set({ payoutId: id })
        .where(
          and(
            inArray(
              providerEarnings.id,
              entries.map((e) => e.id),
            ),
            isNull(providerEarnings.payoutId),
          ),
        )
        .returning({ id: providerEarnings.id });
      if (claimed.length !== entries.length) {
        // another run took some of them between our read and our claim: this payout is rolled back whole
        tx.rollback();
      }
      return { payout: payout! };
    })
    .catch((error: unknown) => {
      if (error instanceof TransactionRollbackError) return { skipped: 'claimedElsewhere' as const };
      throw error;
    });
}

/**
 * Runs the payouts at `now` (see the file comment): first one status pass over payouts still open (a queued one is
 * sent again, a failed one's entries were released and are due again), then a payout per provider, each sent to
 * the gateway, then a status pass that settles what the gateway already finished. Audited as `payouts.run` by
 * `actor` (the weekly job: the system) with the counts.
 * @param initiatedBy the admin who pressed "Run payouts", null for the weekly job.
 */
export async function runPayouts(
  db: Db,
  deps: PayoutDeps,
  now: Date,
  { actor = SYSTEM_ACTOR, initiatedBy = null }: { actor?: AuditActor; initiatedBy?: string | null } = {},
): Promise<PayoutRunResult> {
  await syncOpenPayouts(db, deps.gateway, now);
  const week = payoutWeekOf(now);
  const run = { runId: randomUUID(), from: week.from, to: week.to, endsAt: week.endsAt, initiatedBy };
  const dueProviders = await db
    .selectDistinct({ providerId: providerEarnings.providerId })
    .from(providerEarnings)
    .where(and(due, lt(providerEarnings.createdAt, week.endsAt)));
  const result: PayoutRunResult = {
    runId: run.runId,
    periodFrom: week.from,
    periodTo: week.to,
    created: 0,
    createdPaise: 0,
    unverified: 0,
    belowMinimum: 0,
    claimedElsewhere: 0,
    status: { checked: 0, paid: 0, failed: 0, reversed: 0, open: 0 },
  };
  for (const { providerId } of dueProviders) {
    const outcome = await claimProviderPayout(db, deps, providerId, run, now);
    if ('skipped' in outcome) {
      result[outcome.skipped] += 1;
      continue;
    }
    result.created += 1;
    result.createdPaise += outcome.payout.amountPaise;
    await sendPayout(db, deps.gateway, outcome.payout, now);
  }
  result.status = await syncOpenPayouts(db, deps.gateway, now);
  await recordAudit(
    db,
    actor,
    {
      action: PAYOUT_RUN_ACTION,
      entityType: 'payout_run',
      entityId: run.runId,
      before: null,
      after: { ...result, status: { ...result.status } },
    },
    now,
  );
  return result;
}
