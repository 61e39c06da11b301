import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { UTR_PATTERN, type PayoutSettleInput, type PayoutView } from '../../lib/contracts/payouts';
import { formatPaise } from '../../lib/earnings';
import { outcome } from '../../store/console/api';
import { useOpsPayoutSettleMutation } from '../../store/console/payoutsApi';

/** Most characters of the note of a payout settled as not paid (the contract's limit). */
const NOTE_MAX = 300;

/**
 * Settles a payout held after an unanswered send, from the bank statement or the gateway's dashboard: "It was paid"
 * with the bank's UTR (required, 12 digits or 16/22 letters and digits), or "It was not paid" with a note of how that
 * is known (its jobs are then due again). POST /api/ops/payouts/{id}/settle; `onSettled` gets the server's message.
 */
export default function PayoutSettleDialog({
  payout,
  onClose,
  onSettled,
}: {
  payout: PayoutView;
  onClose: () => void;
  onSettled: (message: string) => void;
}) {
  const [settle, settling] = useOpsPayoutSettleMutation();
  const [choice, setChoice] = useState<PayoutSettleInput['outcome']>('paid');
  const [utr, setUtr] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const cleanUtr = utr.trim().toUpperCase();
  const ready = choice === 'paid' ? UTR_PATTERN.test(cleanUtr) : note.trim().length >= 3;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    const body: PayoutSettleInput = choice === 'paid' ? { outcome: 'paid', utr: cleanUtr } : { outcome: 'not_paid', note: note.trim() };
    const answer = await outcome(settle({ id: payout._id, body }));
    if (answer.ok) onSettled(answer.message);
    else setError(answer.message);
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate aria-label="Settle the payout">
        <DialogTitle>Settle the payout to {payout.providerName}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 1 }}>
            {formatPaise(payout.amountPaise)} was sent without an answer. Check the bank statement or the gateway&apos;s dashboard, then
            record what happened.
          </DialogContentText>
          <RadioGroup
            name="outcome"
            value={choice}
            onChange={(event) => setChoice(event.target.value === 'not_paid' ? 'not_paid' : 'paid')}
          >
            <FormControlLabel value="paid" control={<Radio />} label="It was paid" />
            <FormControlLabel value="not_paid" control={<Radio />} label="It was not paid" />
          </RadioGroup>
          {choice === 'paid' ? (
            <TextField
              autoFocus
              fullWidth
              required
              label="UTR"
              value={utr}
              onChange={(event) => setUtr(event.target.value.slice(0, 30))}
              error={utr !== '' && !UTR_PATTERN.test(cleanUtr)}
              helperText="The bank's reference: 12 digits (IMPS), or 16 or 22 letters and digits (NEFT, RTGS)"
              sx={{ mt: 1 }}
            />
          ) : (
            <TextField
              autoFocus
              fullWidth
              required
              label="How you know"
              value={note}
              onChange={(event) => setNote(event.target.value.slice(0, NOTE_MAX))}
              helperText="Its jobs are paid again in the next run"
              sx={{ mt: 1 }}
            />
          )}
          {error && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {error}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={!ready || settling.isLoading}>
            Record
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
