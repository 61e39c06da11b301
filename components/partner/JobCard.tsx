import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PartnerJobView } from '../../lib/contracts/partner';
import { partnerJobPath } from '../../lib/partner';
import Link from '../common/Link';
import { useT } from '../i18n/I18nProvider';
import { useFormat } from '../i18n/useFormat';
import AcceptBy from './AcceptBy';
import { useJobText } from './partnerText';

/** Props of `JobCard`. */
export interface JobCardProps {
  job: PartnerJobView;
  busy?: boolean;
  onAccept?: () => void;
  onDecline?: () => void;
}

/** Where a job is: the customer's locality and city (the full address shows on the job page from 24 hours before). */
export function jobArea(job: PartnerJobView): string {
  return [job.area.locality, job.area.city].filter(Boolean).join(', ') || job.area.pincode || '';
}

/**
 * One job in the list: service, date and slot (and a shoot's coverage hours), area, status; a new assignment has
 * its deadline ("Accept by 7:30 PM"), Accept and Decline; every card opens the job's page. In the page's language
 * (`partner` messages); the customer's locality and city show as they typed them.
 */
export default function JobCard({ job, busy = false, onAccept, onDecline }: JobCardProps) {
  const t = useT('partner');
  const format = useFormat();
  const words = useJobText();
  const isNew = job.canAccept;
  return (
    <Card variant="outlined" data-testid="partner-job" data-job-id={job._id}>
      <CardContent sx={{ pb: 1 }}>
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
          <Typography variant="h6" component="h3" sx={{ fontSize: '1.05rem' }}>
            {words.service(job)}
          </Typography>
          <Chip size="small" label={isNew ? t('card.new') : words.status(job)} color={isNew ? 'secondary' : 'default'} />
        </Stack>
        <Typography sx={{ mt: 0.5 }}>
          {format.date(job.eventDate)} · {words.slot(job)}
          {job.coverage && ` · ${t('card.coverage', { hours: job.coverage.totalHours })}`}
        </Typography>
        <Typography color="text.secondary" variant="body2">
          {jobArea(job)} · {t('card.order', { number: job.orderNumber })}
        </Typography>
        {isNew && <AcceptBy respondBy={job.respondBy} />}
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, gap: 1, flexWrap: 'wrap' }}>
        {isNew && onAccept && (
          <Button variant="contained" onClick={onAccept} disabled={busy}>
            {t('card.accept')}
          </Button>
        )}
        {isNew && onDecline && (
          <Button variant="outlined" color="error" onClick={onDecline} disabled={busy}>
            {t('card.decline')}
          </Button>
        )}
        <Button component={Link} href={partnerJobPath(job._id)} sx={{ ml: 'auto' }}>
          {t('card.details')}
        </Button>
      </CardActions>
    </Card>
  );
}
