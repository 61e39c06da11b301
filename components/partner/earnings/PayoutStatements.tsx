import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { PayoutStatement } from '../../../lib/contracts/earnings';
import { formatPaise, TDS_194O } from '../../../lib/earnings';
import { useLocale, useT } from '../../i18n/I18nProvider';
import { useFormat } from '../../i18n/useFormat';
import { isHindiText } from '../../../lib/i18n/hindiText';
import { usePartnerFailure } from '../partnerText';
import { usePartnerPayoutOneQuery } from '../../../store/console/payoutsApi';
import PayoutStatementDetail, { type PayoutStatementTexts } from '../../console/earnings/PayoutStatementDetail';

/** The statuses of a payout statement (as the console's PAYOUT_STATUS_LABEL), each a `partner` message. */
const PAYOUT_STATUSES = new Set(['queued', 'processing', 'paid', 'failed', 'reversed']);

/**
 * The statement's words in the page's language (`partner` messages). The server writes the TDS note and a failure's
 * reason in English: an English page shows them as sent, a Hindi one its own words for them.
 */
function useStatementTexts(): PayoutStatementTexts {
  const t = useT('partner');
  const english = useLocale() === 'en';
  const format = useFormat();
  return {
    heading: (statement) =>
      t('statement.heading', {
        from: format.date(statement.periodFrom),
        to: format.date(statement.periodTo),
        status: PAYOUT_STATUSES.has(statement.status) ? t(`payouts.status.${statement.status}`) : statement.status,
      }) +
      (statement.paidAt ? t('statement.paidOn', { date: format.date(statement.paidAt) }) : '') +
      (statement.utr ? t('statement.utr', { utr: statement.utr }) : ''),
    date: format.date,
    serverText: (text, kind) =>
      english || isHindiText(text)
        ? text
        : kind === 'tdsNote'
          ? t('statement.tdsNote', { percent: TDS_194O.basisPoints / 100 })
          : t('statement.failureReason'),
    jobs: t('statement.jobs'),
    order: t('statement.order'),
    dateColumn: t('statement.date'),
    value: t('statement.value'),
    commission: t('statement.commission'),
    deductions: t('statement.deductions'),
    tips: t('statement.tips'),
    tds: t('statement.tds'),
    net: t('statement.net'),
    orderValue: t('statement.orderValue'),
    deductionsTotal: t('statement.deductionsTotal'),
    netPaid: t('statement.netPaid'),
  };
}

/** One statement's detail, read when it is opened (GET /api/partner/payouts/{id}: the provider's own only). */
function StatementBody({ id }: { id: string }) {
  const t = useT('partner');
  const failure = usePartnerFailure();
  const texts = useStatementTexts();
  const answer = usePartnerPayoutOneQuery(id);
  if (answer.isLoading) return <CircularProgress size={24} aria-label={t('payouts.loading')} />;
  if (answer.isError || !answer.data) return <Alert severity="error">{failure(answer.error, t('payouts.loadFailed'))}</Alert>;
  return <PayoutStatementDetail statement={answer.data} texts={texts} />;
}

/**
 * The provider's payout statements, newest first, each opening to its jobs and totals; the list in the page's
 * language (`partner` messages), an unknown status as the server sent it.
 */
export default function PayoutStatements({ statements }: { statements: readonly PayoutStatement[] }) {
  const t = useT('partner');
  const format = useFormat();
  const [open, setOpen] = useState<string | null>(null);
  if (statements.length === 0) {
    return (
      <Typography color="text.secondary" data-testid="no-statements">
        {t('payouts.none')}
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
                {t('payouts.period', { from: format.date(statement.periodFrom), to: format.date(statement.periodTo) })} ·{' '}
                {PAYOUT_STATUSES.has(statement.status) ? t(`payouts.status.${statement.status}`) : statement.status}
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
