import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Fragment, useState } from 'react';
import type { PayoutRunResultView, PayoutView } from '../../lib/contracts/payouts';
import { formatPaise } from '../../lib/earnings';
import { formatDate } from '../../lib/format';
import { failureMessage, outcome } from '../../store/console/api';
import { useOpsPayoutListQuery, useOpsPayoutOneQuery, useOpsPayoutRunMutation } from '../../store/console/payoutsApi';
import PayoutStatementDetail, { PAYOUT_STATUS_LABEL } from '../console/earnings/PayoutStatementDetail';
import PayoutSettleDialog from './PayoutSettleDialog';

/** What a run did, in one sentence. */
export function runSummary(result: PayoutRunResultView): string {
  const { status } = result;
  return [
    `Week ${formatDate(result.periodFrom)} to ${formatDate(result.periodTo)}: ${result.created} ${result.created === 1 ? 'payout' : 'payouts'} created (${formatPaise(result.createdPaise)}).`,
    `Paid ${status.paid}, on its way ${status.open}, failed ${status.failed}, returned ${status.reversed}.`,
    `Waiting: ${result.unverified} without a verified bank account, ${result.belowMinimum} below the minimum.`,
  ].join(' ');
}

/** A payout's statement, read (and audited on the server) when its row is opened. */
function StatementRow({ id }: { id: string }) {
  const answer = useOpsPayoutOneQuery(id);
  return (
    <TableRow>
      <TableCell colSpan={6}>
        {answer.isLoading ? (
          <CircularProgress size={24} aria-label="Loading the statement" />
        ) : answer.isError || !answer.data ? (
          <Alert severity="error">{failureMessage(answer.error)}</Alert>
        ) : (
          <PayoutStatementDetail statement={answer.data} />
        )}
      </TableCell>
    </TableRow>
  );
}

/**
 * The finance page's provider payouts (admins and finance): the latest payouts (provider, week, net, status) each
 * opening to its statement; a payout held after an unanswered send shows why; one the gateway paid after we failed it
 * shows an alert ("Paid after it was marked failed": its jobs may have been paid again); for admins (`canRun`) the "Run payouts"
 * button (the weekly job's run, now) with what it did, and "Settle" on each held payout.
 */
export default function PayoutsDesk({ canRun }: { canRun: boolean }) {
  const list = useOpsPayoutListQuery(undefined);
  const [run, running] = useOpsPayoutRunMutation();
  const [result, setResult] = useState<{ ok: true; text: string } | { ok: false; text: string } | null>(null);
  const [open, setOpen] = useState<string | null>(null);
  const [settling, setSettling] = useState<PayoutView | null>(null);

  async function settled(message: string) {
    setSettling(null);
    setResult({ ok: true, text: message });
    await list.refetch();
  }

  async function runNow() {
    const answer = await outcome(run(undefined));
    setResult(answer.ok ? { ok: true, text: runSummary(answer.data) } : { ok: false, text: answer.message });
    await list.refetch();
  }

  return (
    <section aria-labelledby="finance-payouts">
      <Stack spacing={1}>
        <Typography id="finance-payouts" variant="h6" component="h2">
          Provider payouts
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Payouts run every Monday at 10:00 IST for the week before, to verified bank accounts; jobs of orders with a refund in flight wait
          for the next run.
        </Typography>
        {canRun && (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Button variant="contained" onClick={runNow} disabled={running.isLoading} data-testid="run-payouts">
              Run payouts
            </Button>
            {running.isLoading && <CircularProgress size={24} aria-label="Running the payouts" />}
          </Stack>
        )}
        {result && (
          <Alert severity={result.ok ? 'success' : 'error'} data-testid="payout-run-result">
            {result.text}
          </Alert>
        )}
        {list.isLoading ? (
          <CircularProgress aria-label="Loading the payouts" />
        ) : list.isError || !list.data ? (
          <Alert severity="error">{failureMessage(list.error)}</Alert>
        ) : list.data.payouts.length === 0 ? (
          <Typography variant="body2">No payouts yet.</Typography>
        ) : (
          <Table size="small" aria-label="Provider payouts">
            <TableHead>
              <TableRow>
                <TableCell>Provider</TableCell>
                <TableCell>Week</TableCell>
                <TableCell align="right">Net</TableCell>
                <TableCell align="right">TDS</TableCell>
                <TableCell>Status</TableCell>
                <TableCell>Statement</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {list.data.payouts.map((payout) => (
                <Fragment key={payout._id}>
                  <TableRow data-testid="payout-row">
                    <TableCell>{payout.providerName}</TableCell>
                    <TableCell>
                      {formatDate(payout.periodFrom)} to {formatDate(payout.periodTo)}
                    </TableCell>
                    <TableCell align="right">{formatPaise(payout.amountPaise)}</TableCell>
                    <TableCell align="right">{formatPaise(payout.tdsPaise)}</TableCell>
                    <TableCell>
                      {PAYOUT_STATUS_LABEL[payout.status]}
                      {payout.held && (
                        <Typography variant="caption" component="div" color="warning.main" data-testid="payout-held-reason">
                          {payout.failureReason ?? 'Sent without an answer'}
                        </Typography>
                      )}
                      {payout.paidAfterFailed && (
                        <Alert severity="error" data-testid="payout-paid-after-failed" sx={{ mt: 0.5, py: 0 }}>
                          Paid after it was marked failed{payout.utr ? ` (UTR ${payout.utr})` : ''}: check whether its jobs were paid again
                        </Alert>
                      )}
                      {payout.held && canRun && (
                        <Button size="small" onClick={() => setSettling(payout)} aria-label={`Settle the payout to ${payout.providerName}`}>
                          Settle
                        </Button>
                      )}
                    </TableCell>
                    <TableCell>
                      <Button
                        size="small"
                        onClick={() => setOpen(open === payout._id ? null : payout._id)}
                        aria-expanded={open === payout._id}
                      >
                        {open === payout._id ? 'Hide' : 'Show'}
                      </Button>
                    </TableCell>
                  </TableRow>
                  {open === payout._id && <StatementRow id={payout._id} />}
                </Fragment>
              ))}
            </TableBody>
          </Table>
        )}
        {settling && (
          <PayoutSettleDialog payout={settling} onClose={() => setSettling(null)} onSettled={(message) => void settled(message)} />
        )}
      </Stack>
    </section>
  );
}
