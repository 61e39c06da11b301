import RouterLink from '../common/RouterLink';
import { useRouter } from 'next/router';
import Badge from '@mui/material/Badge';
import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import Paper from '@mui/material/Paper';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import CelebrationIcon from '@mui/icons-material/Celebration';
import StorefrontIcon from '@mui/icons-material/Storefront';
import { ROUTES } from '../../lib/routes';
import { BOTTOM_NAV_HEIGHT } from './bottomNavHeight';
import { useTotalUnread } from './useTotalUnread';
import MuiProvider from '../common/MuiProvider';

const TABS = [
  { label: 'Invites', href: ROUTES.wonderland, section: 'wonderland', icon: <CelebrationIcon /> },
  { label: 'Services', href: ROUTES.services, section: 'services', icon: <StorefrontIcon /> },
  { label: 'Account', href: ROUTES.accounts, section: 'accounts', icon: <AccountCircleIcon /> },
] as const;

/**
 * Spec 2: the bottom navigation of the invite-app pages (Invites, Services, Account), with the unread chat count on
 * the Invites tab (issue 23: "99+" above 99; the chat lives with the invites).
 */
export default function BottomNav() {
  const router = useRouter();
  const unread = useTotalUnread();
  const section = router.pathname.split('/')[1] ?? '';
  const current = TABS.findIndex(
    (tab) => tab.section === section || (tab.section === 'wonderland' && (section === 'templates' || section === 'chat')),
  );
  return (
    <MuiProvider>
      <Paper component="nav" aria-label="App" elevation={8} sx={{ position: 'fixed', left: 0, right: 0, bottom: 0, zIndex: 'appBar' }}>
        <BottomNavigation showLabels value={current === -1 ? false : current} sx={{ height: BOTTOM_NAV_HEIGHT }}>
          {TABS.map((tab) => (
            <BottomNavigationAction
              key={tab.href}
              component={RouterLink}
              href={tab.href}
              label={tab.label}
              aria-label={tab.section === 'wonderland' && unread > 0 ? `${tab.label}, ${unread} unread messages` : tab.label}
              icon={
                tab.section === 'wonderland' ? (
                  <Badge badgeContent={unread} color="primary" max={99} data-testid="unread-badge">
                    {tab.icon}
                  </Badge>
                ) : (
                  tab.icon
                )
              }
            />
          ))}
        </BottomNavigation>
      </Paper>
    </MuiProvider>
  );
}
