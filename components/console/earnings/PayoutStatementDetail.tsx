import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { PayoutStatementView } from '../../../lib/contracts/payouts';
import { formatPaise } from '../../../lib/earnings';
import { formatDate } from '../../../lib/format';

/** A payout's status in words. */
export const PAYOUT_STATUS_LABEL: Record<PayoutStatementView['status'], string> = {
  queued: 'Queued',
  processing: 'On its way',
  paid: 'Paid',
  failed: 'Failed: due again',
  reversed: 'Returned by the bank: due again',
};

/**
 * The statement's words, for the partner app in the page's language (the console keeps the English defaults):
 * labels, the week line, dates, and the server-written notes (the TDS note, a failure's reason) as shown.
 */
export interface PayoutStatementTexts {
  /** "Week 1 Dec 2026 to 7 Dec 2026 · Paid on 8 Dec 2026 · UTR ..." */
  heading: (statement: PayoutStatementView) => string;
  date: (value: string) => string;
  /** A text the server wrote (English) as shown. */
  serverText: (text: string, kind: 'tdsNote' | 'failureReason') => string;
  jobs: string;
  order: string;
  dateColumn: string;
  value: string;
  commission: string;
  deductions: string;
  tips: string;
  tds: string;
  net: string;
  orderValue: string;
  deductionsTotal: string;
  netPaid: string;
}

/** The console's words (English). */
const ENGLISH: PayoutStatementTexts = {
  heading: (statement) =>
    `Week ${formatDate(statement.periodFrom)} to ${formatDate(statement.periodTo)} · ${PAYOUT_STATUS_LABEL[statement.status]}` +
    (statement.paidAt ? ` on ${formatDate(statement.paidAt)}` : '') +
    (statement.utr ? ` · UTR ${statement.utr}` : ''),
  date: (value) => formatDate(value),
  serverText: (text) => text,
  jobs: 'Jobs in this payout',
  order: 'Order',
  dateColumn: 'Date',
  value: 'Value',
  commission: 'Commission',
  deductions: 'Deductions',
  tips: 'Tips',
  tds: 'TDS',
  net: 'Net',
  orderValue: 'Order value',
  deductionsTotal: 'Deductions (credits you caused, cash you collected)',
  netPaid: 'Net paid',
};

/** One total of the statement. */
function Total({ label, paise, strong = false }: { label: string; paise: number; strong?: boolean }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
      <Typography variant="body2" sx={strong ? { fontWeight: 600 } : undefined}>
        {label}
      </Typography>
      <Typography variant="body2" sx={strong ? { fontWeight: 600 } : undefined}>
        {formatPaise(paise)}
      </Typography>
    </Box>
  );
}

/**
 * A payout's statement (partner app and console): the week, each job (order number, date, value, commission,
 * deductions, tips, TDS, net) and the totals down to the net paid. A failed or returned payout lists no jobs: they
 * went back to what is due and appear on a later statement. `texts`: the partner app's words in the page's language.
 */
export default function PayoutStatementDetail({
  statement,
  texts = ENGLISH,
}: {
  statement: PayoutStatementView;
  texts?: PayoutStatementTexts;
}) {
  return (
    <Box sx={{ display: 'grid', gap: 1 }} data-testid="payout-statement">
      <Typography variant="body2" color="text.secondary">
        {texts.heading(statement)}
      </Typography>
      {statement.failureReason && (
        <Typography variant="body2" color="error">
          {texts.serverText(statement.failureReason, 'failureReason')}
        </Typography>
      )}
      {statement.lines.length > 0 && (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={texts.jobs}>
            <TableHead>
              <TableRow>
                <TableCell>{texts.order}</TableCell>
                <TableCell>{texts.dateColumn}</TableCell>
                <TableCell align="right">{texts.value}</TableCell>
                <TableCell align="right">{texts.commission}</TableCell>
                <TableCell align="right">{texts.deductions}</TableCell>
                <TableCell align="right">{texts.tips}</TableCell>
                <TableCell align="right">{texts.tds}</TableCell>
                <TableCell align="right">{texts.net}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {statement.lines.map((line) => (
                <TableRow key={line.orderId ?? 'other'}>
                  <TableCell>{line.orderNumber ?? '-'}</TableCell>
                  <TableCell>{line.eventDate ? texts.date(line.eventDate) : '-'}</TableCell>
                  <TableCell align="right">{formatPaise(line.orderValuePaise)}</TableCell>
                  <TableCell align="right">{formatPaise(-line.commissionPaise)}</TableCell>
                  <TableCell align="right">{formatPaise(line.deductionsPaise)}</TableCell>
                  <TableCell align="right">{formatPaise(line.tipsPaise)}</TableCell>
                  <TableCell align="right">{formatPaise(line.tdsPaise)}</TableCell>
                  <TableCell align="right">{formatPaise(line.netPaise)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
      <Total label={texts.orderValue} paise={statement.orderValuePaise} />
      <Total label={texts.commission} paise={-statement.commissionPaise} />
      {statement.deductionsPaise !== 0 && <Total label={texts.deductionsTotal} paise={statement.deductionsPaise} />}
      {statement.tipsPaise !== 0 && <Total label={texts.tips} paise={statement.tipsPaise} />}
      <Total label={texts.tds} paise={statement.tdsPaise} />
      <Total label={texts.netPaid} paise={statement.amountPaise} strong />
      <Typography variant="caption" color="text.secondary">
        {texts.serverText(statement.tdsNote, 'tdsNote')}
      </Typography>
    </Box>
  );
}
