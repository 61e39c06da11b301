import { useRouter } from 'next/router';
import { useState } from 'react';
import { GatewayOpenError, openGateway } from '../../client/gateway';
import type { SharePublic } from '../../lib/contracts/split';
import { formatRupees } from '../../lib/format';
import { shareResultPath } from '../../lib/routes';
import { useSharePayMutation } from '../../store/splitApi';
import { useFailureText } from '../common/useFailureText';
import { useLocale, useT } from '../i18n/I18nProvider';
import PayAction from './PayAction';
import PayFrame from './PayFrame';
import styles from './payments.module.css';
import ShareFacts from './ShareFacts';
import { rememberShareLink } from './shareLinkMemory';
import ShareReceipt from './ShareReceipt';
import { SHARE_HEADING_KEY, shareStateText } from './shareText';

/**
 * /pay/share/{token}: a co-host's share of a host's booking, rendered on the server with what it is
 * for (the service, its date, the host's first name, the share), and "Pay ₹X", which opens the share's payment on
 * the site's gateway (no login: the link is the secret). A share that cannot be paid says why. In the page's language.
 */
export default function SharePayScreen({ token, share }: { token: string; share: SharePublic }) {
  const router = useRouter();
  const [pay, { isLoading }] = useSharePayMutation();
  const [leaving, setLeaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const t = useT('payments');
  const english = useLocale() === 'en';
  const describeFailure = useFailureText();
  const fallback = t('share.failed');
  const state = shareStateText(share, t);

  const start = async () => {
    setError(null);
    const result = await pay({ token });
    if (!('data' in result) || !result.data) {
      setError(describeFailure(result.error, fallback));
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
      // the gateway's message is English: a Hindi page says it in its own words
      setError(failure instanceof GatewayOpenError && english ? failure.message : fallback);
    }
  };

  return (
    <PayFrame heading={t(SHARE_HEADING_KEY)}>
      <p className={styles.lead} data-testid="share-lead">
        {t('share.lead', { host: share.hostFirstName })}
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
          label={t('pay.advance', { amount: formatRupees(share.amount) })}
          busy={isLoading || leaving}
          error={error}
          onPay={() => void start()}
          testId="share-pay"
        />
      )}
    </PayFrame>
  );
}
