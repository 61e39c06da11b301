import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ORDER_TYPE } from '../../lib/constants';
import type { PartnerJobView } from '../../lib/contracts/partner';
import { formatRupees } from '../../lib/format';
import { billLineLabel } from '../common/billLabel';
import { useLocale, useT, type T } from '../i18n/I18nProvider';
import { useFormat } from '../i18n/useFormat';
import { jobArea } from './JobCard';
import { useJobText } from './partnerText';

/** A label and its value, one line. */
function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between' }}>
      <Typography color="text.secondary">{label}</Typography>
      <Typography sx={{ textAlign: 'right' }}>{children}</Typography>
    </Stack>
  );
}

/**
 * "4 hours from arrival (3 in the package + 1 extra)", or "3 hours from arrival" without extra hours, through `t`
 * of the `partner` domain (so in the page's language).
 */
export function coverageText({ hours, extraHours, totalHours }: NonNullable<PartnerJobView['coverage']>, t: T): string {
  return extraHours > 0
    ? t('facts.coverageExtra', { total: totalHours, hours, extra: extraHours })
    : t('facts.coverageTotal', { total: totalHours });
}

/**
 * What a job is: date, slot, service, people, a shoot's coverage hours, dishes or package, the bill lines that
 * concern the provider, where, and the customer's name and address from 24 hours before the slot (before then,
 * when they will show). The customer's phone number is never part of a job. In the page's language (`partner`
 * messages, bill lines through the `booking` domain's); dishes, package names and what the customer typed stay as
 * they are.
 */
export default function JobFacts({ job }: { job: PartnerJobView }) {
  const t = useT('partner');
  const booking = useT('booking');
  const locale = useLocale();
  const format = useFormat();
  const words = useJobText();
  return (
    <Stack spacing={1.5} data-testid="job-facts">
      <Fact label={t('facts.date')}>{format.date(job.eventDate)}</Fact>
      <Fact label={t('facts.arrival')}>{words.slot(job)}</Fact>
      <Fact label={t('facts.status')}>
        <span data-testid="job-status">{words.status(job)}</span>
      </Fact>
      {job.people !== null && <Fact label={t('facts.guests')}>{job.people}</Fact>}
      {job.coverage && (
        <Fact label={t('facts.coverage')}>
          <span data-testid="job-coverage">{coverageText(job.coverage, t)}</span>
        </Fact>
      )}
      <Divider />
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {job.orderType === ORDER_TYPE.CHEF ? t('facts.dishes') : t('facts.package')}
      </Typography>
      <Stack component="ul" spacing={0.5} sx={{ m: 0, pl: 2.5 }}>
        {job.items.map((item, i) => (
          <Typography component="li" key={`${item.name}-${i}`}>
            {item.name}
            {item.quantity !== null ? ` × ${item.quantity}` : ''}
          </Typography>
        ))}
      </Stack>
      {job.billLines.length > 0 && (
        <>
          <Divider />
          {job.billLines.map((line, i) => (
            <Fact key={`${line.label}-${i}`} label={billLineLabel(line, locale, booking)}>
              {formatRupees(line.amount)}
            </Fact>
          ))}
        </>
      )}
      <Divider />
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {t('facts.where')}
      </Typography>
      {job.customer ? (
        <address style={{ fontStyle: 'normal' }} data-testid="job-customer">
          {job.customer.name && <Typography sx={{ fontWeight: 600 }}>{job.customer.name}</Typography>}
          {job.customer.line1 && <Typography>{job.customer.line1}</Typography>}
          {job.customer.landmark && <Typography>{job.customer.landmark}</Typography>}
          <Typography>{jobArea(job)}</Typography>
        </address>
      ) : (
        <>
          <Typography>{jobArea(job)}</Typography>
          <Typography color="text.secondary" variant="body2">
            {t('facts.detailsFrom', { dateTime: format.dateTime(job.detailsFrom) })}
          </Typography>
        </>
      )}
      <Typography color="text.secondary" variant="body2">
        {t('facts.callSupport')}
      </Typography>
      {job.note && (
        <>
          <Divider />
          <Fact label={t('facts.note')}>{job.note}</Fact>
        </>
      )}
    </Stack>
  );
}
