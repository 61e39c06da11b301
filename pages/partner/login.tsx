import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import PartnerHead from '../../components/partner/PartnerHead';
import PartnerLoginForm from '../../components/partner/PartnerLoginForm';
import { useT } from '../../components/i18n/I18nProvider';
import type { AppPage } from '../../lib/pageTypes';
import { withDatabaseOutagePage } from '../../server/http/ssr';
import { localized } from '../../server/i18n/pageMessages';

/** /partner/login: providers sign in with their mobile number and a code by SMS. Not indexed. */
const PartnerLoginPage: AppPage = () => {
  const t = useT('partner');
  return (
    <>
      <PartnerHead title={t('login.pageTitle')} />
      <Container component="main" maxWidth="sm" sx={{ py: 4, px: 2 }}>
        <Typography variant="h4" component="h1" gutterBottom>
          {t('login.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t('login.intro')}
        </Typography>
        <PartnerLoginForm />
      </Container>
    </>
  );
};

PartnerLoginPage.ownLayout = true;
export default PartnerLoginPage;

/** Signed in already: straight to the page asked for (server/providers/pageProps partnerLoginPageProps). */
const pageGetServerSideProps = withDatabaseOutagePage<Record<string, never>>(async (context) => {
  const { partnerLoginPageProps } = await import('../../server/providers/pageProps');
  return partnerLoginPageProps(context);
});

// the partner app in the page's language: /hi/partner/... is Hindi
export const getServerSideProps = localized(['partner'], pageGetServerSideProps);
