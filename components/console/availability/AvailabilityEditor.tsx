import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { AvailabilityAnswer } from '../../../lib/contracts/availability';
import { MAX_JOBS_PER_DAY, MIN_JOBS_PER_DAY } from '../../../lib/contracts/availabilityText';
import { useAvailabilityQuery, type AvailabilityOwner } from '../../../store/console/availabilityApi';
import { useAvailabilityTexts } from './availabilityTexts';
import JobsOutsideList from './JobsOutsideList';
import PincodePicker from './PincodePicker';
import TimeOffFields from './TimeOffFields';
import { useAvailabilityDraft, type Section } from './useAvailabilityDraft';
import WeeklyHoursFields from './WeeklyHoursFields';

/** Props of `AvailabilityEditor`: whose availability, and whether it is only shown (support in the console). */
export interface AvailabilityEditorProps {
  owner: AvailabilityOwner;
  readOnly?: boolean;
  /** Told when a save turns `hasHours` on or off (the console's directory reloads its "No hours set"). */
  onHasHoursChange?: (hasHours: boolean) => void;
}

/**
 * A provider's availability (lib/contracts/availability), in the partner app (their own) and in the console (any
 * provider's, admins and operations; support reads): weekly hours, time off, served pincodes and jobs a day. Read
 * once; each change is saved at once (the whole body), "Saved" or the server's refusal shown beside the field it
 * names, what was typed kept; after a save, the assigned jobs left outside are listed. Made for a phone (390 px).
 * Its words: English, or the partner app's in the page's language (AvailabilityTextsContext).
 */
export default function AvailabilityEditor({ owner, readOnly = false, onHasHoursChange }: AvailabilityEditorProps) {
  const words = useAvailabilityTexts();
  const answer = useAvailabilityQuery(owner);
  if (answer.isError) return <Alert severity="error">{words.loadFailed(answer.error)}</Alert>;
  if (!answer.isSuccess) return <CircularProgress size={24} aria-label={words.loading} />;
  return <AvailabilityForm owner={owner} initial={answer.data} readOnly={readOnly} onHasHoursChange={onHasHoursChange} />;
}

/** The editor once read: the draft, saved at each change. */
function AvailabilityForm({
  owner,
  initial,
  readOnly,
  onHasHoursChange,
}: {
  owner: AvailabilityOwner;
  initial: AvailabilityAnswer;
  readOnly: boolean;
  onHasHoursChange?: (hasHours: boolean) => void;
}) {
  const { draft, change, hasHours, jobsOutside, closeJobsOutside, errors, status } = useAvailabilityDraft(owner, initial, onHasHoursChange);
  const own = owner.app === 'partner';
  const words = useAvailabilityTexts();
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      {!hasHours && (
        <Alert severity="warning" role="note" data-testid="no-hours-note">
          {own ? words.noHoursOwn : words.noHoursOther}
        </Alert>
      )}
      {/* hours set here: the note's box stays, saying so, so nothing below it moves */}
      {hasHours && !initial.hasHours && (
        <Alert severity="success" role="note" data-testid="hours-set-note">
          {own ? words.hoursSetOwn : words.hoursSetOther}
        </Alert>
      )}
      {readOnly && (
        <Alert severity="info" role="note">
          {words.readOnly}
        </Alert>
      )}
      {status.other && <Alert severity="error">{status.other.text}</Alert>}
      <JobsOutsideList jobs={jobsOutside} onClose={closeJobsOutside} />

      <Part title={words.workingHours} section="weekly" status={status}>
        <WeeklyHoursFields
          weekly={draft.weekly}
          onChange={(weekly) => change('weekly', { ...draft, weekly })}
          errors={errors}
          readOnly={readOnly}
        />
      </Part>
      <Part title={words.timeOff} section="timeOff" status={status}>
        <TimeOffFields
          timeOff={draft.timeOff}
          onChange={(timeOff, save = true) => change('timeOff', { ...draft, timeOff }, save)}
          errors={errors}
          readOnly={readOnly}
        />
      </Part>
      <Part title={words.pincodes} section="pincodes" status={status}>
        <PincodePicker
          choices={initial.pincodeChoices}
          chosen={draft.pincodes}
          onChange={(pincodes) => change('pincodes', { ...draft, pincodes })}
          errors={errors}
          readOnly={readOnly}
        />
      </Part>
      <Part title={words.jobsADay} section="maxJobsPerDay" status={status}>
        <TextField
          select
          size="small"
          label={words.mostJobs}
          value={draft.maxJobsPerDay}
          disabled={readOnly}
          onChange={(event) => change('maxJobsPerDay', { ...draft, maxJobsPerDay: Number(event.target.value) })}
          error={Boolean(errors.maxJobsPerDay)}
          helperText={errors.maxJobsPerDay ?? ' '}
          slotProps={{ select: { native: true } }}
          sx={{ maxWidth: 200 }}
        >
          {Array.from({ length: MAX_JOBS_PER_DAY - MIN_JOBS_PER_DAY + 1 }, (_, at) => MIN_JOBS_PER_DAY + at).map((count) => (
            <option key={count} value={count}>
              {count}
            </option>
          ))}
        </TextField>
      </Part>
    </Box>
  );
}

/** One part of the editor: its heading with the save status beside it (its line always kept, so nothing moves), and its fields. */
function Part({
  title,
  section,
  status,
  children,
}: {
  title: string;
  section: Section;
  status: ReturnType<typeof useAvailabilityDraft>['status'];
  children: ReactNode;
}) {
  const id = `availability-${section}`;
  const shown = status[section];
  return (
    <Box component="section" aria-labelledby={id} sx={{ display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1 }}>
        <Typography id={id} variant="h6" component="h2" sx={{ flex: 1 }}>
          {title}
        </Typography>
        <Typography
          variant="body2"
          role="status"
          data-testid={`save-status-${section}`}
          color={shown?.ok === false ? 'error' : 'text.secondary'}
          sx={{ minHeight: '1.5em', textAlign: 'right' }}
        >
          {shown?.text ?? ''}
        </Typography>
      </Box>
      {children}
    </Box>
  );
}
