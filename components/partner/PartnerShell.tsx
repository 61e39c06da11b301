import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useRouter } from 'next/router';
import { useState, type ReactNode } from 'react';
import { PARTNER_PROFILE } from '../../lib/partner';
import Link from '../common/Link';
import { useT } from '../i18n/I18nProvider';
import LanguageSwitch from '../i18n/LanguageSwitch';
import PartnerHead from './PartnerHead';
import ConsoleStoreProvider from '../../store/console/ConsoleStoreProvider';
import { usePartnerLogoutMutation } from '../../store/console/partnerApi';

/** Props of `PartnerShell`: the signed-in provider's first name and photo, the page title and its content. */
export interface PartnerShellProps {
  firstName: string;
  /** The provider's own photo (GET /api/partner/photo?v=), or null: the initial shows. */
  photoUrl?: string | null;
  title: string;
  children?: ReactNode;
}

/**
 * The frame of every signed-in partner page (mobile first): a compact header with the
 * app's name (a link to the job list), the provider's photo and first name (a link to their profile, where the photo
 * customers see is set), the switch to the other language and Sign out; the page's content below. Texts: the
 * `partner` domain (English, or Hindi under /hi/partner). The page's screens get the app's store
 * (store/console) from here.
 */
export default function PartnerShell(props: PartnerShellProps) {
  return (
    <ConsoleStoreProvider>
      <PartnerFrame {...props} />
    </ConsoleStoreProvider>
  );
}

/** The frame itself, inside the partner app's store (PartnerShell). */
function PartnerFrame({ firstName, photoUrl = null, title, children }: PartnerShellProps) {
  const router = useRouter();
  const t = useT('partner');
  const [signingOut, setSigningOut] = useState(false);
  const [logout] = usePartnerLogoutMutation();
  const signOut = async () => {
    setSigningOut(true);
    await logout();
    await router.replace('/partner/login');
  };
  return (
    <>
      <PartnerHead title={title} />
      <AppBar position="sticky" color="primary" elevation={1}>
        <Toolbar sx={{ gap: 1, minHeight: 56 }}>
          <Link href="/partner" color="inherit" underline="none" sx={{ fontWeight: 700, fontSize: '1.1rem', flex: 1 }}>
            {t('shell.brand')}
          </Link>
          <Link
            href={PARTNER_PROFILE}
            color="inherit"
            underline="none"
            sx={{ display: 'flex', alignItems: 'center', gap: 1 }}
            aria-label={t('shell.myPhoto', { name: firstName })}
          >
            <Box
              component="span"
              sx={{
                width: 28,
                height: 28,
                borderRadius: '50%',
                overflow: 'hidden',
                display: 'grid',
                placeItems: 'center',
                bgcolor: 'secondary.main',
                fontWeight: 700,
                fontSize: '0.85rem',
              }}
            >
              {photoUrl ? (
                // eslint-disable-next-line @next/next/no-img-element -- our own route's small square: not for the image optimiser
                <img src={photoUrl} alt="" width={28} height={28} style={{ objectFit: 'cover', display: 'block' }} />
              ) : (
                <span aria-hidden="true">{firstName.trim().charAt(0).toUpperCase()}</span>
              )}
            </Box>
            <Typography component="span" data-testid="partner-name" sx={{ fontSize: '0.95rem' }}>
              {firstName}
            </Typography>
          </Link>
          {/* the partner app has its own header (ownLayout): its own switch to the other language */}
          <Box component="span" sx={{ '& a': { color: 'inherit', fontSize: '0.95rem' } }}>
            <LanguageSwitch />
          </Box>
          <Button color="inherit" size="small" onClick={signOut} disabled={signingOut}>
            {t('shell.signOut')}
          </Button>
        </Toolbar>
      </AppBar>
      <Container component="main" maxWidth="sm" sx={{ py: 2, px: 2 }}>
        <Box sx={{ display: 'grid', gap: 2 }}>{children}</Box>
      </Container>
    </>
  );
}
