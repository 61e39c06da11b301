import { useRouter } from 'next/router';
import { useId, useRef, useState, type FormEvent } from 'react';
import { openGateway } from '../../client/gateway';
import type { OrderTip } from '../../lib/contracts/tips';
import { formatRupees } from '../../lib/format';
import { receiptPath } from '../../lib/routes';
import { TIP_MAX_RUPEES, TIP_MIN_RUPEES, TIP_PRESETS } from '../../lib/tips';
import { newIdempotencyKey } from '../../store/drafts';
import { useOrderTipMutation } from '../../store/ordersApi';
import form from '../common/bookingForm.module.css';
import RouterLink from '../common/RouterLink';
import ui from '../common/ui.module.css';
import { useFailureText } from '../common/useFailureText';
import { useLocale, useT, type T } from '../i18n/I18nProvider';
import styles from './OrderDetails.module.css';

/**
 * Why `amount` (rupees) cannot be a tip, in the page's language (`t` of `orders`): lib/tips `tipAmountProblem`'s
 * rules and words; null when it can.
 */
function tipProblem(amount: number, t: T): string | null {
  if (!Number.isInteger(amount)) return t('tip.wholeRupees');
  if (amount < TIP_MIN_RUPEES) return t('tip.smallest', { amount: formatRupees(TIP_MIN_RUPEES) });
  if (amount > TIP_MAX_RUPEES) return t('tip.largest', { amount: formatRupees(TIP_MAX_RUPEES) });
  return null;
}

/** Props of `TipBox`. */
export interface TipBoxProps {
  orderId: string;
  /** The order details' tip view (server/orders/tipView.ts). */
  tip: OrderTip;
}

/**
 * "Add a tip for Ravi" on a completed order's page: ₹50, ₹100, ₹200 in one tap or a custom amount (whole rupees,
 * lib/tips bounds), paid online on the existing gateways (the result page confirms it). Once the tip's capture is
 * verified: "Thank you! ₹100 tip sent to Ravi." with its receipt. A tip is passed in full to the provider. In the page's
 * language.
 */
export default function TipBox({ orderId, tip }: TipBoxProps) {
  const id = useId();
  const router = useRouter();
  const [preset, setPreset] = useState<number | null>(TIP_PRESETS[1] ?? null);
  const [custom, setCustom] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const key = useRef<string | null>(null);
  const [startTip, { isLoading }] = useOrderTipMutation();
  const t = useT('orders');
  const english = useLocale() === 'en';
  const describeFailure = useFailureText();

  if (tip.paid) {
    return (
      <section className={styles.section} aria-labelledby={`${id}-heading`} data-testid="order-tip">
        <h2 id={`${id}-heading`} className={styles.sectionHeading}>
          {t('tip.heading')}
        </h2>
        <p className={styles.paragraph} role="status" data-testid="tip-thanks">
          {t('tip.thanks', { amount: formatRupees(tip.paid.amount), name: tip.providerFirstName })}{' '}
          <RouterLink href={receiptPath(tip.paid.paymentId)}>{t('tip.receipt')}</RouterLink>
        </p>
      </section>
    );
  }
  if (!tip.canTip) return null;

  const amount = custom.trim() === '' ? preset : Number(custom);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = amount === null || Number.isNaN(amount) ? t('tip.choose') : tipProblem(amount, t);
    setProblem(found);
    setFailure(null);
    if (found || amount === null) return;
    // one key per click series: a double click reaches the same attempt
    key.current ??= newIdempotencyKey();
    const result = await startTip({ orderId, amount, idempotencyKey: key.current });
    key.current = null;
    if ('data' in result && result.data) {
      try {
        await openGateway(result.data, (url) => void router.push(url));
      } catch (error) {
        // the gateway's message is English: a Hindi page says it in its own words
        setFailure(error instanceof Error && english ? error.message : t('tip.openFailed'));
      }
      return;
    }
    setFailure(describeFailure(result.error, t('tip.failed')));
  };

  return (
    <section className={styles.section} aria-labelledby={`${id}-heading`} data-testid="order-tip">
      <h2 id={`${id}-heading`} className={styles.sectionHeading}>
        {t('tip.title', { name: tip.providerFirstName })}
      </h2>
      <p className={`${styles.paragraph} ${styles.muted}`}>{t('tip.lead', { name: tip.providerFirstName })}</p>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <div className={form.slots} role="group" aria-label={t('tip.amounts')}>
          {TIP_PRESETS.map((value) => (
            <button
              key={value}
              type="button"
              className={form.slot}
              aria-pressed={custom.trim() === '' && preset === value}
              onClick={() => {
                setPreset(value);
                setCustom('');
                setProblem(null);
              }}
            >
              {formatRupees(value)}
            </button>
          ))}
        </div>
        <div className={form.field}>
          <label className={form.label} htmlFor={`${id}-custom`}>
            {t('tip.other', { min: formatRupees(TIP_MIN_RUPEES), max: formatRupees(TIP_MAX_RUPEES) })}
          </label>
          <input
            id={`${id}-custom`}
            className={form.input}
            inputMode="numeric"
            value={custom}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-problem` : undefined}
            onChange={(event) => {
              setCustom(event.target.value.replace(/[^0-9]/g, ''));
              setProblem(null);
            }}
          />
          {problem && (
            <span id={`${id}-problem`} className={form.error} role="alert">
              {problem}
            </span>
          )}
        </div>
        <button type="submit" className={`${ui.button} ${ui.contained}`} disabled={isLoading} aria-busy={isLoading}>
          {isLoading ? t('tip.opening') : amount && !Number.isNaN(amount) ? t('tip.pay', { amount: formatRupees(amount) }) : t('tip.add')}
        </button>
        {failure && (
          <p role="alert" className={styles.error}>
            {failure}
          </p>
        )}
      </form>
    </section>
  );
}
