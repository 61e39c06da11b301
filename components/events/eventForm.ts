import type { InviteEvent } from '../../lib/contracts/events';
import { INVITE_CAPACITY_MAX, INVITE_HOST_NAME_MAX, INVITE_TITLE_MAX, INVITE_VENUE_MAX } from '../../lib/events/limits';
import { addIstDays, istDate } from '../../lib/dates';
import type { InviteInput } from '../../store/eventsApi';
import type { T } from '../i18n/I18nProvider';

/** What the create form holds while the host types. */
export interface EventFormValues {
  occasion: string;
  title: string;
  date: string;
  time: string;
  venue: string;
  mapsUrl: string;
  hostName1: string;
  hostName2: string;
  language: 'en' | 'hi';
  /** `yyyy-MM-ddTHH:mm` in IST, or empty (the deadline is then the start). */
  deadline: string;
  /** Empty: no limit. */
  capacity: string;
  plusOnesAllowed: number;
  showGuestList: boolean;
  showCount: boolean;
}

/** A new event's form: a birthday at 7 PM, English, guest list and count shown, no +1s. */
export const EMPTY_EVENT: EventFormValues = {
  occasion: 'birthday',
  title: '',
  date: '',
  time: '19:00',
  venue: '',
  mapsUrl: '',
  hostName1: '',
  hostName2: '',
  language: 'en',
  deadline: '',
  capacity: '',
  plusOnesAllowed: 0,
  showGuestList: true,
  showCount: true,
};

/** The dates an event may take (today to 365 days ahead, IST), for the date field's min and max. */
export function eventDateRange(now: Date): { min: string; max: string } {
  const today = istDate(now);
  return { min: today, max: addIstDays(today, 365) };
}

/** An ISO instant as the `datetime-local` value in IST (`yyyy-MM-ddTHH:mm`). */
export function istLocalInput(iso: string): string {
  const shifted = new Date(new Date(iso).getTime() + 330 * 60_000);
  return shifted.toISOString().slice(0, 16);
}

/** A `datetime-local` value read as IST, as an ISO instant with the +05:30 offset. */
export const istInputToIso = (value: string) => `${value}:00+05:30`;

/** The form of an existing event (to change it). */
export function eventFormOf(event: InviteEvent): EventFormValues {
  return {
    occasion: event.occasion,
    title: event.title,
    date: event.date,
    time: event.time,
    venue: event.venue,
    mapsUrl: event.mapsUrl ?? '',
    hostName1: event.hostNames[0] ?? '',
    hostName2: event.hostNames[1] ?? '',
    language: event.language,
    deadline: event.rsvp.deadline ? istLocalInput(event.rsvp.deadline) : '',
    capacity: event.rsvp.capacity === null ? '' : String(event.rsvp.capacity),
    plusOnesAllowed: event.rsvp.plusOnesAllowed,
    showGuestList: event.rsvp.showGuestList,
    showCount: event.rsvp.showCount,
  };
}

/** The API body of the form (`templateId` kept as it is: the design step chooses it). */
export function eventBody(values: EventFormValues, templateId: string | null = null): InviteInput {
  const capacity = values.capacity.trim() === '' ? null : Number(values.capacity);
  return {
    occasion: values.occasion as InviteInput['occasion'],
    title: values.title.trim(),
    date: values.date,
    time: values.time,
    venue: values.venue.trim(),
    mapsUrl: values.mapsUrl.trim() === '' ? null : values.mapsUrl.trim(),
    hostNames: [values.hostName1.trim(), values.hostName2.trim()].filter((name) => name !== ''),
    templateId,
    language: values.language,
    rsvp: {
      deadline: values.deadline === '' ? null : istInputToIso(values.deadline),
      capacity,
      plusOnesAllowed: values.plusOnesAllowed,
      showGuestList: values.showGuestList,
      showCount: values.showCount,
    },
  };
}

const chars = (text: string) => [...text.trim()].length;

/**
 * The form's own checks (the API checks again, and its messages replace these): title 1-30, a date and time, venue
 * 1-200, a first host name up to 40 (a second optional), capacity 1-1,000.
 * @param t the page's `events` messages (the errors are in its language).
 * @returns messages by the API's field paths (`title`, `hostNames.0`, `rsvp.capacity`, ...).
 */
export function eventErrors(values: EventFormValues, t: T): Record<string, string> {
  const errors: Record<string, string> = {};
  if (chars(values.title) === 0) errors.title = t('error.title');
  else if (chars(values.title) > INVITE_TITLE_MAX) errors.title = t('error.titleLong', { max: INVITE_TITLE_MAX });
  if (!/^\d{4}-\d{2}-\d{2}$/.test(values.date)) errors.date = t('error.date');
  if (!/^\d{2}:\d{2}$/.test(values.time)) errors.time = t('error.time');
  if (chars(values.venue) === 0) errors.venue = t('error.venue');
  else if (chars(values.venue) > INVITE_VENUE_MAX) errors.venue = t('error.venueLong', { max: INVITE_VENUE_MAX });
  // the maps link is checked by the API alone (https on Google Maps hosts): its message shows under the field
  if (chars(values.hostName1) === 0) errors['hostNames.0'] = t('error.host');
  else if (chars(values.hostName1) > INVITE_HOST_NAME_MAX) errors['hostNames.0'] = t('error.hostLong', { max: INVITE_HOST_NAME_MAX });
  if (chars(values.hostName2) > INVITE_HOST_NAME_MAX) errors['hostNames.1'] = t('error.hostLong', { max: INVITE_HOST_NAME_MAX });
  if (values.capacity.trim() !== '') {
    const capacity = Number(values.capacity);
    if (!Number.isInteger(capacity) || capacity < 1 || capacity > INVITE_CAPACITY_MAX)
      errors['rsvp.capacity'] = t('error.capacity', { max: INVITE_CAPACITY_MAX });
  }
  return errors;
}
