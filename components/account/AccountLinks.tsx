import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import { ROUTES } from '../../lib/routes';
import RouterLink from '../common/RouterLink';
import { useT } from '../i18n/I18nProvider';
import { REFUNDS_SECTION_ID } from './AccountRefunds';

/**
 * Where each link of the account goes: Refunds is the list of every refund further down /accounts. `label` and `hint`
 * are the English texts; the page shows the `account` messages `links.{key}` and `links.{key}Hint`.
 */
export const ACCOUNT_LINKS = [
  { key: 'orders', label: 'My Orders', href: ROUTES.orderList, hint: 'Bookings, payments and invoices' },
  { key: 'invites', label: 'My Invites', href: ROUTES.wonderland, hint: 'Your event invites and guests' },
  {
    key: 'refunds',
    label: 'Refunds',
    href: `${ROUTES.accounts}#${REFUNDS_SECTION_ID}`,
    hint: 'Amount, status and bank reference of each refund',
  },
  { key: 'help', label: 'Help', href: ROUTES.contactUs, hint: 'Call, WhatsApp or write to us' },
] as const;

/** The account's links to My Orders, My Invites, Refunds and Help, in the page's language (`account` domain). */
export default function AccountLinks() {
  const t = useT('account');
  return (
    <Paper variant="outlined" component="nav" aria-label={t('links.nav')} sx={{ mt: 3 }}>
      <List disablePadding>
        {ACCOUNT_LINKS.map((link) => (
          <ListItemButton key={link.key} component={RouterLink} href={link.href} divider>
            <ListItemText primary={t(`links.${link.key}`)} secondary={t(`links.${link.key}Hint`)} />
          </ListItemButton>
        ))}
      </List>
    </Paper>
  );
}
