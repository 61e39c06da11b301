import type { MyRsvp, RsvpStatus } from '../../lib/contracts/events';
import { GUEST_NAME_MAX, GUEST_NAME_MIN, GUEST_NOTE_MAX } from '../../lib/events/limits';
import type { T } from '../i18n/I18nProvider';

/** What the RSVP form holds while the guest types. */
export interface RsvpFormValues {
  name: string;
  rsvpStatus: RsvpStatus | null;
  plusOnes: number;
  note: string;
  whatsappOptIn: boolean;
  /** A guest can opt out of the host's draws. */
  luckyDrawOptOut: boolean;
}

/** An empty form: no answer picked, no +1s, reminders unticked (unticked by default). */
export const EMPTY_RSVP: RsvpFormValues = {
  name: '',
  rsvpStatus: null,
  plusOnes: 0,
  note: '',
  whatsappOptIn: false,
  luckyDrawOptOut: false,
};

/** The form filled with the guest's earlier answer, to change it. */
export const rsvpValuesOf = (mine: MyRsvp): RsvpFormValues => ({
  name: mine.name,
  rsvpStatus: mine.rsvpStatus,
  plusOnes: mine.plusOnes,
  note: mine.note ?? '',
  whatsappOptIn: mine.whatsappOptIn,
  luckyDrawOptOut: mine.luckyDrawOptOut,
});

/** A link or HTML in a name (the API refuses them too: a name with a link or HTML is a 400). */
const LINK_OR_HTML = /<|>|https?:|www\./i;

/**
 * The form's own checks before anything is sent (the server checks again and its messages win): name 2-40
 * characters of plain text, an answer picked, +1s within `plusOnesAllowed`, a note up to 140 characters.
 * @param t the page's `invite` messages (the errors are in its language).
 * @returns messages by field (`name`, `rsvpStatus`, `plusOnes`, `note`); empty when the form may be sent.
 */
export function rsvpErrors(values: RsvpFormValues, plusOnesAllowed: number, t: T): Record<string, string> {
  const errors: Record<string, string> = {};
  const name = values.name.trim();
  if (name.length < GUEST_NAME_MIN) errors.name = t('error.nameShort');
  else if ([...name].length > GUEST_NAME_MAX) errors.name = t('error.nameLong', { max: GUEST_NAME_MAX });
  else if (LINK_OR_HTML.test(name)) errors.name = t('error.namePlain');
  if (!values.rsvpStatus) errors.rsvpStatus = t('error.choose');
  if (values.rsvpStatus !== 'declined' && values.plusOnes > plusOnesAllowed)
    errors.plusOnes = t('error.plusOnes', { max: plusOnesAllowed });
  if ([...values.note.trim()].length > GUEST_NOTE_MAX) errors.note = t('error.noteLong', { max: GUEST_NOTE_MAX });
  return errors;
}
