import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { GetServerSideProps } from 'next';
import Head from 'next/head';
import OpsLoginForm, { nextConsolePath } from '../../components/ops/OpsLoginForm';
import type { AppPage } from '../../lib/pageTypes';
import { getDb } from '../../server/db/client';
import { staffSessionOf } from '../../server/http/withStaff';

/** /ops/login (issue 22): staff sign in with their mobile number and a code by SMS. Not indexed. */
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

/** Signed in already: straight to the page asked for (or the console's home). Never cached. */
export const getServerSideProps: GetServerSideProps = async (context) => {
  context.res.setHeader('Cache-Control', 'private, no-store');
  context.res.setHeader('X-Robots-Tag', 'noindex, nofollow');
  const { db } = await getDb();
  if (await staffSessionOf(context.req, db)) return { redirect: { destination: nextConsolePath(context.query.next), permanent: false } };
  return { props: {} };
};
