import { useState } from 'react';
import { failedWith, failureText } from '../../services/errors';
import { useSandboxActionMutation, useSandboxAttemptQuery, type SandboxActionName } from '../../store/paymentsApi';
import QueryFallback from '../common/QueryFallback';
import Fact from './Fact';
import MyOrdersLink from './MyOrdersLink';
import PayFrame from './PayFrame';
import styles from './payments.module.css';
import { formatPaise } from './payText';

/** The sandbox page's h1: what it is, unmistakably (also its server-rendered heading). */
export const SANDBOX_HEADING = 'Sandbox test payment — no real money moves';

/** The three outcomes a tester can choose, with their buttons. */
const ACTIONS: readonly { action: SandboxActionName; label: string; busy: string }[] = [
  { action: 'pay', label: 'Pay', busy: 'Paying…' },
  { action: 'fail', label: 'Fail', busy: 'Failing…' },
  { action: 'pending', label: 'Leave pending', busy: 'Leaving pending…' },
];

/** How a finished attempt reads. */
const FINISHED: Record<string, string> = {
  captured: 'This test payment is already paid.',
  failed: 'This test payment has already failed.',
};

/**
 * /pay/sandbox/{attemptId}: our own test gateway's hosted page (PAYMENT_PROVIDER=sandbox). It
 * shows the order number and amount and lets the tester pay, fail or leave the payment pending; the
 * gateway then sends the browser back to the site as a real gateway would (a full navigation).
 */
export default function SandboxPayScreen({ attemptId }: { attemptId: string }) {
  const query = useSandboxAttemptQuery(attemptId);
  const [act, { isLoading, error }] = useSandboxActionMutation();
  const [chosen, setChosen] = useState<SandboxActionName | null>(null);

  const choose = async (action: SandboxActionName) => {
    setChosen(action);
    const result = await act({ attemptId, action });
    if ('data' in result && result.data) window.location.assign(result.data.returnUrl);
    else setChosen(null);
  };

  if (!query.data) {
    return (
      <PayFrame heading={SANDBOX_HEADING}>
        {failedWith(query.error, 400, 404) ? (
          <p className={styles.lead}>This test payment was not found. The sandbox gateway only runs where payments are in test mode.</p>
        ) : (
          <QueryFallback query={query} loading="Loading…" failure="Could not load this test payment. Please try again." />
        )}
      </PayFrame>
    );
  }
  const attempt = query.data;
  const finished = FINISHED[attempt.status];
  return (
    <PayFrame heading={SANDBOX_HEADING}>
      <p className={styles.testLabel}>TEST MODE</p>
      <p className={styles.paragraph}>
        This page stands in for a payment gateway while the site runs without one. Choose what the gateway should report.
      </p>
      <dl className={`${styles.facts} ${styles.box}`}>
        <Fact label="Order number" className={styles.orderNumber} data-testid="sandbox-order-number">
          {attempt.orderNumber}
        </Fact>
        <Fact label="Amount" data-testid="sandbox-amount">
          {formatPaise(attempt.amountPaise)}
        </Fact>
      </dl>
      {finished ? (
        <div className={styles.actions}>
          <p className={styles.paragraph}>{finished}</p>
          <MyOrdersLink />
        </div>
      ) : (
        <div className={styles.actions} role="group" aria-label="Test outcome">
          {ACTIONS.map(({ action, label, busy }) => (
            <button
              key={action}
              type="button"
              className={action === 'pay' ? styles.primary : styles.secondary}
              disabled={isLoading || chosen !== null}
              onClick={() => void choose(action)}
            >
              {chosen === action ? busy : label}
            </button>
          ))}
        </div>
      )}
      {error && (
        <p role="alert" className={styles.alert} style={{ marginTop: 16 }}>
          {failureText(error, 'The sandbox gateway did not answer. Please try again.')}
        </p>
      )}
    </PayFrame>
  );
}
