import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import type { ProviderPublic } from '../../../lib/contracts/providers';
import { SERVICES, type ServiceKey } from '../../../lib/services';
import ProviderPhotoPicker from '../../console/ProviderPhotoPicker';

/** A comma- or space-separated list as its trimmed, non-empty items. */
const listOf = (text: string) =>
  text
    .split(/[\s,]+/)
    .map((item) => item.trim().toLowerCase())
    .filter(Boolean);

const isServiceKey = (key: string): key is ServiceKey => SERVICES.some((service) => service.key === key);

/** What the form sends: the fields of POST /api/ops/providers (PATCH /api/ops/providers/{id} takes the same). */
export interface ProviderDraft {
  name: string;
  phone: string;
  services: ServiceKey[];
  cities: string[];
  pincodes: string[];
}

/**
 * The add / edit form of a provider: name, phone, services, cities (slugs such as `noida`)
 * and pincodes. The server checks every field; its message shows above the directory.
 * `provider` given: editing it, with their photo (set or removed at once, on its own request: `onPhotoChange`
 * runs after); else adding one. `onSubmit` resolves true when the server accepted.
 */
export default function ProviderForm({
  provider,
  busy,
  onSubmit,
  onClose,
  onPhotoChange,
}: {
  provider: ProviderPublic | null;
  busy: boolean;
  onSubmit: (draft: ProviderDraft) => Promise<boolean>;
  onClose: () => void;
  onPhotoChange?: () => void;
}) {
  const [name, setName] = useState(provider?.name ?? '');
  const [phone, setPhone] = useState(provider?.phone ?? '');
  const [services, setServices] = useState<ServiceKey[]>(() => (provider?.services ?? []).filter(isServiceKey));
  const [cities, setCities] = useState((provider?.cities ?? []).join(', '));
  const [pincodes, setPincodes] = useState((provider?.pincodes ?? []).join(', '));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await onSubmit({ name, phone, services, cities: listOf(cities), pincodes: listOf(pincodes) })) onClose();
  };
  const toggle = (key: ServiceKey, on: boolean) => setServices(on ? [...services, key] : services.filter((s) => s !== key));

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle>{provider ? `Edit ${provider.name}` : 'Add a provider'}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {provider ? (
              <ProviderPhotoPicker
                name={provider.name}
                photoUrl={provider.photoUrl}
                owner={{ app: 'ops', providerId: provider._id }}
                onChange={onPhotoChange}
              />
            ) : (
              <Typography variant="body2" color="text.secondary">
                Add the provider&apos;s photo once they are saved (Edit).
              </Typography>
            )}
            <TextField label="Name" value={name} onChange={(event) => setName(event.target.value)} required />
            <TextField
              label="Mobile number"
              value={phone}
              onChange={(event) => setPhone(event.target.value.replace(/\D/g, '').slice(0, 10))}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              required
            />
            <FormGroup>
              <FormLabel component="legend">Services</FormLabel>
              {SERVICES.map((service) => (
                <FormControlLabel
                  key={service.key}
                  label={service.name}
                  control={
                    <Checkbox checked={services.includes(service.key)} onChange={(event) => toggle(service.key, event.target.checked)} />
                  }
                />
              ))}
            </FormGroup>
            <TextField
              label="Cities"
              helperText="City slugs, comma separated (e.g. noida, delhi)"
              value={cities}
              onChange={(event) => setCities(event.target.value)}
            />
            <TextField
              label="Pincodes"
              helperText="Comma separated"
              value={pincodes}
              onChange={(event) => setPincodes(event.target.value)}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {provider ? 'Save provider' : 'Add provider'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
