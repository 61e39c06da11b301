import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { PayoutStatement } from '../../../lib/contracts/earnings';
import { formatPaise } from '../../../lib/earnings';
import { formatDate } from '../../../lib/format';
import { failureMessage } from '../../../store/console/api';
import { usePartnerPayoutOneQuery } from '../../../store/console/payoutsApi';
import PayoutStatementDetail, { PAYOUT_STATUS_LABEL } from '../../console/earnings/PayoutStatementDetail';

/** One statement's detail, read when it is opened (GET /api/partner/payouts/{id}: the provider's own only). */
function StatementBody({ id }: { id: string }) {
  const answer = usePartnerPayoutOneQuery(id);
  if (answer.isLoading) return <CircularProgress size={24} aria-label="Loading the statement" />;
  if (answer.isError || !answer.data) return <Alert severity="error">{failureMessage(answer.error)}</Alert>;
  return <PayoutStatementDetail statement={answer.data} />;
}

/** The provider's payout statements, newest first, each opening to its jobs and totals. */
export default function PayoutStatements({ statements }: { statements: readonly PayoutStatement[] }) {
  const [open, setOpen] = useState<string | null>(null);
  if (statements.length === 0) {
    return (
      <Typography color="text.secondary" data-testid="no-statements">
        No payouts yet. Payouts are made every Monday to your verified bank account.
      </Typography>
    );
  }
  return (
    <Box>
      {statements.map((statement) => (
        <Accordion
          key={statement._id}
          disableGutters
          variant="outlined"
          expanded={open === statement._id}
          onChange={(_event, expanded) => setOpen(expanded ? statement._id : null)}
          data-testid="payout-statement-item"
        >
          <AccordionSummary aria-controls={`statement-${statement._id}`}>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, width: '100%' }}>
              <Typography variant="body2">
                {formatDate(statement.periodFrom)} to {formatDate(statement.periodTo)} ·{' '}
                {PAYOUT_STATUS_LABEL[statement.status as keyof typeof PAYOUT_STATUS_LABEL] ?? statement.status}
              </Typography>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {formatPaise(statement.amountPaise)}
              </Typography>
            </Box>
          </AccordionSummary>
          <AccordionDetails id={`statement-${statement._id}`}>
            {open === statement._id && <StatementBody id={statement._id} />}
          </AccordionDetails>
        </Accordion>
      ))}
    </Box>
  );
}
