import TextField from '@mui/material/TextField';

/** Props of the console's date range: the current `from`/`to` (yyyy-mm-dd, IST days) and the two labels. */
export interface DateRangeFieldsProps {
  from: string | undefined;
  to: string | undefined;
  fromLabel: string;
  toLabel: string;
}

/**
 * Two date inputs named `from` and `to` for a console filter form (a plain GET form: the values travel as
 * `?from=yyyy-mm-dd&to=yyyy-mm-dd`, each day in IST, both optional).
 */
export default function DateRangeFields({ from, to, fromLabel, toLabel }: DateRangeFieldsProps) {
  return (
    <>
      {(
        [
          ['from', fromLabel, from],
          ['to', toLabel, to],
        ] as const
      ).map(([name, label, value]) => (
        <TextField
          key={name}
          name={name}
          label={label}
          type="date"
          size="small"
          defaultValue={value ?? ''}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      ))}
    </>
  );
}
