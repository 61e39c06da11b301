/**
 * Payout statements: each payout is one, with its IST week, its jobs (order number, event date, order value,
 * commission, deductions, tips, TDS and net, from the ledger entries it settled), tax deducted at source under
 * Income-tax Act s. 194-O and the net paid. The totals are the payout's own (written when it was created from the
 * same entries), so a statement adds up to the paisa. Staff reads are audited; a provider reads only their own (another
 * provider's payout is a 404, never a 403: its existence is not told).
 */
import { and, desc, eq, ne } from 'drizzle-orm';
import type { PayoutStatement } from '../../lib/contracts/earnings';
import type { PayoutStatementView, PayoutView, StatementLine } from '../../lib/contracts/payouts';
import { TDS_194O } from '../../lib/earnings';
import { recordAudit, type AuditActor } from '../audit/audit';
import { orders, providerEarnings, providerPayouts, providers, type ProviderPayout } from '../db/schema';
import type { Db } from '../db/types';
import { notFound as httpNotFound } from '../http/errors';
import { isHeld, PAID_AFTER_FAILED_REASON } from './payoutStatus';

/** The audit actions of staff reading payouts. */
export const PAYOUT_LIST_ACTION = 'payouts.list';
export const PAYOUT_STATEMENT_VIEW_ACTION = 'payouts.statement_view';

/** The console lists this many most recent payouts. */
export const PAYOUTS_LISTED = 200;

/** The TDS line's legal basis as a statement prints it. */
export const STATEMENT_TDS_NOTE = `TDS under section 194-O of the Income-tax Act, 1961 at ${TDS_194O.basisPoints / 100}% of the gross amount of services, deducted when each job was credited`;

const notFound = () => httpNotFound('Payout not found');

function viewOf(payout: ProviderPayout, providerName: string): PayoutView {
  return {
    _id: payout.id,
    providerId: payout.providerId,
    providerName,
    periodFrom: payout.periodFrom,
    periodTo: payout.periodTo,
    status: payout.status,
    amountPaise: payout.amountPaise,
    tdsPaise: payout.tdsPaise,
    jobs: payout.jobs,
    gateway: payout.gateway,
    utr: payout.utr,
    failureReason: payout.failureReason,
    held: isHeld(payout),
    paidAfterFailed: payout.status === 'failed' && payout.failureReason === PAID_AFTER_FAILED_REASON,
    createdAt: payout.createdAt.toISOString(),
    paidAt: payout.paidAt?.toISOString() ?? null,
  };
}

/** The statement lines of a payout: its settled entries summed per order, by event date then order number. */
async function statementLines(db: Db, payoutId: string): Promise<StatementLine[]> {
  const rows = await db
    .select({ entry: providerEarnings, orderNumber: orders.orderNumber, eventDate: orders.eventDate })
    .from(providerEarnings)
    .leftJoin(orders, eq(orders.id, providerEarnings.orderId))
    .where(and(eq(providerEarnings.payoutId, payoutId), ne(providerEarnings.kind, 'payout')));
  const lines = new Map<string, StatementLine>();
  for (const { entry, orderNumber, eventDate } of rows) {
    const key = entry.orderId ?? 'none';
    const line = lines.get(key) ?? {
      orderId: entry.orderId,
      orderNumber,
      eventDate,
      orderValuePaise: 0,
      commissionPaise: 0,
      deductionsPaise: 0,
      tipsPaise: 0,
      tdsPaise: 0,
      netPaise: 0,
    };
    if (entry.kind === 'earning') {
      line.orderValuePaise += entry.orderValuePaise ?? 0;
      line.commissionPaise += entry.commissionPaise ?? 0;
    } else if (entry.kind === 'deduction') line.deductionsPaise += entry.amountPaise;
    else if (entry.kind === 'tip') line.tipsPaise += entry.amountPaise;
    else if (entry.kind === 'tds') line.tdsPaise += entry.amountPaise;
    line.netPaise += entry.amountPaise;
    lines.set(key, line);
  }
  return [...lines.values()].sort(
    (a, b) => (a.eventDate ?? '').localeCompare(b.eventDate ?? '') || (a.orderNumber ?? '').localeCompare(b.orderNumber ?? ''),
  );
}

async function statementOf(db: Db, payout: ProviderPayout, providerName: string): Promise<PayoutStatementView> {
  return {
    ...viewOf(payout, providerName),
    orderValuePaise: payout.orderValuePaise,
    commissionPaise: payout.commissionPaise,
    earningsPaise: payout.earningsPaise,
    deductionsPaise: payout.deductionsPaise,
    tipsPaise: payout.tipsPaise,
    lines: await statementLines(db, payout.id),
    tdsNote: STATEMENT_TDS_NOTE,
  };
}

/** The latest PAYOUTS_LISTED payouts, newest first, for staff; the read is audited (`payouts.list`). */
export async function listPayouts(db: Db, actor: AuditActor, now: Date): Promise<PayoutView[]> {
  const rows = await db
    .select({ payout: providerPayouts, providerName: providers.name })
    .from(providerPayouts)
    .innerJoin(providers, eq(providers.id, providerPayouts.providerId))
    .orderBy(desc(providerPayouts.createdAt), desc(providerPayouts.id))
    .limit(PAYOUTS_LISTED);
  await recordAudit(
    db,
    actor,
    { action: PAYOUT_LIST_ACTION, entityType: 'export', entityId: 'payouts', before: null, after: { rows: rows.length } },
    now,
  );
  return rows.map((row) => viewOf(row.payout, row.providerName));
}

/**
 * A payout's statement for staff; the read is audited (`payouts.statement_view`, the payout's id).
 * @throws HttpError 404 for an unknown payout.
 */
export async function payoutStatementForStaff(db: Db, actor: AuditActor, payoutId: string, now: Date): Promise<PayoutStatementView> {
  const [row] = await db
    .select({ payout: providerPayouts, providerName: providers.name })
    .from(providerPayouts)
    .innerJoin(providers, eq(providers.id, providerPayouts.providerId))
    .where(eq(providerPayouts.id, payoutId));
  if (!row) throw notFound();
  await recordAudit(
    db,
    actor,
    {
      action: PAYOUT_STATEMENT_VIEW_ACTION,
      entityType: 'payout',
      entityId: payoutId,
      before: null,
      after: { providerId: row.payout.providerId, amountPaise: row.payout.amountPaise, status: row.payout.status },
    },
    now,
  );
  return statementOf(db, row.payout, row.providerName);
}

/**
 * The statement of one of `providerId`'s own payouts.
 * @throws HttpError 404 for an unknown payout or another provider's.
 */
export async function payoutStatementForProvider(db: Db, providerId: string, payoutId: string): Promise<PayoutStatementView> {
  const [row] = await db
    .select({ payout: providerPayouts, providerName: providers.name })
    .from(providerPayouts)
    .innerJoin(providers, eq(providers.id, providerPayouts.providerId))
    .where(and(eq(providerPayouts.id, payoutId), eq(providerPayouts.providerId, providerId)));
  if (!row) throw notFound();
  return statementOf(db, row.payout, row.providerName);
}

/** A provider's own payout statements for the partner app's list, newest first (at most PAYOUTS_LISTED). */
export async function providerStatements(db: Db, providerId: string): Promise<PayoutStatement[]> {
  const rows = await db
    .select()
    .from(providerPayouts)
    .where(eq(providerPayouts.providerId, providerId))
    .orderBy(desc(providerPayouts.createdAt), desc(providerPayouts.id))
    .limit(PAYOUTS_LISTED);
  return rows.map((payout) => ({
    _id: payout.id,
    periodFrom: payout.periodFrom,
    periodTo: payout.periodTo,
    paidAt: payout.paidAt?.toISOString() ?? null,
    status: payout.status,
    amountPaise: payout.amountPaise,
    tdsPaise: payout.tdsPaise,
  }));
}
