import { useState } from 'react';
import { failedWith, failureText } from '../../services/errors';
import { useSandboxActionMutation, useSandboxAttemptQuery, type SandboxActionName } from '../../store/paymentsApi';
import QueryFallback from '../common/QueryFallback';
import { localizedPath } from '../../lib/i18n/urls';
import { useLocale, useT } from '../i18n/I18nProvider';
import Fact from './Fact';
import MyOrdersLink from './MyOrdersLink';
import PayFrame from './PayFrame';
import styles from './payments.module.css';
import { formatPaise } from './payText';

/** The sandbox page's h1 (a `payments` key): what it is, unmistakably (also its server-rendered heading). */
export const SANDBOX_HEADING = 'sandbox.heading';

/** The three outcomes a tester can choose, with their buttons. */
const ACTIONS: readonly { action: SandboxActionName; label: string; busy: string }[] = [
  { action: 'pay', label: 'sandbox.pay', busy: 'sandbox.paying' },
  { action: 'fail', label: 'sandbox.fail', busy: 'sandbox.failing' },
  { action: 'pending', label: 'sandbox.pending', busy: 'sandbox.leavingPending' },
];

/** How a finished attempt reads. */
const FINISHED: Record<string, string> = {
  captured: 'sandbox.captured',
  failed: 'sandbox.failedAlready',
};

/**
 * /pay/sandbox/{attemptId}: our own test gateway's hosted page (PAYMENT_PROVIDER=sandbox). It
 * shows the order number and amount and lets the tester pay, fail or leave the payment pending; the
 * gateway then sends the browser back to the site as a real gateway would (a full navigation). Texts: the `payments`
 * domain.
 */
export default function SandboxPayScreen({ attemptId }: { attemptId: string }) {
  const t = useT('payments');
  const locale = useLocale();
  const query = useSandboxAttemptQuery(attemptId);
  const [act, { isLoading, error }] = useSandboxActionMutation();
  const [chosen, setChosen] = useState<SandboxActionName | null>(null);

  const choose = async (action: SandboxActionName) => {
    setChosen(action);
    const result = await act({ attemptId, action });
    if ('data' in result && result.data) {
      // back to the result page in the language the payer uses (the server names the English one)
      const back = new URL(result.data.returnUrl, window.location.href);
      window.location.assign(new URL(localizedPath(`${back.pathname}${back.search}`, locale), back.origin).href);
    } else setChosen(null);
  };

  if (!query.data) {
    return (
      <PayFrame heading={t(SANDBOX_HEADING)}>
        {failedWith(query.error, 400, 404) ? (
          <p className={styles.lead}>{t('sandbox.notFound')}</p>
        ) : (
          <QueryFallback query={query} loading={t('loading')} failure={t('sandbox.loadFailed')} />
        )}
      </PayFrame>
    );
  }
  const attempt = query.data;
  const finished = FINISHED[attempt.status];
  return (
    <PayFrame heading={t(SANDBOX_HEADING)}>
      <p className={styles.testLabel}>{t('sandbox.testMode')}</p>
      <p className={styles.paragraph}>{t('sandbox.intro')}</p>
      <dl className={`${styles.facts} ${styles.box}`}>
        <Fact label={t('sandbox.orderNumber')} className={styles.orderNumber} data-testid="sandbox-order-number">
          {attempt.orderNumber}
        </Fact>
        <Fact label={t('sandbox.amount')} data-testid="sandbox-amount">
          {formatPaise(attempt.amountPaise)}
        </Fact>
      </dl>
      {finished ? (
        <div className={styles.actions}>
          <p className={styles.paragraph}>{t(finished)}</p>
          <MyOrdersLink />
        </div>
      ) : (
        <div className={styles.actions} role="group" aria-label={t('sandbox.outcome')}>
          {ACTIONS.map(({ action, label, busy }) => (
            <button
              key={action}
              type="button"
              className={action === 'pay' ? styles.primary : styles.secondary}
              disabled={isLoading || chosen !== null}
              onClick={() => void choose(action)}
            >
              {chosen === action ? t(busy) : t(label)}
            </button>
          ))}
        </div>
      )}
      {error && (
        <p role="alert" className={styles.alert} style={{ marginTop: 16 }}>
          {failureText(error, t('sandbox.noAnswer'))}
        </p>
      )}
    </PayFrame>
  );
}
