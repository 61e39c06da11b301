import { useRouter } from 'next/router';
import { useId, useRef, useState, type FormEvent } from 'react';
import { openGateway } from '../../client/gateway';
import type { OrderTip } from '../../lib/contracts/tips';
import { formatRupees } from '../../lib/format';
import { receiptPath } from '../../lib/routes';
import { TIP_MAX_RUPEES, TIP_MIN_RUPEES, TIP_PRESETS, tipAmountProblem } from '../../lib/tips';
import { failureText } from '../../services/errors';
import { newIdempotencyKey } from '../../store/drafts';
import { useOrderTipMutation } from '../../store/ordersApi';
import form from '../common/bookingForm.module.css';
import RouterLink from '../common/RouterLink';
import ui from '../common/ui.module.css';
import styles from './OrderDetails.module.css';

/** Props of `TipBox`. */
export interface TipBoxProps {
  orderId: string;
  /** The order details' tip view (server/orders/tipView.ts). */
  tip: OrderTip;
}

/**
 * "Add a tip for Ravi" on a completed order's page: ₹50, ₹100, ₹200 in one tap or a custom amount (whole rupees,
 * lib/tips bounds), paid online on the existing gateways (the result page confirms it). Once the tip's capture is
 * verified: "Thank you! ₹100 tip sent to Ravi." with its receipt. A tip is passed in full to the provider.
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

  if (tip.paid) {
    return (
      <section className={styles.section} aria-labelledby={`${id}-heading`} data-testid="order-tip">
        <h2 id={`${id}-heading`} className={styles.sectionHeading}>
          Tip
        </h2>
        <p className={styles.paragraph} role="status" data-testid="tip-thanks">
          Thank you! {formatRupees(tip.paid.amount)} tip sent to {tip.providerFirstName}.{' '}
          <RouterLink href={receiptPath(tip.paid.paymentId)}>Receipt</RouterLink>
        </p>
      </section>
    );
  }
  if (!tip.canTip) return null;

  const amount = custom.trim() === '' ? preset : Number(custom);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = amount === null || Number.isNaN(amount) ? 'Choose or enter a tip' : tipAmountProblem(amount);
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
        setFailure(error instanceof Error ? error.message : 'Could not open the payment page.');
      }
      return;
    }
    setFailure(failureText(result.error, 'Could not start the tip. Please try again in a moment.'));
  };

  return (
    <section className={styles.section} aria-labelledby={`${id}-heading`} data-testid="order-tip">
      <h2 id={`${id}-heading`} className={styles.sectionHeading}>
        Add a tip for {tip.providerFirstName}
      </h2>
      <p className={`${styles.paragraph} ${styles.muted}`}>Your tip goes in full to {tip.providerFirstName}. Paid online.</p>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <div className={form.slots} role="group" aria-label="Tip amount">
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
            Other amount (₹{TIP_MIN_RUPEES} to ₹{TIP_MAX_RUPEES.toLocaleString('en-IN')})
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
          {isLoading ? 'Opening payment…' : amount && !Number.isNaN(amount) ? `Tip ${formatRupees(amount)}` : 'Add tip'}
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
