import { useState } from 'react';
import type { ShareView } from '../../lib/contracts/split';
import { formatRupees } from '../../lib/format';
import {
  equalSplit,
  maxShares,
  SPLIT_MAX_SHARES,
  SPLIT_MIN_BALANCE,
  SPLIT_MIN_SHARE_RUPEES,
  SPLIT_MIN_SHARES,
  splitProblem,
} from '../../lib/split';
import { INDIAN_MOBILE_PATTERN, mobileNumberInput } from '../../lib/validation';
import { useSplitCreateMutation } from '../../store/splitApi';
import { useFailureText } from '../common/useFailureText';
import { useLocale, useT, type T } from '../i18n/I18nProvider';
import styles from './payments.module.css';
import split from './split.module.css';

/** One co-host as the form holds them (the amount as typed). */
interface Row {
  name: string;
  phone: string;
  amount: string;
  /** A share of the current split whose number this row keeps while no other is typed (its masked number shown). */
  keep?: { id: string; masked: string };
}

/**
 * Why a split cannot be made, in the page's language (`t` of `payments`), or null when it can: lib/split
 * `splitProblem`'s rules, in its order.
 */
function splitProblemText(balance: number, amounts: readonly number[], t: T): string | null {
  if (splitProblem(balance, amounts) === null) return null;
  if (!Number.isInteger(balance) || balance < SPLIT_MIN_BALANCE) {
    return t('split.minBalance', { balance: formatRupees(SPLIT_MIN_BALANCE), share: formatRupees(SPLIT_MIN_SHARE_RUPEES) });
  }
  if (amounts.length < SPLIT_MIN_SHARES || amounts.length > SPLIT_MAX_SHARES) {
    return t('split.shareCount', { min: SPLIT_MIN_SHARES, max: SPLIT_MAX_SHARES });
  }
  if (amounts.some((amount) => !Number.isInteger(amount) || amount < SPLIT_MIN_SHARE_RUPEES)) {
    return t('split.minShare', { share: formatRupees(SPLIT_MIN_SHARE_RUPEES) });
  }
  const sum = amounts.reduce((total, amount) => total + amount, 0);
  return t('split.sumMismatch', { sum: formatRupees(sum), balance: formatRupees(balance) });
}

/** `count` rows keeping what was typed, with the equal split's amounts (equal by default). */
function rowsFor(previous: readonly Row[], count: number, balance: number): Row[] {
  const amounts = equalSplit(balance, count);
  return amounts.map((amount, i) => ({
    name: previous[i]?.name ?? '',
    phone: previous[i]?.phone ?? '',
    amount: String(amount),
    ...(previous[i]?.keep ? { keep: previous[i].keep } : {}),
  }));
}

/**
 * The rows of the current split (names, numbers, amounts), when they still add up to the balance: "Change the split"
 * starts from them rather than asking again; else null (the equal split).
 */
function rowsOf(current: readonly ShareView[] | undefined, balance: number, most: number): Row[] | null {
  const shares = (current ?? []).filter((share) => share.status === 'pending' || share.status === 'fallen_back');
  if (shares.length < SPLIT_MIN_SHARES || shares.length > most) return null;
  const rows = shares.map((share) => ({
    name: share.name,
    phone: '',
    amount: String(share.amount),
    keep: { id: share.id, masked: share.phone },
  }));
  return splitProblem(
    balance,
    shares.map((share) => share.amount),
  ) === null
    ? rows
    : rowsFor(rows, rows.length, balance);
}

/** Props of `SplitBalanceForm`. */
export interface SplitBalanceFormProps {
  orderId: string;
  /** The balance to split, whole rupees (≥ ₹1,000). */
  balance: number;
  /** The shares of the current split, to start from (their names and numbers are not asked again). */
  current?: readonly ShareView[];
  /** After the split was made (its links sent), or when the host closes the form. */
  onDone: () => void;
}

/**
 * "Split the balance": 2-5 co-hosts with their names and mobile numbers; the amounts start as the
 * equal split (the remainder on the first shares) and can be edited, with the sum checked against the balance as
 * the host types (the server checks it again). On success each co-host gets their payment link. In the page's language
 * (lib/split words its problems in English; an English page shows exactly those).
 */
export default function SplitBalanceForm({ orderId, balance, current, onDone }: SplitBalanceFormProps) {
  const most = maxShares(balance);
  const [rows, setRows] = useState<Row[]>(() => rowsOf(current, balance, most) ?? rowsFor([], SPLIT_MIN_SHARES, balance));
  const [create, { isLoading }] = useSplitCreateMutation();
  const [error, setError] = useState<string | null>(null);
  const t = useT('payments');
  const english = useLocale() === 'en';
  const describeFailure = useFailureText();

  const amounts = rows.map((row) => (/^\d+$/.test(row.amount) ? Number(row.amount) : NaN));
  const sum = amounts.reduce((total, amount) => total + (Number.isNaN(amount) ? 0 : amount), 0);
  const problem = amounts.some(Number.isNaN)
    ? t('split.wholeRupees')
    : english
      ? splitProblem(balance, amounts)
      : splitProblemText(balance, amounts, t);
  // a row that keeps a current co-host's number needs none typed
  const phoneOk = (row: Row) => INDIAN_MOBILE_PATTERN.test(row.phone) || (row.keep !== undefined && row.phone === '');
  const incomplete = rows.some((row) => !row.name.trim() || !phoneOk(row));

  const change = (index: number, patch: Partial<Row>) =>
    setRows((current) => current.map((row, i) => (i === index ? { ...row, ...patch } : row)));

  const submit = async () => {
    setError(null);
    const result = await create({
      orderId,
      shares: rows.map((row, i) => ({
        name: row.name.trim(),
        ...(row.phone === '' && row.keep ? { sameAs: row.keep.id } : { phone: row.phone }),
        amount: amounts[i]!,
      })),
    });
    if ('data' in result && result.data) onDone();
    else setError(describeFailure(result.error, t('split.failed')));
  };

  return (
    <form
      className={split.form}
      aria-label={t('split.start')}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <label className={split.field}>
        {t('split.count')}
        <select
          className={split.input}
          value={rows.length}
          onChange={(event) => setRows((current) => rowsFor(current, Number(event.target.value), balance))}
        >
          {Array.from({ length: most - SPLIT_MIN_SHARES + 1 }, (_, i) => i + SPLIT_MIN_SHARES).map((count) => (
            <option key={count} value={count}>
              {count}
            </option>
          ))}
        </select>
      </label>
      {rows.map((row, i) => (
        <fieldset key={i} className={split.share} data-testid="split-share">
          <legend>{t('split.coHost', { number: i + 1 })}</legend>
          <label className={split.field}>
            {t('split.name')}
            <input
              className={split.input}
              value={row.name}
              maxLength={60}
              autoComplete="off"
              onChange={(e) => change(i, { name: e.target.value })}
            />
          </label>
          <label className={split.field}>
            {t('split.mobile')}
            <input
              className={split.input}
              value={row.phone}
              inputMode="numeric"
              autoComplete="off"
              placeholder={row.keep ? t('split.sameAs', { masked: row.keep.masked }) : undefined}
              onChange={(e) => change(i, { phone: mobileNumberInput(e.target.value) })}
            />
          </label>
          <label className={split.field}>
            {t('split.amount')}
            <input
              className={split.input}
              value={row.amount}
              inputMode="numeric"
              onChange={(e) => change(i, { amount: e.target.value.replace(/\D/g, '').slice(0, 7) })}
            />
          </label>
        </fieldset>
      ))}
      <p className={split.sum} data-testid="split-sum">
        {t('split.total', { sum: formatRupees(sum), balance: formatRupees(balance) })}
      </p>
      {problem && (
        <p className={split.problem} data-testid="split-problem">
          {problem}
        </p>
      )}
      <div className={styles.actions}>
        <button type="button" className={styles.secondary} onClick={() => setRows((current) => rowsFor(current, current.length, balance))}>
          {t('split.equally')}
        </button>
        <button type="submit" className={styles.primary} disabled={isLoading || problem !== null || incomplete}>
          {isLoading ? t('split.sending') : t('split.send')}
        </button>
        <button type="button" className={styles.secondary} onClick={onDone}>
          {t('split.close')}
        </button>
      </div>
      {error && (
        <p role="alert" className={styles.alert}>
          {error}
        </p>
      )}
    </form>
  );
}
