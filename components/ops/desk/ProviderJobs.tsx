import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { ProviderPublic } from '../../../lib/contracts/providers';
import { addIstDays, istDate } from '../../../lib/dates';
import { formatDate } from '../../../lib/format';
import Link from '../../common/Link';
import { failureMessage } from '../../../store/console/api';
import { useOpsProviderJobsQuery } from '../../../store/console/opsApi';

/** Days ahead the upcoming jobs cover. */
export const UPCOMING_JOB_DAYS = 30;

/**
 * A provider's upcoming jobs: today and the next 30 days (IST), from GET
 * /api/ops/providers/{id}/jobs, each linking to its order page. Give it `key={provider._id}`: a new provider is a
 * new list.
 */
export default function ProviderJobs({ provider }: { provider: ProviderPublic }) {
  // the range as the list was opened (IST days)
  const [range] = useState(() => {
    const from = istDate(new Date());
    return { from, to: addIstDays(from, UPCOMING_JOB_DAYS) };
  });
  const answer = useOpsProviderJobsQuery({ id: provider._id, ...range });
  const jobs = answer.isSuccess ? answer.data : null;
  const error = answer.isError ? failureMessage(answer.error) : null;

  return (
    <section aria-label={`Upcoming jobs of ${provider.name}`}>
      <Typography variant="h6" component="h2">
        Upcoming jobs of {provider.name}
      </Typography>
      {error && <Alert severity="error">{error}</Alert>}
      {!error && !jobs && <CircularProgress size={24} aria-label="Loading jobs" />}
      {jobs && jobs.length === 0 && <Typography color="text.secondary">No jobs in the next {UPCOMING_JOB_DAYS} days.</Typography>}
      {jobs && jobs.length > 0 && (
        <List dense>
          {jobs.map((job) => (
            <ListItem key={job._id} data-testid="provider-job">
              <ListItemText
                primary={
                  <>
                    <Link href={`/ops/orders/${job._id}`}>{job.orderNumber}</Link> · {job.service} · {job.statusLabel}
                  </>
                }
                secondary={`${formatDate(job.eventDate)}, ${job.slot.label}${job.area.city ? ` · ${job.area.city}` : ''}`}
              />
            </ListItem>
          ))}
        </List>
      )}
    </section>
  );
}
