import { useRouter } from 'next/router';
import { useState } from 'react';
import { GatewayOpenError, openGateway } from '../../client/gateway';
import type { SharePublic } from '../../lib/contracts/split';
import { formatRupees } from '../../lib/format';
import { shareResultPath } from '../../lib/routes';
import { failureText } from '../../services/errors';
import { useSharePayMutation } from '../../store/splitApi';
import PayAction from './PayAction';
import PayFrame from './PayFrame';
import styles from './payments.module.css';
import ShareFacts from './ShareFacts';
import { rememberShareLink } from './shareLinkMemory';
import ShareReceipt from './ShareReceipt';
import { SHARE_HEADING, shareStateText } from './shareText';

const FALLBACK = 'Could not start the payment. Please try again in a moment.';

/**
 * /pay/share/{token}: a co-host's share of a host's booking, rendered on the server with what it is
 * for (the service, its date, the host's first name, the share), and "Pay ₹X", which opens the share's payment on
 * the site's gateway (no login: the link is the secret). A share that cannot be paid says why.
 */
export default function SharePayScreen({ token, share }: { token: string; share: SharePublic }) {
  const router = useRouter();
  const [pay, { isLoading }] = useSharePayMutation();
  const [leaving, setLeaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const state = shareStateText(share);

  const start = async () => {
    setError(null);
    const result = await pay({ token });
    if (!('data' in result) || !result.data) {
      setError(failureText(result.error, FALLBACK));
      return;
    }
    const attempt = result.data;
    // the result page the gateway returns to knows only the attempt: it links back here, to the receipt
    rememberShareLink(attempt.attemptId, token);
    setLeaving(true);
    try {
      await openGateway(
        attempt,
        (url) => void router.push(url),
        (proof) => shareResultPath(attempt.attemptId, proof),
      );
    } catch (failure) {
      setLeaving(false);
      setError(failure instanceof GatewayOpenError ? failure.message : FALLBACK);
    }
  };

  return (
    <PayFrame heading={SHARE_HEADING}>
      <p className={styles.lead} data-testid="share-lead">
        {`${share.hostFirstName} has split the balance of their booking and asks you to pay your share.`}
      </p>
      <ShareFacts share={share} />
      {state ? (
        <>
          <p className={styles.paragraph} role="status" data-testid="share-state">
            {state}
          </p>
          <ShareReceipt share={share} />
        </>
      ) : (
        <PayAction
          label={`Pay ${formatRupees(share.amount)}`}
          busy={isLoading || leaving}
          error={error}
          onPay={() => void start()}
          testId="share-pay"
        />
      )}
    </PayFrame>
  );
}
