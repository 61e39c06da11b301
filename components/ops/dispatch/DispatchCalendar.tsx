import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { DispatchBoard } from '../../../lib/contracts/opsDispatch';
import { formatDate } from '../../../lib/format';
import DispatchControls from './DispatchControls';
import DispatchDayGrid from './DispatchDayGrid';
import DispatchWeekGrid from './DispatchWeekGrid';
import UnassignedOrders from './UnassignedOrders';

/**
 * The dispatch calendar (/ops/dispatch): the day's or week's jobs per provider, and beside them the paid orders of
 * those days nobody is assigned to. Server-rendered from the URL's day, view and service; `today` is the IST day.
 */
export default function DispatchCalendar({ board, today }: { board: DispatchBoard; today: string }) {
  const span = board.view === 'day' ? formatDate(board.date) : `${formatDate(board.from)} – ${formatDate(board.to)}`;
  return (
    <Stack spacing={2}>
      <DispatchControls key={`${board.date}-${board.view}-${board.service ?? ''}`} board={board} today={today} />
      <Typography variant="h6" component="h2">
        {span} (IST)
      </Typography>
      {board.truncated && <Alert severity="info">Only the first providers by name are shown. Choose a service to see the others.</Alert>}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, lg: 9.5 }}>
          {board.view === 'day' ? <DispatchDayGrid board={board} /> : <DispatchWeekGrid board={board} />}
        </Grid>
        <Grid size={{ xs: 12, lg: 2.5 }}>
          <UnassignedOrders board={board} />
        </Grid>
      </Grid>
    </Stack>
  );
}
