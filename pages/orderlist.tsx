import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ButtonLink from '../components/common/ButtonLink';
import LoginPrompt from '../components/auth/LoginPrompt';
import { useIsLoggedIn } from '../components/auth/useIsLoggedIn';
import Seo from '../components/common/Seo';
import { ROUTES } from '../lib/routes';

/** /orderlist: the customer's orders; a login prompt when logged out. */
export default function OrderListPage() {
  const isLoggedIn = useIsLoggedIn();
  return (
    <>
      <Seo
        title="My Orders"
        description="Your chef, decoration and other party bookings with their date, status and bill."
        path={ROUTES.orderList}
        noindex
      />
      <Container maxWidth="md" sx={{ py: 4 }}>
        <Typography variant="h1" sx={{ mb: 3 }}>
          My Orders
        </Typography>
        {isLoggedIn ? (
          <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }} data-testid="orders-empty">
            <Typography sx={{ mb: 2 }}>You have no orders yet.</Typography>
            <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'center', flexWrap: 'wrap' }}>
              <ButtonLink href={ROUTES.chef}>Book a Chef</ButtonLink>
              <ButtonLink href={ROUTES.decoration} variant="outlined">
                Balloon Decoration
              </ButtonLink>
            </Box>
          </Paper>
        ) : (
          <LoginPrompt text="Log in with your mobile number to see your orders." />
        )}
      </Container>
    </>
  );
}
