import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import AccountDetails from '../components/account/AccountDetails';
import Seo from '../components/common/Seo';
import { ROUTES } from '../lib/routes';

/** /accounts: the customer's name and number, with a way to set the name; a login prompt when logged out. */
export default function AccountsPage() {
  return (
    <>
      <Seo
        title="My Account"
        description="Your account: the name and mobile number you book party services with."
        path={ROUTES.accounts}
        noindex
      />
      <Container maxWidth="sm" sx={{ py: 4 }}>
        <Typography variant="h1" sx={{ mb: 3 }}>
          My Account
        </Typography>
        <AccountDetails />
      </Container>
    </>
  );
}

AccountsPage.usesStore = true;
