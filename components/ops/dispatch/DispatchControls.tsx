import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { DispatchBoard } from '../../../lib/contracts/opsDispatch';
import { addIstDays } from '../../../lib/dates';
import Link from '../../common/Link';
import FilterSelect from '../FilterSelect';
import { SERVICE_OPTIONS } from '../filterOptions';
import { dispatchHref } from './dispatchPaths';

/**
 * The calendar's day, view and service: previous/next (a day or a week), today, and a plain GET form to
 * /ops/dispatch (works before the script runs; every choice is a URL), keyed by the URL's choices by the parent so
 * back/forward refills it. `today` is the IST day of the server's clock.
 */
export default function DispatchControls({ board, today }: { board: DispatchBoard; today: string }) {
  const step = board.view === 'day' ? 1 : 7;
  const at = (date: string) => dispatchHref({ date, view: board.view, service: board.service });
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      <Button component={Link} href={at(addIstDays(board.date, -step))} size="small" variant="outlined">
        {board.view === 'day' ? 'Previous day' : 'Previous week'}
      </Button>
      <Button component={Link} href={at(today)} size="small" variant="outlined">
        Today
      </Button>
      <Button component={Link} href={at(addIstDays(board.date, step))} size="small" variant="outlined">
        {board.view === 'day' ? 'Next day' : 'Next week'}
      </Button>
      <Stack
        component="form"
        method="get"
        action="/ops/dispatch"
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ flexWrap: 'wrap', alignItems: 'center' }}
        aria-label="Choose the calendar"
      >
        <TextField
          name="date"
          type="date"
          label="Day"
          size="small"
          defaultValue={board.date}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField select name="view" label="View" size="small" defaultValue={board.view} sx={{ minWidth: 110 }}>
          <MenuItem value="day">Day</MenuItem>
          <MenuItem value="week">Week</MenuItem>
        </TextField>
        <FilterSelect
          name="service"
          label="Service"
          value={board.service ?? undefined}
          anyLabel="Every service"
          options={SERVICE_OPTIONS}
          minWidth={170}
        />
        <Button type="submit" variant="contained" size="small">
          Show
        </Button>
      </Stack>
    </Stack>
  );
}
