import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { DispatchBoard } from '../../../lib/contracts/opsDispatch';
import { istDateTime } from '../../../lib/dates';
import DispatchJobBlock from './DispatchJobBlock';
import DispatchProviderName from './DispatchProviderName';

/** The hours the day view shows (IST): from 6 AM (a buffet's set-up before a 7 AM slot) to midnight. */
const FIRST_HOUR = 6;
const LAST_HOUR = 24;
const SPAN_MS = (LAST_HOUR - FIRST_HOUR) * 3_600_000;
const HOURS = Array.from({ length: LAST_HOUR - FIRST_HOUR }, (_, i) => FIRST_HOUR + i);
const NAME_WIDTH = 170;
/** The name of the hours' column (its hour labels are for the eye). */
const HOURS_HEADER = 'Jobs, 6 AM to midnight';

/** "6 AM", "12 PM", "9 PM": an hour's label. */
const hourLabel = (hour: number) => `${hour % 12 === 0 ? 12 : hour % 12} ${hour < 12 ? 'AM' : 'PM'}`;

/**
 * The day view: one row per provider, the hours across (6 AM to midnight, IST), each job a block spanning its
 * window (clipped to the view; a job running past midnight ends at its edge).
 */
export default function DispatchDayGrid({ board }: { board: DispatchBoard }) {
  const dayStart = istDateTime(board.date).getTime() + FIRST_HOUR * 3_600_000;
  const place = (startsAt: string, endsAt: string) => {
    const start = Math.max(0, new Date(startsAt).getTime() - dayStart);
    const end = Math.min(SPAN_MS, new Date(endsAt).getTime() - dayStart);
    return { left: `${(start / SPAN_MS) * 100}%`, width: `${(Math.max(end - start, SPAN_MS / 48) / SPAN_MS) * 100}%` };
  };
  return (
    <Box role="table" aria-label={`Jobs on ${board.date}`} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, overflowX: 'auto' }}>
      <Box role="row" sx={{ display: 'flex', borderBottom: 1, borderColor: 'divider', minWidth: 760 }}>
        <Box role="columnheader" sx={{ width: NAME_WIDTH, flexShrink: 0, p: 1, fontWeight: 700 }}>
          Provider
        </Box>
        {/* one column header over the hours, as each row has one cell of jobs: a header per hour told a screen reader
            of 19 columns where rows have 2 */}
        <Box role="columnheader" aria-label={HOURS_HEADER} sx={{ flex: 1, display: 'flex' }}>
          {HOURS.map((hour) => (
            <Box
              aria-hidden
              key={hour}
              sx={{ flex: 1, py: 1, fontSize: 12, color: 'text.secondary', borderLeft: 1, borderColor: 'divider', pl: 0.5 }}
            >
              {hourLabel(hour)}
            </Box>
          ))}
        </Box>
      </Box>
      {board.providers.length === 0 && <Typography sx={{ p: 2 }}>No providers for this service.</Typography>}
      {board.providers.map((provider) => (
        <Box
          role="row"
          key={provider._id}
          data-testid="dispatch-row"
          sx={{ display: 'flex', borderBottom: 1, borderColor: 'divider', minWidth: 760 }}
        >
          <Box role="rowheader" sx={{ width: NAME_WIDTH, flexShrink: 0, p: 1 }}>
            <DispatchProviderName provider={provider} noWrap />
          </Box>
          <Box role="cell" sx={{ flex: 1, position: 'relative', minHeight: 64 }}>
            {HOURS.map((hour, i) => (
              <Box
                key={hour}
                aria-hidden
                sx={{
                  position: 'absolute',
                  top: 0,
                  bottom: 0,
                  left: `${(i / HOURS.length) * 100}%`,
                  borderLeft: 1,
                  borderColor: 'divider',
                }}
              />
            ))}
            {provider.jobs
              .filter((job) => job.eventDate === board.date)
              .map((job) => (
                <DispatchJobBlock
                  key={job._id}
                  job={job}
                  sx={{ position: 'absolute', top: 4, bottom: 4 }}
                  style={place(job.startsAt, job.endsAt)}
                />
              ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
