import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useRouter } from 'next/router';
import { useState, type ReactNode } from 'react';
import Link from '../common/Link';
import PartnerHead from './PartnerHead';
import { partnerRequest } from './partnerApi';

/** Props of `PartnerShell`: the signed-in provider's first name, the page title and its content. */
export interface PartnerShellProps {
  firstName: string;
  title: string;
  children?: ReactNode;
}

/**
 * The frame of every signed-in partner page (issue 22 "Partner app", mobile first): a compact header with the
 * app's name (a link to the job list), the provider's first name and Sign out; the page's content below.
 */
export default function PartnerShell({ firstName, title, children }: PartnerShellProps) {
  const router = useRouter();
  const [signingOut, setSigningOut] = useState(false);
  const signOut = async () => {
    setSigningOut(true);
    await partnerRequest('/api/partner/auth/logout', { method: 'POST' });
    await router.replace('/partner/login');
  };
  return (
    <>
      <PartnerHead title={title} />
      <AppBar position="sticky" color="primary" elevation={1}>
        <Toolbar sx={{ gap: 1, minHeight: 56 }}>
          <Link href="/partner" color="inherit" underline="none" sx={{ fontWeight: 700, fontSize: '1.1rem', flex: 1 }}>
            Partner
          </Link>
          <Typography data-testid="partner-name" sx={{ fontSize: '0.95rem' }}>
            {firstName}
          </Typography>
          <Button color="inherit" size="small" onClick={signOut} disabled={signingOut}>
            Sign out
          </Button>
        </Toolbar>
      </AppBar>
      <Container component="main" maxWidth="sm" sx={{ py: 2, px: 2 }}>
        <Box sx={{ display: 'grid', gap: 2 }}>{children}</Box>
      </Container>
    </>
  );
}
