import { createContext, useContext } from 'react';
import type { JobOutsideAvailability } from '../../../lib/contracts/availability';
import { OUTSIDE_REASON } from '../../../lib/contracts/availabilityText';
import { formatDate } from '../../../lib/format';
import { failureMessage } from '../../../store/console/api';

/**
 * The availability editor's words. The console shows the English defaults; the partner app gives its own in the
 * page's language (AvailabilityTextsContext). `server` turns a text the server wrote (a refusal, a field's problem)
 * into the one shown; `loadFailed` a failed read's error.
 */
export interface AvailabilityTexts {
  loading: string;
  loadFailed: (error: unknown) => string;
  server: (message: string) => string;
  noHoursOwn: string;
  noHoursOther: string;
  hoursSetOwn: string;
  hoursSetOther: string;
  readOnly: string;
  workingHours: string;
  timeOff: string;
  pincodes: string;
  jobsADay: string;
  mostJobs: string;
  saving: string;
  saved: string;
  notSaved: string;
  fillEveryTime: string;
  outsideTitle: string;
  outsideAfter: string;
  /** One job left outside: order number, date, slot, why. */
  outsideJob: (job: JobOutsideAvailability) => string;
  noneChosen: string;
  searchPincodes: string;
  searchPlaceholder: string;
  noChoices: string;
  choicesLabel: string;
  noMatch: string;
  more: (count: number) => string;
  noTimeOff: string;
  from: string;
  to: string;
  reasonOptional: string;
  remove: string;
  addTimeOff: string;
  /** "Time off 2" (a group's name) and "time off 2" (inside a field's name). */
  timeOffGroup: (n: number) => string;
  timeOffWhich: (n: number) => string;
  removeTimeOff: (n: number) => string;
  /** A field's name with which range it is in: "From, Monday 2". */
  fieldOf: (label: string, which: string) => string;
  timesNote: string;
  dayName: (day: number, english: string) => string;
  /** "Monday 2": the second range of a day. */
  dayRange: (name: string, n: number) => string;
  addHours: string;
  addHoursOn: (name: string) => string;
  copyWeekdays: string;
  copyWeekend: string;
  copyFrom: (label: string, name: string) => string;
  notWorking: string;
  removeHours: (which: string) => string;
}

/** The console's words (English), as the editor has always said them. */
export const ENGLISH_AVAILABILITY_TEXTS: AvailabilityTexts = {
  loading: 'Loading availability',
  loadFailed: failureMessage,
  server: (message) => message,
  noHoursOwn: 'No job is offered to you until you set your working hours.',
  noHoursOther: 'No job is offered to this provider until their working hours are set.',
  hoursSetOwn: 'Your working hours are set: jobs can be offered to you.',
  hoursSetOther: 'Working hours are set: jobs can be offered.',
  readOnly: 'You can view this availability. Only admins and operations can change it.',
  workingHours: 'Working hours',
  timeOff: 'Time off',
  pincodes: 'Pincodes you serve',
  jobsADay: 'Jobs a day',
  mostJobs: 'Most jobs a day',
  saving: 'Saving…',
  saved: 'Saved',
  notSaved: 'Not saved',
  fillEveryTime: 'Not saved: fill in every time',
  outsideTitle: 'Jobs outside the new availability',
  outsideAfter: 'Operations have been asked to reassign these.',
  outsideJob: (job) => `${job.orderNumber} · ${formatDate(job.date)} · ${job.slotLabel} · ${OUTSIDE_REASON[job.reason]}`,
  noneChosen: 'None chosen yet.',
  searchPincodes: 'Search pincodes',
  searchPlaceholder: 'Pincode or locality',
  noChoices: 'No pincodes to choose from yet.',
  choicesLabel: 'Pincodes to choose from',
  noMatch: 'No pincode matches.',
  more: (count) => `${count} more: type to narrow the list.`,
  noTimeOff: 'No time off planned.',
  from: 'From',
  to: 'To',
  reasonOptional: 'Reason (optional)',
  remove: 'Remove',
  addTimeOff: 'Add time off',
  timeOffGroup: (n) => `Time off ${n}`,
  timeOffWhich: (n) => `time off ${n}`,
  removeTimeOff: (n) => `Remove time off ${n}`,
  fieldOf: (label, which) => `${label}, ${which}`,
  timesNote: 'Times are IST. An end of 00:00 means midnight.',
  dayName: (_day, english) => english,
  dayRange: (name, n) => `${name} ${n}`,
  addHours: 'Add hours',
  addHoursOn: (name) => `Add hours on ${name}`,
  copyWeekdays: 'Copy to all weekdays',
  copyWeekend: 'Copy to the weekend',
  copyFrom: (label, name) => `${label} from ${name}`,
  notWorking: 'Not working',
  removeHours: (which) => `Remove ${which} hours`,
};

/** The editor's words for what is inside it: English unless a page gives its own. */
export const AvailabilityTextsContext = createContext<AvailabilityTexts>(ENGLISH_AVAILABILITY_TEXTS);

/** The availability editor's words (AvailabilityTextsContext). */
export const useAvailabilityTexts = (): AvailabilityTexts => useContext(AvailabilityTextsContext);
