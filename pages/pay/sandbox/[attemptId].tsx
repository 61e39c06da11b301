import { useRouter } from 'next/router';
import Seo from '../../../components/common/Seo';
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
  const raw = router.query.attemptId;
  const attemptId = Array.isArray(raw) ? raw[0] : raw;
  return (
    <>
      <Seo
        title="Sandbox test payment"
        description="The sandbox payment gateway's test page: no real money moves."
        path={ROUTES.paySandbox}
        noindex
      />
      <PayPageGate heading={SANDBOX_HEADING} ready={router.isReady}>
        {attemptId && <SandboxPayScreen key={attemptId} attemptId={attemptId} />}
      </PayPageGate>
    </>
  );
}

SandboxPayPage.usesMui = false;
SandboxPayPage.usesStore = true;

export const getServerSideProps = serverMessages();
