import Typography from '@mui/material/Typography';
import { formatTime } from '../../lib/format';

/**
 * The deadline of a new job's offer ("Accept by 7:30 PM", IST): unanswered by then, the job goes to another provider
 * and leaves the app. Renders nothing without a deadline.
 */
export default function AcceptBy({ respondBy }: { respondBy: string | null }) {
  if (!respondBy) return null;
  return (
    <Typography variant="body2" color="warning.main" sx={{ fontWeight: 600 }} data-testid="accept-by">
      Accept by {formatTime(respondBy)}
    </Typography>
  );
}
