import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import type { JobOutsideAvailability } from '../../../lib/contracts/availability';
import { useAvailabilityTexts } from './availabilityTexts';

/**
 * After a save: the assigned jobs the new availability leaves outside (order number, date, slot, why). They stay
 * assigned; the server has asked operations to reassign them. A panel fixed at the foot of the screen until closed,
 * so the fields being edited never move when it comes.
 */
export default function JobsOutsideList({ jobs, onClose }: { jobs: JobOutsideAvailability[]; onClose: () => void }) {
  const words = useAvailabilityTexts();
  if (jobs.length === 0) return null;
  return (
    <Alert
      severity="warning"
      role="alert"
      data-testid="jobs-outside"
      onClose={onClose}
      sx={{ position: 'fixed', left: 8, right: 8, bottom: 8, zIndex: 'snackbar', maxHeight: '50vh', overflowY: 'auto', boxShadow: 6 }}
    >
      <AlertTitle>{words.outsideTitle}</AlertTitle>
      <ul style={{ margin: 0, paddingLeft: '1.2em' }}>
        {jobs.map((job) => (
          <li key={job.orderId}>{words.outsideJob(job)}</li>
        ))}
      </ul>
      {words.outsideAfter}
    </Alert>
  );
}
