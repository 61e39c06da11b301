import { useEffect, useRef } from 'react';
import type { PaymentProof } from '../../lib/routes';
import { failedWith, failureText } from '../../services/errors';
import { useShareStatusCheckMutation } from '../../store/splitApi';
import LoadingText from '../common/LoadingText';
import PayFrame from './PayFrame';
import styles from './payments.module.css';
import ShareFacts from './ShareFacts';
import ShareReceiptLink from './ShareReceiptLink';
import { SHARE_HEADING, shareStateText } from './shareText';

/** The h1 while the server checks the payment with the gateway. */
export const SHARE_CHECKING_HEADING = 'Checking your payment…';

/**
 * /pay/share/result?attempt=…: where the gateway sends a co-host back. The server checks the
 * payment with the gateway (the proof, when there is one, is verified there) and says whether the share is paid;
 * a payment still with the bank can be checked again.
 */
export default function ShareResultScreen({ attemptId, proof }: { attemptId: string; proof: PaymentProof }) {
  const [check, { data, error, isLoading }] = useShareStatusCheckMutation();
  const asked = useRef(false);

  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    void check({ attemptId, ...proof });
  }, [attemptId, proof, check]);

  if (!data) {
    return (
      <PayFrame heading={error ? 'Payment not found' : SHARE_CHECKING_HEADING}>
        {error ? (
          <p className={styles.paragraph} role="alert">
            {failedWith(error, 400, 404)
              ? 'This payment could not be found or verified. Open your payment link again to see where your share stands.'
              : failureText(error, 'Could not check the payment. Please try again in a moment.')}
          </p>
        ) : (
          <LoadingText text="Checking with the bank…" />
        )}
      </PayFrame>
    );
  }
  const paid = data.status === 'paid';
  const state = shareStateText(data) ?? 'The payment did not go through. Open your payment link again to retry.';
  return (
    <PayFrame heading={paid ? 'Thank you!' : SHARE_HEADING}>
      <ShareFacts share={data} />
      <p className={paid ? styles.success : styles.paragraph} role="status" data-testid="share-state">
        {state}
      </p>
      {paid && <ShareReceiptLink attemptId={attemptId} />}
      {!paid && data.confirming && (
        <button type="button" className={styles.secondary} disabled={isLoading} onClick={() => void check({ attemptId })}>
          Check again
        </button>
      )}
    </PayFrame>
  );
}
