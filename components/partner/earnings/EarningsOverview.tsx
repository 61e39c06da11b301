import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { EarningJob, PartnerEarnings } from '../../../lib/contracts/earnings';
import { TDS_194O, formatPaise } from '../../../lib/earnings';
import { usePartnerEarningsQuery } from '../../../store/console/earningsApi';
import { useT } from '../../i18n/I18nProvider';
import { useFormat } from '../../i18n/useFormat';
import { useJobText, usePartnerFailure } from '../partnerText';
import PayoutStatements from './PayoutStatements';

const TDS_PERCENT = TDS_194O.basisPoints / 100;

/** One total: its label and amount, in a small tile of the 2-column grid. */
function Total({ label, paise, testId }: { label: string; paise: number; testId: string }) {
  return (
    <Card variant="outlined">
      <CardContent sx={{ p: 1.5, '&:last-child': { pb: 1.5 } }}>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Typography variant="h6" component="p" data-testid={testId}>
          {formatPaise(paise)}
        </Typography>
      </CardContent>
    </Card>
  );
}

/** A line of a job's card: what it is and its amount (negative ones are what came off). */
function Line({ label, paise }: { label: string; paise: number }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body2">{formatPaise(paise)}</Typography>
    </Box>
  );
}

/** One completed job: the order's value, commission, deductions, tips, TDS and what it left the provider. */
function JobEarning({ job }: { job: EarningJob }) {
  const t = useT('partner');
  const format = useFormat();
  const words = useJobText();
  return (
    <Card variant="outlined" component="li" data-testid="earning-job" sx={{ listStyle: 'none' }}>
      <CardContent sx={{ display: 'grid', gap: 0.5, p: 1.5, '&:last-child': { pb: 1.5 } }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
          <Typography sx={{ fontWeight: 600 }}>
            {words.serviceName(job.service)} · {job.orderNumber}
          </Typography>
          <Typography variant="body2" color={job.paid ? 'success.main' : 'text.secondary'}>
            {job.paid ? t('earnings.paid') : t('earnings.unpaid')}
          </Typography>
        </Box>
        <Typography variant="body2" color="text.secondary">
          {format.date(job.eventDate)}
        </Typography>
        <Line label={t('earnings.orderValue')} paise={job.orderValuePaise} />
        <Line label={t('earnings.commission')} paise={-job.commissionPaise} />
        {job.deductionsPaise !== 0 && <Line label={t('earnings.lateCredits')} paise={job.deductionsPaise} />}
        {job.cashCollectedPaise !== 0 && <Line label={t('earnings.cash')} paise={job.cashCollectedPaise} />}
        {job.tipsPaise !== 0 && <Line label={t('earnings.tips')} paise={job.tipsPaise} />}
        {job.tdsPaise !== 0 && <Line label={t('earnings.tds', { percent: TDS_PERCENT })} paise={job.tdsPaise} />}
        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, borderTop: 1, borderColor: 'divider', pt: 0.5 }}>
          <Typography sx={{ fontWeight: 600 }}>{t('earnings.net')}</Typography>
          <Typography sx={{ fontWeight: 600 }} data-testid="earning-job-net">
            {formatPaise(job.netPaise)}
          </Typography>
        </Box>
      </CardContent>
    </Card>
  );
}

/** The earnings themselves, once read. */
function EarningsView({ earnings }: { earnings: PartnerEarnings }) {
  const t = useT('partner');
  const { totals, jobs, statements } = earnings;
  return (
    <>
      <Box component="section" aria-label={t('earnings.totals')} sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1 }}>
        <Total label={t('earnings.today')} paise={totals.todayPaise} testId="earnings-today" />
        <Total label={t('earnings.week')} paise={totals.weekPaise} testId="earnings-week" />
        <Total label={t('earnings.month')} paise={totals.monthPaise} testId="earnings-month" />
        <Total label={t('earnings.due')} paise={totals.duePaise} testId="earnings-due" />
      </Box>
      <Box component="section" aria-label={t('earnings.jobs')} sx={{ display: 'grid', gap: 1 }}>
        <Typography variant="h6" component="h2">
          {t('earnings.jobs')}
        </Typography>
        {jobs.length === 0 ? (
          <Typography color="text.secondary">{t('earnings.noJobs')}</Typography>
        ) : (
          <Box component="ul" sx={{ display: 'grid', gap: 1, m: 0, p: 0 }}>
            {jobs.map((job) => (
              <JobEarning key={job.orderId} job={job} />
            ))}
          </Box>
        )}
      </Box>
      <Box component="section" aria-label={t('earnings.payouts')} sx={{ display: 'grid', gap: 1 }}>
        <Typography variant="h6" component="h2">
          {t('earnings.payouts')}
        </Typography>
        <PayoutStatements statements={statements} />
      </Box>
    </>
  );
}

/**
 * The signed-in provider's own earnings (GET /api/partner/earnings): totals today, this week, this month (IST) and
 * what is due, each completed job's value, commission, deductions, tips and TDS, and payout statements. In the
 * page's language (`partner` messages); amounts to the paisa as in English.
 */
export default function EarningsOverview() {
  const t = useT('partner');
  const failure = usePartnerFailure();
  const answer = usePartnerEarningsQuery(undefined);
  if (answer.isLoading) return <CircularProgress aria-label={t('earnings.loading')} />;
  if (answer.isError || !answer.data) return <Alert severity="error">{failure(answer.error, t('earnings.loadFailed'))}</Alert>;
  return <EarningsView earnings={answer.data} />;
}
