import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import AccountDetails from '../components/account/AccountDetails';
import Seo from '../components/common/Seo';
import { useT } from '../components/i18n/I18nProvider';
import { ROUTES } from '../lib/routes';
import { staticMessages } from '../server/i18n/pageMessages';

/**
 * /accounts: the customer's photo, name, number, saved addresses and links; a login prompt when logged
 * out. The spec's `?userid=` of old links is accepted and ignored: the account shown is always the session's.
 * Texts: the `account` domain; the city picker's Hindi city names: `cityNames`.
 */
export default function AccountsPage() {
  const t = useT('account');
  return (
    <>
      <Seo title={t('page.title')} description={t('page.description')} path={ROUTES.accounts} noindex />
      <Container maxWidth="sm" sx={{ py: 4 }}>
        <Typography variant="h1" sx={{ mb: 3 }}>
          {t('page.title')}
        </Typography>
        <AccountDetails />
      </Container>
    </>
  );
}

AccountsPage.usesStore = true;

export const getStaticProps = staticMessages(['account', 'cityNames']);
