import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { PartnerJobList, PartnerJobView } from '../../lib/contracts/partner';
import DeclineDialog from './DeclineDialog';
import JobCard from './JobCard';
import { usePartnerAnswer, type FailedText } from './partnerText';
import { useT } from '../i18n/I18nProvider';
import { outcome, type Sent } from '../../store/console/api';
import { usePartnerJobAcceptMutation, usePartnerJobDeclineMutation, usePartnerJobsQuery } from '../../store/console/partnerApi';

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
 * The partner app's home: new assignments with Accept and Decline (with a reason),
 * upcoming jobs, and past ones, in the page's language (`partner` messages). After each action the list is read again from the server: the first action subscribes
 * to the list, and every job action invalidates it (tag `Job`).
 */
export default function JobList({ initial }: JobListProps) {
  // the list as rendered until the first action; then the server's, read again after each one
  const t = useT('partner');
  const answerText = usePartnerAnswer();
  const [following, setFollowing] = useState(false);
  const list = usePartnerJobsQuery(undefined, { skip: !following });
  const jobs = list.data ?? initial;
  const [accept] = usePartnerJobAcceptMutation();
  const [decline] = usePartnerJobDeclineMutation();
  const [busy, setBusy] = useState(false);
  const [declining, setDeclining] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);

  /**
   * Sends one action and shows its answer; `okText` is the success in the page's language (the API's is English),
   * `failedText` a refusal's.
   */
  const act = async (sent: Sent, okText: string, failedText?: FailedText) => {
    setBusy(true);
    const answer = await outcome(sent);
    setNotice({ severity: answer.ok ? 'success' : 'error', text: answerText(answer, okText, failedText) });
    setFollowing(true);
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
      <JobSection title={t('list.new')} empty={t('list.noNew')} jobs={fresh}>
        {(job) => (
          <JobCard
            key={job._id}
            job={job}
            busy={busy}
            onAccept={() => void act(accept(job._id), t('answer.accepted'), { 409: t('answer.acceptClosed') })}
            onDecline={() => setDeclining(job._id)}
          />
        )}
      </JobSection>
      <JobSection title={t('list.upcoming')} empty={t('list.noUpcoming')} jobs={upcoming}>
        {(job) => <JobCard key={job._id} job={job} />}
      </JobSection>
      <JobSection title={t('list.past')} empty={t('list.noPast')} jobs={jobs.recent}>
        {(job) => <JobCard key={job._id} job={job} />}
      </JobSection>
      <DeclineDialog
        key={declining ?? 'none'}
        open={declining !== null}
        busy={busy}
        onClose={() => setDeclining(null)}
        onDecline={async (reason) => {
          if (declining && (await act(decline({ id: declining, body: { reason } }), t('answer.declined')))) setDeclining(null);
        }}
      />
    </>
  );
}
