/**
 * Providers' bank accounts for payouts: the provider sets their own (the number is kept whole for the payout and
 * shown masked everywhere, audit lines included); admins and operations verify it before the first payout, and
 * any change of holder, number or IFSC clears that verification.
 */
import { eq } from 'drizzle-orm';
import type { BankAccountAnswer, BankAccountUpdate } from '../../lib/contracts/earnings';
import { maskAccountNumber } from '../../lib/earnings';
import { recordAudit, type AuditActor } from '../audit/audit';
import { providerBankAccounts, providers, type ProviderBankAccount } from '../db/schema';
import type { Db } from '../db/types';
import { HttpError, notFound } from '../http/errors';

/** The audit lines of a provider's bank account. */
export const BANK_ACCOUNT_SET_ACTION = 'provider.bank_account_set';
export const BANK_ACCOUNT_VERIFIED_ACTION = 'provider.bank_account_verified';

/** An account as anyone sees it (masked), or null. */
function toAnswer(row: ProviderBankAccount | undefined): BankAccountAnswer {
  if (!row) return { account: null };
  return {
    account: {
      holderName: row.holderName,
      accountNumberMasked: maskAccountNumber(row.accountNumber),
      ifsc: row.ifsc,
      verified: row.verifiedAt !== null,
      verifiedAt: row.verifiedAt?.toISOString() ?? null,
      updatedAt: row.updatedAt.toISOString(),
    },
  };
}

/** What the audit log keeps of an account: never the whole number. */
function auditSnapshot(row: ProviderBankAccount | undefined): Record<string, unknown> | null {
  return toAnswer(row).account;
}

/** The bank account of `providerId`, masked; `{account: null}` before one is given. */
export async function getBankAccount(db: Db, providerId: string): Promise<BankAccountAnswer> {
  const [row] = await db.select().from(providerBankAccounts).where(eq(providerBankAccounts.providerId, providerId));
  return toAnswer(row);
}

/**
 * A provider's bank account for the console, masked.
 * @throws HttpError 404 for an unknown provider.
 */
export async function providerBankAccount(db: Db, providerId: string): Promise<BankAccountAnswer> {
  const [provider] = await db.select({ id: providers.id }).from(providers).where(eq(providers.id, providerId));
  if (!provider) throw notFound('Provider not found');
  return getBankAccount(db, providerId);
}

/**
 * Sets the provider's own bank account (the body already checked: numbers equal, IFSC well formed), audited with
 * masked numbers. Saving the same details again keeps a verification; any change clears it.
 */
export async function setBankAccount(
  db: Db,
  providerId: string,
  body: Pick<BankAccountUpdate, 'holderName' | 'accountNumber' | 'ifsc'>,
  { actor, now }: { actor: AuditActor; now: Date },
): Promise<BankAccountAnswer> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(providerBankAccounts).where(eq(providerBankAccounts.providerId, providerId)).for('update');
    const same = before?.holderName === body.holderName && before.accountNumber === body.accountNumber && before.ifsc === body.ifsc;
    const values = {
      holderName: body.holderName,
      accountNumber: body.accountNumber,
      ifsc: body.ifsc,
      verifiedAt: same ? before.verifiedAt : null,
      verifiedBy: same ? before.verifiedBy : null,
      updatedAt: now,
    };
    const [after] = await tx
      .insert(providerBankAccounts)
      .values({ providerId, ...values })
      .onConflictDoUpdate({ target: providerBankAccounts.providerId, set: values })
      .returning();
    await recordAudit(
      tx,
      actor,
      {
        action: BANK_ACCOUNT_SET_ACTION,
        entityType: 'provider',
        entityId: providerId,
        before: auditSnapshot(before),
        after: auditSnapshot(after),
      },
      now,
    );
    return toAnswer(after);
  });
}

/** The answer when the account changed after the operator saw it. */
export const BANK_ACCOUNT_CHANGED_MESSAGE =
  'The provider changed this bank account after you opened it: check the new one, then verify it.';

/**
 * Marks a provider's bank account verified by `staffId` (null for the operations key), audited: only the account the
 * operator checked, `shownUpdatedAt` (its `updatedAt` as shown), so a change made meanwhile is never verified unseen.
 * @throws HttpError 404 for an unknown provider or one without an account; 409 when the account changed since.
 */
export async function verifyBankAccount(
  db: Db,
  providerId: string,
  { actor, now, shownUpdatedAt }: { actor: AuditActor; now: Date; shownUpdatedAt: Date },
): Promise<BankAccountAnswer> {
  return db.transaction(async (tx) => {
    const [provider] = await tx.select({ id: providers.id }).from(providers).where(eq(providers.id, providerId));
    if (!provider) throw notFound('Provider not found');
    const [before] = await tx.select().from(providerBankAccounts).where(eq(providerBankAccounts.providerId, providerId)).for('update');
    if (!before) throw notFound('This provider has not given a bank account yet.');
    if (before.updatedAt.getTime() !== shownUpdatedAt.getTime()) throw new HttpError(409, BANK_ACCOUNT_CHANGED_MESSAGE);
    const [after] = await tx
      .update(providerBankAccounts)
      .set({ verifiedAt: now, verifiedBy: actor.kind === 'staff' ? actor.staffId : null })
      .where(eq(providerBankAccounts.providerId, providerId))
      .returning();
    await recordAudit(
      tx,
      actor,
      {
        action: BANK_ACCOUNT_VERIFIED_ACTION,
        entityType: 'provider',
        entityId: providerId,
        before: auditSnapshot(before),
        after: auditSnapshot(after),
      },
      now,
    );
    return toAnswer(after);
  });
}
