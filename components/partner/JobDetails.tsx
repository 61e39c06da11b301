import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ORDER_STATUS } from '../../lib/constants';
import type { PartnerJobView } from '../../lib/contracts/partner';
import { formatDateTime } from '../../lib/format';
import Link from '../common/Link';
import DeclineDialog from './DeclineDialog';
import JobChat from './JobChat';
import JobFacts from './JobFacts';
import PhotoUploader from './PhotoUploader';
import StartJobForm from './StartJobForm';
import { partnerRequest } from './partnerApi';

/**
 * One job in the partner app (issue 22 "Partner app"): its facts, then what the provider can do now: accept or
 * decline a new assignment, start with the customer's code (from 2 hours before the slot), complete it (from the
 * slot's start), and for a started photography job upload the shoot. Every action answers with the job as it
 * now is; a refusal (wrong code, too early) shows the server's message.
 */
export default function JobDetails({ initial }: { initial: PartnerJobView }) {
  const [job, setJob] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [declining, setDeclining] = useState(false);
  const [declined, setDeclined] = useState(false);
  const [notice, setNotice] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);

  const act = async (action: 'accept' | 'start' | 'complete' | 'decline', body?: unknown) => {
    setBusy(true);
    const answer = await partnerRequest<PartnerJobView>(`/api/partner/jobs/${job._id}/${action}`, { method: 'POST', body });
    setNotice({ severity: answer.ok ? 'success' : 'error', text: answer.message });
    if (answer.ok && answer.data) setJob(answer.data);
    if (answer.ok && action === 'decline') setDeclined(true);
    setBusy(false);
    return answer.ok;
  };

  const accepted = job.status === ORDER_STATUS.ACCEPTED;
  const inProgress = job.status === ORDER_STATUS.IN_PROGRESS;
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {job.service} · {job.orderNumber}
      </Typography>
      {notice && (
        <Alert severity={notice.severity} role={notice.severity === 'error' ? 'alert' : 'status'} data-testid="job-notice">
          {notice.text}
        </Alert>
      )}
      {declined ? (
        <Button component={Link} href="/partner" variant="contained">
          Back to my jobs
        </Button>
      ) : (
        <>
          {job.canAccept && (
            <Stack direction="row" spacing={1}>
              <Button variant="contained" size="large" onClick={() => void act('accept')} disabled={busy} sx={{ flex: 1 }}>
                Accept
              </Button>
              <Button variant="outlined" color="error" size="large" onClick={() => setDeclining(true)} disabled={busy} sx={{ flex: 1 }}>
                Decline
              </Button>
            </Stack>
          )}
          {accepted && !job.canAccept && (
            <Paper variant="outlined" sx={{ p: 2 }}>
              <StartJobForm canStart={job.canStart} startFrom={job.startFrom} busy={busy} onStart={(code) => void act('start', { code })} />
            </Paper>
          )}
          {inProgress && (
            <Paper variant="outlined" sx={{ p: 2 }}>
              <Stack spacing={1.5}>
                {job.startedAt && <Typography>Started at {formatDateTime(job.startedAt)}.</Typography>}
                <Button
                  variant="contained"
                  size="large"
                  color="success"
                  onClick={() => void act('complete')}
                  disabled={busy || !job.canComplete}
                >
                  Complete job
                </Button>
                {!job.canComplete && (
                  <Typography color="text.secondary">You can complete this job from {formatDateTime(job.startsAt)}.</Typography>
                )}
              </Stack>
            </Paper>
          )}
          {job.completedAt && <Typography>Completed at {formatDateTime(job.completedAt)}. Thank you!</Typography>}
          {job.canUploadPhotos && (
            <Paper variant="outlined" sx={{ p: 2 }}>
              <PhotoUploader uploadPath={`/api/partner/jobs/${job._id}/photos`} />
            </Paper>
          )}
        </>
      )}
      <Paper variant="outlined" sx={{ p: 2 }}>
        <JobFacts job={job} />
      </Paper>
      {!declined && <JobChat jobId={job._id} />}
      <Button component={Link} href="/partner">
        All my jobs
      </Button>
      <DeclineDialog
        open={declining}
        busy={busy}
        onClose={() => setDeclining(false)}
        onDecline={async (reason) => {
          if (await act('decline', { reason })) setDeclining(false);
        }}
      />
    </Stack>
  );
}
