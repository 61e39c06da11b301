import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { TimeOff } from '../../../lib/contracts/availability';
import { TIME_OFF_REASON_MAX } from '../../../lib/contracts/availabilityText';
import { newTimeOff, removeAt, replaceAt } from './availabilityDraft';
import { useAvailabilityTexts } from './availabilityTexts';

/** Props of `TimeOffFields`: the ranges, where a change goes (`save`: at once, or only kept until the reason is left), the field problems, read-only. */
export interface TimeOffFieldsProps {
  timeOff: TimeOff[];
  onChange: (timeOff: TimeOff[], save?: boolean) => void;
  /** Problems by field (`timeOff.N.from|to|reason`). */
  errors: Record<string, string>;
  readOnly: boolean;
}

/**
 * Time off (IST): date-and-time ranges (native inputs) with an optional reason; add and remove. A date or time is
 * saved as it changes, a reason when its field is left (not at each letter). Each problem shows beneath its field.
 */
export default function TimeOffFields({ timeOff, onChange, errors, readOnly }: TimeOffFieldsProps) {
  const words = useAvailabilityTexts();
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {timeOff.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {words.noTimeOff}
        </Typography>
      )}
      {timeOff.map((range, index) => {
        const which = words.timeOffWhich(index + 1);
        const field = (part: 'from' | 'to') => (
          <TextField
            type="datetime-local"
            size="small"
            label={part === 'from' ? words.from : words.to}
            value={range[part]}
            disabled={readOnly}
            onChange={(event) => onChange(replaceAt(timeOff, index, { ...range, [part]: event.target.value }))}
            error={Boolean(errors[`timeOff.${index}.${part}`])}
            helperText={errors[`timeOff.${index}.${part}`] ?? ' '}
            slotProps={{
              inputLabel: { shrink: true },
              htmlInput: { 'aria-label': words.fieldOf(part === 'from' ? words.from : words.to, which) },
            }}
            sx={{ gridColumn: '1 / 3' }}
          />
        );
        return (
          <Box
            key={index}
            role="group"
            aria-label={words.timeOffGroup(index + 1)}
            data-testid="time-off"
            // From and To a line each: a date-and-time input needs more than half a phone's width
            sx={{ display: 'grid', gridTemplateColumns: '1fr auto', columnGap: 1, borderLeft: 3, borderColor: 'divider', pl: 1 }}
          >
            {field('from')}
            {field('to')}
            <TextField
              size="small"
              label={words.reasonOptional}
              value={range.reason ?? ''}
              disabled={readOnly}
              onChange={(event) => onChange(replaceAt(timeOff, index, { ...range, reason: event.target.value }), false)}
              onBlur={() => onChange(timeOff)}
              error={Boolean(errors[`timeOff.${index}.reason`])}
              helperText={errors[`timeOff.${index}.reason`] ?? ' '}
              slotProps={{ htmlInput: { maxLength: TIME_OFF_REASON_MAX, 'aria-label': words.fieldOf(words.reasonOptional, which) } }}
              sx={{ gridColumn: readOnly ? '1 / 3' : '1 / 2', minWidth: 0 }}
            />
            {!readOnly && (
              <Button
                color="error"
                size="small"
                onClick={() => onChange(removeAt(timeOff, index))}
                aria-label={words.removeTimeOff(index + 1)}
                sx={{ alignSelf: 'start', mt: 0.5 }}
              >
                {words.remove}
              </Button>
            )}
          </Box>
        );
      })}
      {!readOnly && (
        <Box>
          <Button variant="outlined" size="small" onClick={() => onChange([...timeOff, newTimeOff(new Date())])}>
            {words.addTimeOff}
          </Button>
        </Box>
      )}
    </Box>
  );
}
