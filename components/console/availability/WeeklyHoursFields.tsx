import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { WeeklyRange } from '../../../lib/contracts/availability';
import { addRange, copyDay, removeAt, replaceAt, WEEK, WEEKDAYS, WEEKEND } from './availabilityDraft';
import { useAvailabilityTexts } from './availabilityTexts';

/** Props of `WeeklyHoursFields`: the ranges in the body's order, where a change goes, the field problems, and read-only. */
export interface WeeklyHoursFieldsProps {
  weekly: WeeklyRange[];
  onChange: (weekly: WeeklyRange[]) => void;
  /** Problems by field (`weekly.N.from`, `weekly.N.to`, N the range's place in `weekly`). */
  errors: Record<string, string>;
  readOnly: boolean;
}

// a native time input has no 24:00: an end of 00:00 stands for midnight at the end of the day (a range ends after it starts)
const shownEnd = (to: string) => (to === '24:00' ? '00:00' : to);
const storedEnd = (value: string) => (value === '00:00' ? '24:00' : value);

/**
 * The weekly working hours (IST), Monday first: per day its ranges (native time inputs, each with its problem
 * beneath it, the line kept so nothing moves), add and remove a range, and copy a day's hours to Monday-Friday (from
 * a weekday) or to the weekend (from Saturday or Sunday). Each change goes to `onChange` at once.
 */
export default function WeeklyHoursFields({ weekly, onChange, errors, readOnly }: WeeklyHoursFieldsProps) {
  const words = useAvailabilityTexts();
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Typography variant="body2" color="text.secondary">
        {words.timesNote}
      </Typography>
      {WEEK.map(({ day, name: english }) => {
        const name = words.dayName(day, english);
        const ranges = weekly.map((range, index) => ({ range, index })).filter(({ range }) => range.day === day);
        const weekday = WEEKDAYS.includes(day);
        const headingId = `weekly-day-${day}`;
        return (
          <Box key={day} role="group" aria-labelledby={headingId} data-testid={`weekly-day-${day}`} sx={{ display: 'grid', gap: 0.5 }}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
              <Typography id={headingId} component="h3" sx={{ fontWeight: 600, flex: 1, minWidth: 96 }}>
                {name}
              </Typography>
              {!readOnly && (
                <>
                  <Button size="small" onClick={() => onChange(addRange(weekly, day))} aria-label={words.addHoursOn(name)}>
                    {words.addHours}
                  </Button>
                  {ranges.length > 0 && (
                    <Button
                      size="small"
                      onClick={() => onChange(copyDay(weekly, day, weekday ? WEEKDAYS : WEEKEND))}
                      aria-label={words.copyFrom(weekday ? words.copyWeekdays : words.copyWeekend, name)}
                    >
                      {weekday ? words.copyWeekdays : words.copyWeekend}
                    </Button>
                  )}
                </>
              )}
            </Box>
            {ranges.length === 0 && (
              <Typography variant="body2" color="text.secondary">
                {words.notWorking}
              </Typography>
            )}
            {ranges.map(({ range, index }, place) => {
              const which = ranges.length > 1 ? words.dayRange(name, place + 1) : name;
              return (
                <Box key={index} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
                  <TextField
                    type="time"
                    size="small"
                    label={words.from}
                    value={range.from}
                    disabled={readOnly}
                    onChange={(event) => onChange(replaceAt(weekly, index, { ...range, from: event.target.value }))}
                    error={Boolean(errors[`weekly.${index}.from`])}
                    helperText={errors[`weekly.${index}.from`] ?? ' '}
                    slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'aria-label': words.fieldOf(words.from, which), step: 300 } }}
                    sx={{ flex: 1, minWidth: 0 }}
                  />
                  <TextField
                    type="time"
                    size="small"
                    label={words.to}
                    value={shownEnd(range.to)}
                    disabled={readOnly}
                    onChange={(event) => onChange(replaceAt(weekly, index, { ...range, to: storedEnd(event.target.value) }))}
                    error={Boolean(errors[`weekly.${index}.to`])}
                    helperText={errors[`weekly.${index}.to`] ?? ' '}
                    slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'aria-label': words.fieldOf(words.to, which), step: 300 } }}
                    sx={{ flex: 1, minWidth: 0 }}
                  />
                  {!readOnly && (
                    <Button
                      size="small"
                      color="error"
                      onClick={() => onChange(removeAt(weekly, index))}
                      aria-label={words.removeHours(which)}
                      sx={{ mt: 0.5, minWidth: 0, px: 1 }}
                    >
                      {words.remove}
                    </Button>
                  )}
                </Box>
              );
            })}
          </Box>
        );
      })}
    </Box>
  );
}
