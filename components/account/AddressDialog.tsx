import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import {
  ADDRESS_LABELS,
  MAX_SAVED_ADDRESSES,
  schemaAddressAdd,
  UNSERVED_ADDRESS_NOTICE,
  type AddressLabel,
  type SavedAddress,
} from '../../lib/contracts/addresses';
import { failedWith, isApiFailure } from '../../services/errors';
import { useAddressAddMutation, useAddressEditMutation } from '../../store/userApi';
import { useServiceabilityCheckQuery } from '../../store/ordersApi';
import { useFailureText } from '../common/useFailureText';
import { useLocale, useT } from '../i18n/I18nProvider';

type Field = 'name' | 'line1' | 'landmark' | 'pincode';

/** The form's values (text as typed). */
interface Values {
  label: AddressLabel;
  name: string;
  line1: string;
  landmark: string;
  pincode: string;
  isDefault: boolean;
}

const fromSaved = (address: SavedAddress | null): Values => ({
  label: address?.label ?? 'Home',
  name: address?.name ?? '',
  line1: address?.line1 ?? '',
  landmark: address?.landmark ?? '',
  pincode: address?.pincode ?? '',
  isDefault: address?.isDefault ?? false,
});

/** The served locality and city of a 6-digit pincode as it is typed, or "We don't serve this pincode yet". */
function PincodeArea({ pincode }: { pincode: string }) {
  const t = useT('account');
  const english = useLocale() === 'en';
  const query = useServiceabilityCheckQuery(pincode, { skip: !/^\d{6}$/.test(pincode) });
  if (!/^\d{6}$/.test(pincode) || !query.data) return <>{t('address.pincodeHint')}</>;
  if (query.data.served) return <>{t('address.area', { locality: query.data.locality, city: query.data.city })}</>;
  return <>{english ? UNSERVED_ADDRESS_NOTICE : t('address.unserved')}</>;
}

/** Whether a field name is one of the form's text fields (a server's field error names it). */
const isField = (name: unknown): name is Field => name === 'name' || name === 'line1' || name === 'landmark' || name === 'pincode';

/**
 * Adds or edits one address of the book: label Home/Work/Other, contact name, line 1, landmark, pincode
 * (its locality and city, or the unserved notice, shown as it is typed) and "Make this my default address". Checked
 * by the API contract's rules before sending; the server's refusal (e.g. the 11th address) is shown in the dialog.
 * Texts: the `account` domain. The rules and the server word their errors in English: an English page shows them as
 * they are, a Hindi page what the field needs (or that the book is full).
 */
export default function AddressDialog({ address, onClose }: { address: SavedAddress | null; onClose: () => void }) {
  const t = useT('account');
  const english = useLocale() === 'en';
  const describe = useFailureText();
  const [values, setValues] = useState<Values>(() => fromSaved(address));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [add, adding] = useAddressAddMutation();
  const [edit, editing] = useAddressEditMutation();
  const busy = adding.isLoading || editing.isLoading;
  const set = (field: Field) => (event: { target: { value: string } }) => {
    const value = field === 'pincode' ? event.target.value.replace(/\D/g, '').slice(0, 6) : event.target.value;
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const onSave = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const body = {
      label: values.label,
      name: values.name,
      line1: values.line1,
      landmark: values.landmark.trim() || undefined,
      pincode: values.pincode,
      isDefault: values.isDefault || undefined,
    };
    const parsed = schemaAddressAdd.safeParse(body);
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        found[field] ??= english ? issue.message : t(`address.error.${field}`);
      }
      setErrors(found);
      return;
    }
    const result = address
      ? await edit({
          _id: address._id,
          ...body,
          landmark: body.landmark ?? '',
          isDefault: values.isDefault && !address.isDefault ? true : undefined,
        })
      : await add(body);
    if ('data' in result && result.data) {
      onClose();
      return;
    }
    const failure = result.error;
    const fieldError = isApiFailure(failure) ? failure.errors[0] : undefined;
    const fieldName = fieldError?.path.split('.').pop();
    if (english) setProblem(fieldError ? fieldError.message : describe(failure, t('address.saveFailed')));
    else if (failedWith(failure, 409)) setProblem(t('address.bookFull', { max: MAX_SAVED_ADDRESSES }));
    else if (isField(fieldName)) setProblem(t(`address.error.${fieldName}`));
    else setProblem(describe(failure, t('address.saveFailed')));
  };

  const text = (field: Field, label: string, autoComplete: string, extra: object = {}) => (
    <TextField
      label={label}
      value={values[field]}
      onChange={set(field)}
      autoComplete={autoComplete}
      error={Boolean(errors[field])}
      helperText={errors[field]}
      fullWidth
      margin="dense"
      {...extra}
    />
  );

  return (
    <Dialog open onClose={() => !busy && onClose()} aria-labelledby="address-dialog-title" fullWidth>
      <form noValidate onSubmit={(e) => void onSave(e)}>
        <DialogTitle id="address-dialog-title">{address ? t('address.editTitle') : t('address.addTitle')}</DialogTitle>
        <DialogContent>
          <RadioGroup
            row
            aria-label={t('address.labelGroup')}
            value={values.label}
            onChange={(e) => setValues((v) => ({ ...v, label: e.target.value as AddressLabel }))}
          >
            {ADDRESS_LABELS.map((label) => (
              <FormControlLabel key={label} value={label} control={<Radio />} label={t(`address.label.${label}`)} />
            ))}
          </RadioGroup>
          {text('name', t('address.name'), 'name')}
          {text('line1', t('address.line1'), 'street-address')}
          {text('landmark', t('address.landmark'), 'off')}
          {text('pincode', t('address.pincode'), 'postal-code', {
            slotProps: { htmlInput: { inputMode: 'numeric' } },
            helperText: errors.pincode ?? <PincodeArea pincode={values.pincode} />,
          })}
          {!address?.isDefault && (
            <FormControlLabel
              control={<Checkbox checked={values.isDefault} onChange={(e) => setValues((v) => ({ ...v, isDefault: e.target.checked }))} />}
              label={t('address.makeDefault')}
            />
          )}
          {problem && (
            <Alert severity="error" role="alert">
              {problem}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {t('address.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {t('address.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
