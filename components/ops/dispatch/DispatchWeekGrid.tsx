import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { DispatchBoard } from '../../../lib/contracts/opsDispatch';
import { istDateTime } from '../../../lib/dates';
import Link from '../../common/Link';
import DispatchJobBlock from './DispatchJobBlock';
import DispatchProviderName from './DispatchProviderName';
import { dispatchHref } from './dispatchPaths';

const dayHeading = new Intl.DateTimeFormat('en-IN', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'Asia/Kolkata' });

/** The week view: one row per provider, Monday to Sunday across (IST), each day's jobs stacked by start; a day's heading opens its day view. */
export default function DispatchWeekGrid({ board }: { board: DispatchBoard }) {
  return (
    <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Table size="small" aria-label={`Jobs from ${board.from} to ${board.to}`} sx={{ tableLayout: 'fixed', minWidth: 900 }}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ width: 150 }}>Provider</TableCell>
            {board.days.map((day) => (
              <TableCell key={day}>
                <Link href={dispatchHref({ date: day, view: 'day', service: board.service })}>
                  {dayHeading.format(istDateTime(day, 12))}
                </Link>
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {board.providers.map((provider) => (
            <TableRow key={provider._id} data-testid="dispatch-row" sx={{ verticalAlign: 'top' }}>
              <TableCell component="th" scope="row">
                <DispatchProviderName provider={provider} />
              </TableCell>
              {board.days.map((day) => (
                <TableCell key={day} sx={{ px: 0.5 }}>
                  {provider.jobs
                    .filter((job) => job.eventDate === day)
                    .map((job) => (
                      <DispatchJobBlock key={job._id} job={job} sx={{ mb: 0.5 }} />
                    ))}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {board.providers.length === 0 && <Typography sx={{ p: 2 }}>No providers for this service.</Typography>}
    </TableContainer>
  );
}
