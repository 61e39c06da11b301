import TextField from '@mui/material/TextField';

/**
 * The required reason of a console action that moves money or status (a step, a refund): a multiline field of at
 * most `maxLength` characters (the contract's limit), under the dialog's text.
 */
export default function ReasonField({
  value,
  onChange,
  maxLength,
}: {
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
}) {
  return (
    <TextField
      label="Reason (required)"
      fullWidth
      multiline
      sx={{ mt: 2 }}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ htmlInput: { maxLength } }}
    />
  );
}
