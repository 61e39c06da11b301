import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ORDER_STATUS } from '../../lib/constants';
import type { PartnerJobView } from '../../lib/contracts/partner';
import { formatDateTime } from '../../lib/format';
import { askArrivalLocation } from '../../client/arrivalLocation';
import Link from '../common/Link';
import ArrivalButtons from './ArrivalButtons';
import DeclineDialog from './DeclineDialog';
import JobChat from './JobChat';
import JobFacts from './JobFacts';
import PhotoUploader from './PhotoUploader';
import AcceptBy from './AcceptBy';
import StartJobForm from './StartJobForm';
import { outcome, type Sent } from '../../store/console/api';
import {
  usePartnerJobAcceptMutation,
  usePartnerJobArrivedMutation,
  usePartnerJobCompleteMutation,
  usePartnerJobDeclineMutation,
  usePartnerJobOnTheWayMutation,
  usePartnerJobStartMutation,
} from '../../store/console/partnerApi';

/**
 * One job in the partner app: its facts, then what the provider can do now: accept or
 * decline a new assignment, say "On my way" and "I've arrived" (the phone's location asked for, never required), start with the customer's code (from 2 hours before the slot), complete it (from the
 * slot's start), and for a started photography job upload the shoot. Every action answers with the job as it
 * now is; a refusal (wrong code, too early) shows the server's message.
 */
export default function JobDetails({ initial }: { initial: PartnerJobView }) {
  const [job, setJob] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [declining, setDeclining] = useState(false);
  const [declined, setDeclined] = useState(false);
  const [notice, setNotice] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);

  const [accept] = usePartnerJobAcceptMutation();
  const [start] = usePartnerJobStartMutation();
  const [complete] = usePartnerJobCompleteMutation();
  const [decline] = usePartnerJobDeclineMutation();
  const [onTheWay] = usePartnerJobOnTheWayMutation();
  const [arrived] = usePartnerJobArrivedMutation();

  /** Sends one action (each answers the job as it now is) and shows the server's message. */
  const act = async (action: 'accept' | 'start' | 'complete' | 'decline' | 'arrival', send: () => Sent<PartnerJobView | undefined>) => {
    setBusy(true);
    const answer = await outcome(send());
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
          {job.canAccept && <AcceptBy respondBy={job.respondBy} />}
          {job.canAccept && (
            <Stack direction="row" spacing={1}>
              <Button
                variant="contained"
                size="large"
                onClick={() => void act('accept', () => accept(job._id))}
                disabled={busy}
                sx={{ flex: 1 }}
              >
                Accept
              </Button>
              <Button variant="outlined" color="error" size="large" onClick={() => setDeclining(true)} disabled={busy} sx={{ flex: 1 }}>
                Decline
              </Button>
            </Stack>
          )}
          <ArrivalButtons
            job={job}
            busy={busy}
            onOnTheWay={() => void act('arrival', () => onTheWay(job._id))}
            onArrived={() => {
              setBusy(true);
              // a refused or slow location still records the arrival (askArrivalLocation gives null)
              void askArrivalLocation().then((location) => act('arrival', () => arrived({ id: job._id, body: { location } })));
            }}
          />
          {accepted && !job.canAccept && (
            <Paper variant="outlined" sx={{ p: 2 }}>
              <StartJobForm
                canStart={job.canStart}
                startFrom={job.startFrom}
                busy={busy}
                onStart={(code) => void act('start', () => start({ id: job._id, body: { code } }))}
              />
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
                  onClick={() => void act('complete', () => complete(job._id))}
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
              <PhotoUploader jobId={job._id} />
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
          if (await act('decline', () => decline({ id: job._id, body: { reason } }))) setDeclining(false);
        }}
      />
    </Stack>
  );
}
