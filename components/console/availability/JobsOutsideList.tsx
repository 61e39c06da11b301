import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import type { JobOutsideAvailability } from '../../../lib/contracts/availability';
import { formatDate } from '../../../lib/format';
import { OUTSIDE_REASON } from '../../../lib/contracts/availabilityText';

/**
 * After a save: the assigned jobs the new availability leaves outside (order number, date, slot, why). They stay
 * assigned; the server has asked operations to reassign them. A panel fixed at the foot of the screen until closed,
 * so the fields being edited never move when it comes.
 */
export default function JobsOutsideList({ jobs, onClose }: { jobs: JobOutsideAvailability[]; onClose: () => void }) {
  if (jobs.length === 0) return null;
  return (
    <Alert
      severity="warning"
      role="alert"
      data-testid="jobs-outside"
      onClose={onClose}
      sx={{ position: 'fixed', left: 8, right: 8, bottom: 8, zIndex: 'snackbar', maxHeight: '50vh', overflowY: 'auto', boxShadow: 6 }}
    >
      <AlertTitle>Jobs outside the new availability</AlertTitle>
      <ul style={{ margin: 0, paddingLeft: '1.2em' }}>
        {jobs.map((job) => (
          <li key={job.orderId}>
            {job.orderNumber} · {formatDate(job.date)} · {job.slotLabel} · {OUTSIDE_REASON[job.reason]}
          </li>
        ))}
      </ul>
      Operations have been asked to reassign these.
    </Alert>
  );
}
