import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import type { BankAccountView } from '../../../lib/contracts/earnings';
import { IFSC_PATTERN } from '../../../lib/earnings';
import { outcome } from '../../../store/console/api';
import { usePartnerBankAccountQuery, usePartnerBankAccountSaveMutation } from '../../../store/console/earningsApi';
import { useLocale, useT, type T } from '../../i18n/I18nProvider';
import { usePartnerAnswer, usePartnerFailure } from '../partnerText';

type Field = 'holderName' | 'accountNumber' | 'accountNumberConfirm' | 'ifsc';
const EMPTY: Record<Field, string> = { holderName: '', accountNumber: '', accountNumberConfirm: '', ifsc: '' };

/** Each field's problem as a `partner` message (the server's field errors read so on a Hindi page). */
const FIELD_PROBLEM: Record<Field, string> = {
  holderName: 'bank.error.holder',
  accountNumber: 'bank.error.number',
  accountNumberConfirm: 'bank.error.match',
  ifsc: 'bank.error.ifsc',
};

const isField = (path: string): path is Field => path in FIELD_PROBLEM;

/**
 * The browser's own checks, as the server makes them (lib/contracts/earnings), so a typo is caught before sending;
 * each problem through `t` of the `partner` domain (so in the page's language).
 */
function problems(form: Record<Field, string>, t: T): Partial<Record<Field, string>> {
  const found: Partial<Record<Field, string>> = {};
  if (form.holderName.trim().length < 2) found.holderName = t(FIELD_PROBLEM.holderName);
  if (!/^\d{9,18}$/.test(form.accountNumber.trim())) found.accountNumber = t(FIELD_PROBLEM.accountNumber);
  if (form.accountNumber.trim() !== form.accountNumberConfirm.trim()) found.accountNumberConfirm = t(FIELD_PROBLEM.accountNumberConfirm);
  if (!IFSC_PATTERN.test(form.ifsc.trim().toUpperCase())) found.ifsc = t(FIELD_PROBLEM.ifsc);
  return found;
}

/** The account on file: masked number, IFSC, holder, and whether operations verified it. */
function CurrentAccount({ account }: { account: BankAccountView }) {
  const t = useT('partner');
  return (
    <Alert severity={account.verified ? 'success' : 'info'} data-testid="bank-account-current">
      {account.holderName} · {account.accountNumberMasked} · {account.ifsc}
      <br />
      {account.verified ? t('bank.verified') : t('bank.waiting')}
    </Alert>
  );
}

/**
 * The provider's bank account for payouts (GET|PUT /api/partner/bank-account): the number entered twice, the IFSC
 * checked, the saved account shown masked; a change waits for verification again. In the page's language
 * (`partner` messages): on a Hindi page the server's English field problems read as our own for that field.
 */
export default function BankAccountForm() {
  const t = useT('partner');
  const english = useLocale() === 'en';
  const answerText = usePartnerAnswer();
  const failure = usePartnerFailure();
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
    const found = problems(form, t);
    setErrors(found);
    setNotice(null);
    if (Object.keys(found).length > 0) return;
    const result = await outcome(save({ ...form, ifsc: form.ifsc.trim().toUpperCase() }));
    if (result.ok) {
      setForm(EMPTY);
      setNotice({ ok: true, text: answerText(result, t('bank.saved')) });
      return;
    }
    setErrors(
      Object.fromEntries(
        (result.errors ?? []).map((error) => [error.path, english || !isField(error.path) ? error.message : t(FIELD_PROBLEM[error.path])]),
      ),
    );
    setNotice({ ok: false, text: answerText(result, t('bank.saved'), t('bank.failed')) });
  };
  const account = current.data?.account ?? null;
  return (
    <Box component="section" aria-label={t('bank.title')} sx={{ display: 'grid', gap: 1 }}>
      <Typography variant="h6" component="h2">
        {t('bank.title')}
      </Typography>
      {current.isError && <Alert severity="error">{failure(current.error, t('bank.loadFailed'))}</Alert>}
      {account && <CurrentAccount account={account} />}
      <Box component="form" onSubmit={submit} noValidate sx={{ display: 'grid', gap: 0.5 }}>
        <Typography variant="body2" color="text.secondary">
          {account ? t('bank.change') : t('bank.where')}
        </Typography>
        {field('holderName', t('bank.holder'), { autoComplete: 'name' })}
        {field('accountNumber', t('bank.number'), { inputMode: 'numeric' })}
        {field('accountNumberConfirm', t('bank.numberAgain'), { inputMode: 'numeric' })}
        {field('ifsc', t('bank.ifsc'))}
        {notice && <Alert severity={notice.ok ? 'success' : 'error'}>{notice.text}</Alert>}
        <Button type="submit" variant="contained" disabled={saving.isLoading}>
          {t('bank.save')}
        </Button>
      </Box>
    </Box>
  );
}
