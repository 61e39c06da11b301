import { useEffect, useRef } from 'react';
import type { PaymentProof } from '../../lib/routes';
import { failedWith } from '../../services/errors';
import { useShareStatusCheckMutation } from '../../store/splitApi';
import LoadingText from '../common/LoadingText';
import { useFailureText } from '../common/useFailureText';
import { useT } from '../i18n/I18nProvider';
import PayFrame from './PayFrame';
import styles from './payments.module.css';
import ShareFacts from './ShareFacts';
import ShareReceiptLink from './ShareReceiptLink';
import { SHARE_HEADING_KEY, shareStateText } from './shareText';

/** The `payments` message of the h1 while the server checks the payment with the gateway ("Checking your payment…"). */
export const SHARE_CHECKING_HEADING_KEY = 'share.checkingHeading';

/**
 * /pay/share/result?attempt=…: where the gateway sends a co-host back. The server checks the
 * payment with the gateway (the proof, when there is one, is verified there) and says whether the share is paid;
 * a payment still with the bank can be checked again. In the page's language.
 */
export default function ShareResultScreen({ attemptId, proof }: { attemptId: string; proof: PaymentProof }) {
  const [check, { data, error, isLoading }] = useShareStatusCheckMutation();
  const asked = useRef(false);
  const t = useT('payments');
  const describeFailure = useFailureText();

  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    void check({ attemptId, ...proof });
  }, [attemptId, proof, check]);

  if (!data) {
    return (
      <PayFrame heading={error ? t('share.notFoundHeading') : t(SHARE_CHECKING_HEADING_KEY)}>
        {error ? (
          <p className={styles.paragraph} role="alert">
            {failedWith(error, 400, 404) ? t('share.notFound') : describeFailure(error, t('share.checkFailed'))}
          </p>
        ) : (
          <LoadingText text={t('share.checkingBank')} />
        )}
      </PayFrame>
    );
  }
  const paid = data.status === 'paid';
  const state = shareStateText(data, t) ?? t('share.notThrough');
  return (
    <PayFrame heading={paid ? t('share.thanks') : t(SHARE_HEADING_KEY)}>
      <ShareFacts share={data} />
      <p className={paid ? styles.success : styles.paragraph} role="status" data-testid="share-state">
        {state}
      </p>
      {paid && <ShareReceiptLink attemptId={attemptId} />}
      {!paid && data.confirming && (
        <button type="button" className={styles.secondary} disabled={isLoading} onClick={() => void check({ attemptId })}>
          {t('share.checkAgain')}
        </button>
      )}
    </PayFrame>
  );
}
