import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import Head from 'next/head';
import OpsLoginForm from '../../components/ops/OpsLoginForm';
import type { AppPage } from '../../lib/pageTypes';
import { withDatabaseOutagePage } from '../../server/http/ssr';

/** /ops/login: staff sign in with their mobile number and a code by SMS. Not indexed. */
const OpsLoginPage: AppPage = () => (
  <>
    <Head>
      <title>Sign in | Operations</title>
      <meta name="robots" content="noindex, nofollow" />
    </Head>
    <Container component="main" maxWidth="sm" sx={{ py: 6 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Operations sign in
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        For our team only. Enter your mobile number to get a code by SMS.
      </Typography>
      <OpsLoginForm />
    </Container>
  </>
);

OpsLoginPage.ownLayout = true;
export default OpsLoginPage;

/** Signed in already: straight to the page asked for (server/ops/pageProps opsLoginPageProps). */
export const getServerSideProps = withDatabaseOutagePage<Record<string, never>>(async (context) => {
  const { opsLoginPageProps } = await import('../../server/ops/pageProps');
  return opsLoginPageProps(context);
});
