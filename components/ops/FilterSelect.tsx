import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

/** Props of a console filter select: field `name`, `label`, the current `value` (undefined: none), its choices. */
export interface FilterSelectProps {
  name: string;
  label: string;
  value: string | undefined;
  /** The first choice, value '' (no filter), e.g. "Every service". */
  anyLabel: string;
  options: readonly { value: string; label: string }[];
  minWidth: number;
}

/**
 * A small select of a console's plain GET filter form: '' (`anyLabel`) first, then `options`; the value travels
 * as `?name=value`.
 */
export default function FilterSelect({ name, label, value, anyLabel, options, minWidth }: FilterSelectProps) {
  return (
    <TextField select name={name} label={label} size="small" defaultValue={value ?? ''} sx={{ minWidth }}>
      <MenuItem value="">{anyLabel}</MenuItem>
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
