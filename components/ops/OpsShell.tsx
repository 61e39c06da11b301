import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import Head from 'next/head';
import { useRouter } from 'next/router';
import { useState, type ReactNode } from 'react';
import type { OpsPageProps, StaffRole } from '../../lib/contracts/ops';
import Link from '../common/Link';
import ConsoleStoreProvider from '../../store/console/ConsoleStoreProvider';
import { useOpsLogoutMutation } from '../../store/console/opsApi';

/** The console's sections and who sees them in the menu (the server checks the role of every page and route). */
const NAV: { href: string; label: string; roles: readonly StaffRole[] }[] = [
  { href: '/ops', label: 'Today', roles: ['admin', 'operations', 'support'] },
  { href: '/ops/orders', label: 'Orders', roles: ['admin', 'operations', 'support'] },
  { href: '/ops/dispatch', label: 'Dispatch', roles: ['admin', 'operations', 'support'] },
  { href: '/ops/providers', label: 'Providers', roles: ['admin', 'operations', 'support'] },
  // support reads enquiries and the outbox (phones masked); admins and operations change them
  { href: '/ops/enquiries', label: 'Enquiries', roles: ['admin', 'operations', 'support'] },
  { href: '/ops/reviews', label: 'Reviews', roles: ['admin', 'operations', 'support'] },
  { href: '/ops/chat', label: 'Support chat', roles: ['admin', 'operations', 'support'] },
  { href: '/ops/messages', label: 'Messages', roles: ['admin', 'operations', 'support'] },
  // finance: collections, refunds, balances, tax and payouts (server/auth/withStaff FINANCE_ROLES)
  { href: '/ops/finance', label: 'Finance', roles: ['admin', 'finance'] },
  { href: '/ops/audit', label: 'Audit log', roles: ['admin', 'operations', 'finance'] },
  { href: '/ops/staff', label: 'Staff', roles: ['admin'] },
];

/** The message of a console page the signed-in role may not open (answered with HTTP 403). */
export const OPS_FORBIDDEN_TEXT = 'You do not have access to this page.';

/**
 * The frame of every console page: not indexed, a header with the sections, the signed-in staff
 * member's name and role, and Sign out; the page's content, or the 403 message when `forbidden`. `wide` pages (the
 * orders board's twelve columns) take the window's width instead of a 1200 px column. The page's screens get the
 * console's store (store/console) from here.
 */
export default function OpsShell(props: OpsPageProps & { title: string; wide?: boolean; children?: ReactNode }) {
  return (
    <ConsoleStoreProvider>
      <OpsFrame {...props} />
    </ConsoleStoreProvider>
  );
}

/** The frame itself, inside the console's store (OpsShell). */
function OpsFrame({
  staff,
  forbidden,
  title,
  wide = false,
  children,
}: OpsPageProps & { title: string; wide?: boolean; children?: ReactNode }) {
  const router = useRouter();
  const [signingOut, setSigningOut] = useState(false);
  const [logout] = useOpsLogoutMutation();
  const signOut = async () => {
    setSigningOut(true);
    await logout();
    await router.replace('/ops/login');
  };
  return (
    <>
      <Head>
        <title>{`${forbidden ? 'Forbidden' : title} | Operations`}</title>
        <meta name="robots" content="noindex, nofollow" />
      </Head>
      <AppBar position="static" color="default" elevation={1}>
        <Toolbar sx={{ gap: 2, flexWrap: 'wrap' }}>
          <Typography component="span" variant="h6" sx={{ fontWeight: 700 }}>
            Operations
          </Typography>
          <Box component="nav" aria-label="Console" sx={{ display: 'flex', gap: 2, flex: 1 }}>
            {NAV.filter((item) => item.roles.includes(staff.role)).map((item) => (
              <Link key={item.href} href={item.href} underline="hover">
                {item.label}
              </Link>
            ))}
          </Box>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography data-testid="ops-staff-name">{staff.name}</Typography>
            <Typography variant="body2" color="text.secondary">
              ({staff.role})
            </Typography>
            <Button variant="outlined" size="small" onClick={signOut} disabled={signingOut}>
              Sign out
            </Button>
          </Stack>
        </Toolbar>
      </AppBar>
      <Container component="main" maxWidth={wide ? false : 'lg'} sx={{ py: 3 }}>
        {forbidden ? (
          <>
            <Typography variant="h4" component="h1" gutterBottom>
              403
            </Typography>
            <Typography>{OPS_FORBIDDEN_TEXT}</Typography>
          </>
        ) : (
          <>
            <Typography variant="h4" component="h1" gutterBottom>
              {title}
            </Typography>
            {children}
          </>
        )}
      </Container>
    </>
  );
}
