import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { DispatchBoard } from '../../../lib/contracts/opsDispatch';
import { formatDate, formatTime } from '../../../lib/format';
import Link from '../../common/Link';

/** The paid orders of the calendar's days without a provider, by start, each with a link to assign it on its order page. */
export default function UnassignedOrders({ board }: { board: DispatchBoard }) {
  return (
    <Paper component="section" variant="outlined" sx={{ p: 2 }} aria-labelledby="dispatch-unassigned-heading">
      <Typography id="dispatch-unassigned-heading" variant="h6" component="h2" gutterBottom>
        Unassigned ({board.unassigned.length})
      </Typography>
      {board.unassigned.length === 0 && <Typography color="text.secondary">Every paid order of these days has a provider.</Typography>}
      <Stack spacing={1.5} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {board.unassigned.map((job) => (
          <li key={job._id} data-testid="dispatch-unassigned">
            <Typography sx={{ fontWeight: 700 }}>{job.orderNumber}</Typography>
            <Typography variant="body2">
              {job.serviceName} · {board.view === 'week' ? `${formatDate(job.eventDate)}, ` : ''}
              {formatTime(job.startsAt)}
            </Typography>
            <Link href={`/ops/orders/${job._id}`} aria-label={`Assign ${job.orderNumber} on its order page`}>
              Assign on the order page
            </Link>
          </li>
        ))}
      </Stack>
    </Paper>
  );
}
