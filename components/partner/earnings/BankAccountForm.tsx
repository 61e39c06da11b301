import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import type { BankAccountView } from '../../../lib/contracts/earnings';
import { IFSC_PATTERN } from '../../../lib/earnings';
import { failureMessage, outcome } from '../../../store/console/api';
import { usePartnerBankAccountQuery, usePartnerBankAccountSaveMutation } from '../../../store/console/earningsApi';

type Field = 'holderName' | 'accountNumber' | 'accountNumberConfirm' | 'ifsc';
const EMPTY: Record<Field, string> = { holderName: '', accountNumber: '', accountNumberConfirm: '', ifsc: '' };

/** The browser's own checks, as the server makes them (lib/contracts/earnings), so a typo is caught before sending. */
function problems(form: Record<Field, string>): Partial<Record<Field, string>> {
  const found: Partial<Record<Field, string>> = {};
  if (form.holderName.trim().length < 2) found.holderName = 'Enter the name on the account';
  if (!/^\d{9,18}$/.test(form.accountNumber.trim())) found.accountNumber = 'Account number must be 9 to 18 digits';
  if (form.accountNumber.trim() !== form.accountNumberConfirm.trim()) found.accountNumberConfirm = 'The account numbers do not match';
  if (!IFSC_PATTERN.test(form.ifsc.trim().toUpperCase())) found.ifsc = 'IFSC must be 4 letters, a 0, then 6 letters or digits';
  return found;
}

/** The account on file: masked number, IFSC, holder, and whether operations verified it. */
function CurrentAccount({ account }: { account: BankAccountView }) {
  return (
    <Alert severity={account.verified ? 'success' : 'info'} data-testid="bank-account-current">
      {account.holderName} · {account.accountNumberMasked} · {account.ifsc}
      <br />
      {account.verified ? 'Verified: payouts go to this account.' : 'Waiting for our team to verify it before your first payout.'}
    </Alert>
  );
}

/**
 * The provider's bank account for payouts (GET|PUT /api/partner/bank-account): the number entered twice, the IFSC
 * checked, the saved account shown masked; a change waits for verification again.
 */
export default function BankAccountForm() {
  const current = usePartnerBankAccountQuery(undefined);
  const [save, saving] = usePartnerBankAccountSaveMutation();
  const [form, setForm] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const field = (name: Field, label: string, extra: { inputMode?: 'numeric'; autoComplete?: string } = {}) => (
    <TextField
      label={label}
      value={form[name]}
      onChange={(event) => setForm({ ...form, [name]: event.target.value })}
      error={Boolean(errors[name])}
      helperText={errors[name] ?? ' '}
      slotProps={{ htmlInput: { inputMode: extra.inputMode, autoComplete: extra.autoComplete ?? 'off' } }}
      fullWidth
      size="small"
    />
  );
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = problems(form);
    setErrors(found);
    setNotice(null);
    if (Object.keys(found).length > 0) return;
    const result = await outcome(save({ ...form, ifsc: form.ifsc.trim().toUpperCase() }));
    if (result.ok) {
      setForm(EMPTY);
      setNotice({ ok: true, text: result.message });
      return;
    }
    setErrors(Object.fromEntries((result.errors ?? []).map((error) => [error.path, error.message])));
    setNotice({ ok: false, text: result.message });
  };
  const account = current.data?.account ?? null;
  return (
    <Box component="section" aria-label="Bank account" sx={{ display: 'grid', gap: 1 }}>
      <Typography variant="h6" component="h2">
        Bank account
      </Typography>
      {current.isError && <Alert severity="error">{failureMessage(current.error)}</Alert>}
      {account && <CurrentAccount account={account} />}
      <Box component="form" onSubmit={submit} noValidate sx={{ display: 'grid', gap: 0.5 }}>
        <Typography variant="body2" color="text.secondary">
          {account ? 'Change your account (our team verifies it again):' : 'Where we send your payouts:'}
        </Typography>
        {field('holderName', 'Account holder name', { autoComplete: 'name' })}
        {field('accountNumber', 'Account number', { inputMode: 'numeric' })}
        {field('accountNumberConfirm', 'Account number again', { inputMode: 'numeric' })}
        {field('ifsc', 'IFSC')}
        {notice && <Alert severity={notice.ok ? 'success' : 'error'}>{notice.text}</Alert>}
        <Button type="submit" variant="contained" disabled={saving.isLoading}>
          Save bank account
        </Button>
      </Box>
    </Box>
  );
}
