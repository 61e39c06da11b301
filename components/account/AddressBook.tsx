import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { MAX_SAVED_ADDRESSES, type SavedAddress } from '../../lib/contracts/addresses';
import { useAddressEditMutation, useAddressListQuery, useAddressRemoveMutation } from '../../store/userApi';
import { useFailureText } from '../common/useFailureText';
import { useLocale, useT } from '../i18n/I18nProvider';
import AddressDialog from './AddressDialog';

/**
 * One saved address: label, default chip, lines, locality and city (or the unserved notice), and its actions. The
 * label (Home/Work/Other) and the server's notice are English as stored: a Hindi page shows its own words for them.
 */
function AddressCard({ address, onEdit }: { address: SavedAddress; onEdit: () => void }) {
  const t = useT('account');
  const english = useLocale() === 'en';
  const label = t(`address.label.${address.label}`);
  const [remove, removing] = useAddressRemoveMutation();
  const [edit, editing] = useAddressEditMutation();
  const busy = removing.isLoading || editing.isLoading;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="saved-address">
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', mb: 0.5 }}>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {label}
        </Typography>
        {address.isDefault && <Chip size="small" color="primary" label={t('addresses.default')} />}
      </Box>
      <Typography>{address.name}</Typography>
      <Typography>{address.line1}</Typography>
      {address.landmark && <Typography>{address.landmark}</Typography>}
      <Typography>{address.served ? `${address.locality}, ${address.city} ${address.pincode}` : address.pincode}</Typography>
      {address.notice && (
        <Typography color="error" variant="body2">
          {english ? address.notice : t('address.unserved')}
        </Typography>
      )}
      <Box sx={{ display: 'flex', gap: 1, mt: 1, flexWrap: 'wrap' }}>
        <Button size="small" onClick={onEdit} disabled={busy}>
          {t('addresses.edit')}
        </Button>
        {!address.isDefault && (
          <Button size="small" onClick={() => void edit({ _id: address._id, isDefault: true })} disabled={busy}>
            {t('addresses.makeDefault')}
          </Button>
        )}
        <Button
          size="small"
          color="error"
          onClick={() => void remove(address._id)}
          disabled={busy}
          aria-label={t('addresses.removeLabel', { label })}
        >
          {t('addresses.remove')}
        </Button>
      </Box>
    </Paper>
  );
}

/**
 * "Saved addresses" of /accounts: up to 10 addresses, each with edit, make default and remove, and "Add
 * an address" until the book is full. Every checkout offers them; an order keeps its own copy. Texts: the `account`
 * domain.
 */
export default function AddressBook() {
  const t = useT('account');
  const describe = useFailureText();
  const query = useAddressListQuery();
  const [editing, setEditing] = useState<SavedAddress | 'new' | null>(null);
  const list = query.data ?? [];
  return (
    <Box component="section" sx={{ mt: 3 }} aria-labelledby="addresses-title">
      <Typography id="addresses-title" component="h2" variant="h3" sx={{ mb: 1 }}>
        {t('addresses.title')}
      </Typography>
      {query.isError && <Alert severity="error">{describe(query.error, t('addresses.loadFailed'))}</Alert>}
      {query.data && list.length === 0 && <Typography sx={{ mb: 1 }}>{t('addresses.empty')}</Typography>}
      <Box sx={{ display: 'grid', gap: 1.5, mb: 1.5 }}>
        {list.map((address) => (
          <AddressCard key={address._id} address={address} onEdit={() => setEditing(address)} />
        ))}
      </Box>
      {list.length < MAX_SAVED_ADDRESSES ? (
        <Button variant="outlined" onClick={() => setEditing('new')} disabled={!query.data}>
          {t('addresses.add')}
        </Button>
      ) : (
        <Typography variant="body2">{t('addresses.full', { max: MAX_SAVED_ADDRESSES })}</Typography>
      )}
      {editing && (
        <AddressDialog
          key={editing === 'new' ? 'new' : editing._id}
          address={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </Box>
  );
}
