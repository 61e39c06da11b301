import RouterLink from '../common/RouterLink';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { CATEGORY_LINKS } from '../../lib/navigation';
import MuiProvider from '../common/MuiProvider';
import { useT } from '../i18n/I18nProvider';

/** Spec 2: the desktop Categories dropdown. Loaded lazily on first open (Menu is heavy). */
export default function CategoriesMenu({ anchorEl, onClose, id }: { anchorEl: HTMLElement | null; onClose: () => void; id: string }) {
  const t = useT('common');
  return (
    <MuiProvider>
      <Menu id={id} anchorEl={anchorEl} open={Boolean(anchorEl)} onClose={onClose}>
        {CATEGORY_LINKS.map((link) => (
          <MenuItem key={link.href} component={RouterLink} href={link.href} onClick={onClose}>
            {t(link.key)}
          </MenuItem>
        ))}
      </Menu>
    </MuiProvider>
  );
}
