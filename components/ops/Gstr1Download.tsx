import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

/**
 * "Download GSTR-1": a plain GET form to /api/ops/finance/gstr1 with the month (yyyy-mm, IST) to file, by default
 * the month of the range's last day; the browser saves the CSV the route answers as an attachment.
 */
export default function Gstr1Download({ month }: { month: string }) {
  return (
    <Stack
      component="form"
      method="get"
      action="/api/ops/finance/gstr1"
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ flexWrap: 'wrap', alignItems: 'center' }}
      aria-label="Download the GSTR-1 of a month"
    >
      <TextField
        name="month"
        label="GSTR-1 month"
        type="month"
        size="small"
        defaultValue={month}
        required
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { pattern: '\\d{4}-\\d{2}' } }}
      />
      <Button type="submit" variant="outlined">
        Download GSTR-1
      </Button>
    </Stack>
  );
}
