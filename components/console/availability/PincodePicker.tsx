import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { searchPincodes, type PincodeChoice } from './availabilityDraft';
import { useAvailabilityTexts } from './availabilityTexts';

/** At most this many matches are listed at once (the search narrows a city's hundreds). */
export const PINCODES_LISTED = 40;

/** Props of `PincodePicker`: the choices, the chosen pincodes in the body's order, where a change goes, the field problems, read-only. */
export interface PincodePickerProps {
  choices: readonly PincodeChoice[];
  chosen: string[];
  onChange: (pincodes: string[]) => void;
  /** Problems by field (`pincodes.N`, N the pincode's place in `chosen`). */
  errors: Record<string, string>;
  readOnly: boolean;
}

/**
 * The pincodes a provider serves: the chosen ones as chips (each removable, a refused one marked with the server's
 * reason below), and a search (pincode, locality or city) over the choices, each a checkbox. Each change goes to
 * `onChange` at once.
 */
export default function PincodePicker({ choices, chosen, onChange, errors, readOnly }: PincodePickerProps) {
  const words = useAvailabilityTexts();
  const [query, setQuery] = useState('');
  const matches = searchPincodes(choices, query);
  const localityOf = new Map(choices.map((choice) => [choice.pincode, choice.locality]));
  const toggle = (pincode: string) => onChange(chosen.includes(pincode) ? chosen.filter((each) => each !== pincode) : [...chosen, pincode]);
  const refused = chosen.flatMap((pincode, index) => (errors[`pincodes.${index}`] ? [`${pincode}: ${errors[`pincodes.${index}`]}`] : []));

  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Box component="ul" aria-label={words.pincodes} sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, listStyle: 'none', p: 0, m: 0 }}>
        {chosen.length === 0 && (
          <Typography component="li" variant="body2" color="text.secondary">
            {words.noneChosen}
          </Typography>
        )}
        {chosen.map((pincode, index) => (
          <li key={pincode}>
            <Chip
              label={localityOf.has(pincode) ? `${pincode} ${localityOf.get(pincode)}` : pincode}
              color={errors[`pincodes.${index}`] ? 'error' : 'default'}
              onDelete={readOnly ? undefined : () => toggle(pincode)}
              data-testid="pincode-chip"
            />
          </li>
        ))}
      </Box>
      {refused.map((line) => (
        <Typography key={line} variant="body2" color="error" role="alert">
          {line}
        </Typography>
      ))}
      {!readOnly && (
        <>
          <TextField
            type="search"
            size="small"
            label={words.searchPincodes}
            placeholder={words.searchPlaceholder}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
          {choices.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              {words.noChoices}
            </Typography>
          ) : (
            <Box role="group" aria-label={words.choicesLabel} sx={{ maxHeight: 240, overflowY: 'auto', display: 'grid', px: 1 }}>
              {matches.length === 0 && (
                <Typography variant="body2" color="text.secondary">
                  {words.noMatch}
                </Typography>
              )}
              {matches.slice(0, PINCODES_LISTED).map((choice) => (
                <FormControlLabel
                  key={choice.pincode}
                  control={<Checkbox size="small" checked={chosen.includes(choice.pincode)} onChange={() => toggle(choice.pincode)} />}
                  label={`${choice.pincode} ${choice.locality}`}
                />
              ))}
              {matches.length > PINCODES_LISTED && (
                <Typography variant="body2" color="text.secondary">
                  {words.more(matches.length - PINCODES_LISTED)}
                </Typography>
              )}
            </Box>
          )}
        </>
      )}
    </Box>
  );
}
