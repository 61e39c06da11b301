import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import type { PartnerJob, ProviderPublic } from '../../../lib/contracts/providers';
import { addIstDays, istDate } from '../../../lib/dates';
import { formatDate } from '../../../lib/format';
import Link from '../../common/Link';
import { opsRequest } from '../opsApi';

/** Days ahead the upcoming jobs cover. */
export const UPCOMING_JOB_DAYS = 30;

/**
 * A provider's upcoming jobs (issue 22 "Providers"): today and the next 30 days (IST), from GET
 * /api/ops/providers/{id}/jobs, each linking to its order page. Give it `key={provider._id}`: a new provider is a
 * new list.
 */
export default function ProviderJobs({ provider }: { provider: ProviderPublic }) {
  const [jobs, setJobs] = useState<PartnerJob[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    const from = istDate(new Date());
    const to = addIstDays(from, UPCOMING_JOB_DAYS);
    void opsRequest<PartnerJob[]>(`/api/ops/providers/${provider._id}/jobs?from=${from}&to=${to}`).then((answer) => {
      if (!live) return;
      if (answer.ok) setJobs(answer.data ?? []);
      else setError(answer.message);
    });
    return () => {
      live = false;
    };
  }, [provider._id]);

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
