import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import { ROUTES } from '../../lib/routes';
import RouterLink from '../common/RouterLink';
import { REFUNDS_SECTION_ID } from './AccountRefunds';

/** Where each link of the account goes: Refunds is the list of every refund further down /accounts. */
export const ACCOUNT_LINKS = [
  { label: 'My Orders', href: ROUTES.orderList, hint: 'Bookings, payments and invoices' },
  { label: 'My Invites', href: ROUTES.wonderland, hint: 'Your event invites and guests' },
  { label: 'Refunds', href: `${ROUTES.accounts}#${REFUNDS_SECTION_ID}`, hint: 'Amount, status and bank reference of each refund' },
  { label: 'Help', href: ROUTES.contactUs, hint: 'Call, WhatsApp or write to us' },
] as const;

/** The account's links to My Orders, My Invites, Refunds and Help. */
export default function AccountLinks() {
  return (
    <Paper variant="outlined" component="nav" aria-label="Your account" sx={{ mt: 3 }}>
      <List disablePadding>
        {ACCOUNT_LINKS.map((link) => (
          <ListItemButton key={link.label} component={RouterLink} href={link.href} divider>
            <ListItemText primary={link.label} secondary={link.hint} />
          </ListItemButton>
        ))}
      </List>
    </Paper>
  );
}
