import RouterLink from '../common/RouterLink';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import CloseIcon from '@mui/icons-material/Close';
import { DRAWER_LINKS } from '../../lib/navigation';
import Logo from './Logo';
import MuiProvider from '../common/MuiProvider';
import { useT } from '../i18n/I18nProvider';
import { useLanguageSwitch } from '../i18n/LanguageSwitch';

/** Props of the mobile drawer. */
export interface MobileDrawerProps {
  open: boolean;
  onClose: () => void;
  isLoggedIn: boolean;
  onLogin: () => void;
  onLogout: () => void;
}

/**
 * Spec 2: the mobile drawer (Home, My Order ... Contact Us, then Login/Logout, then the other language); every link, the logo included, closes it. MUI's Drawer traps focus
 * and closes on Escape. Loaded lazily on first open.
 */
export default function MobileDrawer({ open, onClose, isLoggedIn, onLogin, onLogout }: MobileDrawerProps) {
  const t = useT('common');
  const language = useLanguageSwitch(onClose);
  return (
    <MuiProvider>
      <Drawer anchor="left" open={open} onClose={onClose} slotProps={{ paper: { 'aria-label': t('drawer.label'), sx: { width: 280 } } }}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', p: 2 }}>
          {/* going home from the drawer closes it */}
          <Logo onClick={onClose} />
          <IconButton aria-label={t('drawer.close')} onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </Box>
        <Box component="nav" aria-label={t('drawer.nav')}>
          <List>
            {DRAWER_LINKS.map((link) => (
              <ListItemButton key={link.href} component={RouterLink} href={link.href} onClick={onClose}>
                <ListItemText primary={t(link.key)} />
              </ListItemButton>
            ))}
            <ListItemButton
              onClick={() => {
                onClose();
                if (isLoggedIn) onLogout();
                else onLogin();
              }}
            >
              <ListItemText primary={isLoggedIn ? t('header.logout') : t('header.login')} />
            </ListItemButton>
            <ListItemButton component={RouterLink} {...language.link}>
              <ListItemText primary={language.name} />
            </ListItemButton>
          </List>
        </Box>
      </Drawer>
    </MuiProvider>
  );
}
