import { useRouter } from 'next/router';
import Seo from '../../../components/common/Seo';
import { useT } from '../../../components/i18n/I18nProvider';
import PayPageGate from '../../../components/payments/PayPageGate';
import SandboxPayScreen, { SANDBOX_HEADING } from '../../../components/payments/SandboxPayScreen';
import { ROUTES } from '../../../lib/routes';
import { serverMessages } from '../../../server/i18n/pageMessages';

/**
 * /pay/sandbox/{attemptId}: the sandbox gateway's hosted test page. Like a gateway's page it
 * needs no login: the attempt id is the secret.
 */
export default function SandboxPayPage() {
  const router = useRouter();
  const t = useT('payments');
  const raw = router.query.attemptId;
  const attemptId = Array.isArray(raw) ? raw[0] : raw;
  return (
    <>
      <Seo title={t('sandbox.title')} description={t('sandbox.description')} path={ROUTES.paySandbox} noindex />
      <PayPageGate heading={t(SANDBOX_HEADING)} ready={router.isReady}>
        {attemptId && <SandboxPayScreen key={attemptId} attemptId={attemptId} />}
      </PayPageGate>
    </>
  );
}

SandboxPayPage.usesMui = false;
SandboxPayPage.usesStore = true;

export const getServerSideProps = serverMessages(['payments']);
