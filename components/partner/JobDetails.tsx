import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ORDER_STATUS } from '../../lib/constants';
import type { PartnerJobView } from '../../lib/contracts/partner';
import { askArrivalLocation } from '../../client/arrivalLocation';
import Link from '../common/Link';
import { useT } from '../i18n/I18nProvider';
import { useFormat } from '../i18n/useFormat';
import ArrivalButtons from './ArrivalButtons';
import DeclineDialog from './DeclineDialog';
import JobChat from './JobChat';
import JobFacts from './JobFacts';
import PhotoUploader from './PhotoUploader';
import AcceptBy from './AcceptBy';
import StartJobForm from './StartJobForm';
import { useJobText, usePartnerAnswer, type FailedText } from './partnerText';
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
 * now is; a refusal (wrong code, too early) shows the server's message (on a Hindi page our own words for it, as the
 * API answers in English).
 */
export default function JobDetails({ initial }: { initial: PartnerJobView }) {
  const t = useT('partner');
  const format = useFormat();
  const words = useJobText();
  const answerText = usePartnerAnswer();
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

  /**
   * Sends one action (each answers the job as it now is) and shows the server's message; `okText` is the success in
   * the page's language, `failedText` a refusal's when the server's is not (a Hindi page).
   */
  const act = async (
    action: 'accept' | 'start' | 'complete' | 'decline' | 'arrival',
    send: () => Sent<PartnerJobView | undefined>,
    okText: string,
    failedText?: FailedText,
  ) => {
    setBusy(true);
    const answer = await outcome(send());
    setNotice({ severity: answer.ok ? 'success' : 'error', text: answerText(answer, okText, failedText) });
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
        {t('job.title', { service: words.service(job), number: job.orderNumber })}
      </Typography>
      {notice && (
        <Alert severity={notice.severity} role={notice.severity === 'error' ? 'alert' : 'status'} data-testid="job-notice">
          {notice.text}
        </Alert>
      )}
      {declined ? (
        <Button component={Link} href="/partner" variant="contained">
          {t('job.backToJobs')}
        </Button>
      ) : (
        <>
          {job.canAccept && <AcceptBy respondBy={job.respondBy} />}
          {job.canAccept && (
            <Stack direction="row" spacing={1}>
              <Button
                variant="contained"
                size="large"
                onClick={() => void act('accept', () => accept(job._id), t('answer.accepted'), { 409: t('answer.acceptClosed') })}
                disabled={busy}
                sx={{ flex: 1 }}
              >
                {t('card.accept')}
              </Button>
              <Button variant="outlined" color="error" size="large" onClick={() => setDeclining(true)} disabled={busy} sx={{ flex: 1 }}>
                {t('card.decline')}
              </Button>
            </Stack>
          )}
          <ArrivalButtons
            job={job}
            busy={busy}
            onOnTheWay={() => void act('arrival', () => onTheWay(job._id), t('answer.onTheWay'))}
            onArrived={() => {
              setBusy(true);
              // a refused or slow location still records the arrival (askArrivalLocation gives null)
              void askArrivalLocation().then((location) =>
                act('arrival', () => arrived({ id: job._id, body: { location } }), t('answer.arrived')),
              );
            }}
          />
          {accepted && !job.canAccept && (
            <Paper variant="outlined" sx={{ p: 2 }}>
              <StartJobForm
                canStart={job.canStart}
                startFrom={job.startFrom}
                busy={busy}
                onStart={(code) =>
                  void act('start', () => start({ id: job._id, body: { code } }), t('answer.started'), {
                    400: t('answer.wrongCode'),
                    409: t('answer.changed'),
                  })
                }
              />
            </Paper>
          )}
          {inProgress && (
            <Paper variant="outlined" sx={{ p: 2 }}>
              <Stack spacing={1.5}>
                {job.startedAt && <Typography>{t('job.startedAt', { dateTime: format.dateTime(job.startedAt) })}</Typography>}
                <Button
                  variant="contained"
                  size="large"
                  color="success"
                  onClick={() => void act('complete', () => complete(job._id), t('answer.completed'))}
                  disabled={busy || !job.canComplete}
                >
                  {t('job.complete')}
                </Button>
                {!job.canComplete && (
                  <Typography color="text.secondary">{t('job.completeFrom', { dateTime: format.dateTime(job.startsAt) })}</Typography>
                )}
              </Stack>
            </Paper>
          )}
          {job.completedAt && <Typography>{t('job.completedAt', { dateTime: format.dateTime(job.completedAt) })}</Typography>}
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
        {t('job.allJobs')}
      </Button>
      <DeclineDialog
        open={declining}
        busy={busy}
        onClose={() => setDeclining(false)}
        onDecline={async (reason) => {
          if (await act('decline', () => decline({ id: job._id, body: { reason } }), t('answer.declined'))) setDeclining(false);
        }}
      />
    </Stack>
  );
}
