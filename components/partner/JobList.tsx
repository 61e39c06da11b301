import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { PartnerJobList, PartnerJobView } from '../../lib/contracts/partner';
import DeclineDialog from './DeclineDialog';
import JobCard from './JobCard';
import { partnerRequest } from './partnerApi';

/** Props of `JobList`: the jobs as the page was rendered with them. */
export interface JobListProps {
  initial: PartnerJobList;
}

/** One titled group of cards, or a line saying there is none. */
function JobSection({
  title,
  empty,
  jobs,
  children,
}: {
  title: string;
  empty: string;
  jobs: PartnerJobView[];
  children: (job: PartnerJobView) => React.ReactNode;
}) {
  return (
    <Stack component="section" spacing={1.5} aria-label={title}>
      <Typography variant="h6" component="h2">
        {title}
      </Typography>
      {jobs.length === 0 ? <Typography color="text.secondary">{empty}</Typography> : jobs.map(children)}
    </Stack>
  );
}

/**
 * The partner app's home (issue 22 "Partner app"): new assignments with Accept and Decline (with a reason),
 * upcoming jobs, and past ones. After each action the list is read again from the server.
 */
export default function JobList({ initial }: JobListProps) {
  const [jobs, setJobs] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [declining, setDeclining] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);

  const reload = async () => {
    const answer = await partnerRequest<PartnerJobList>('/api/partner/jobs');
    if (answer.ok && answer.data) setJobs(answer.data);
  };
  const act = async (path: string, body?: unknown) => {
    setBusy(true);
    const answer = await partnerRequest(path, { method: 'POST', body });
    setNotice({ severity: answer.ok ? 'success' : 'error', text: answer.message });
    await reload();
    setBusy(false);
    return answer.ok;
  };

  const fresh = jobs.upcoming.filter((job) => job.canAccept);
  const upcoming = jobs.upcoming.filter((job) => !job.canAccept);
  return (
    <>
      {notice && (
        <Alert severity={notice.severity} role={notice.severity === 'error' ? 'alert' : 'status'} onClose={() => setNotice(null)}>
          {notice.text}
        </Alert>
      )}
      <JobSection title="New assignments" empty="No new assignments." jobs={fresh}>
        {(job) => (
          <JobCard
            key={job._id}
            job={job}
            busy={busy}
            onAccept={() => void act(`/api/partner/jobs/${job._id}/accept`)}
            onDecline={() => setDeclining(job._id)}
          />
        )}
      </JobSection>
      <JobSection title="Upcoming" empty="No upcoming jobs." jobs={upcoming}>
        {(job) => <JobCard key={job._id} job={job} />}
      </JobSection>
      <JobSection title="Past" empty="No past jobs in the last 30 days." jobs={jobs.recent}>
        {(job) => <JobCard key={job._id} job={job} />}
      </JobSection>
      <DeclineDialog
        key={declining ?? 'none'}
        open={declining !== null}
        busy={busy}
        onClose={() => setDeclining(null)}
        onDecline={async (reason) => {
          if (await act(`/api/partner/jobs/${declining}/decline`, { reason })) setDeclining(null);
        }}
      />
    </>
  );
}
