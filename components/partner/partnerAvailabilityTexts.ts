import { useMemo } from 'react';
import { ENGLISH_AVAILABILITY_TEXTS, type AvailabilityTexts } from '../console/availability/availabilityTexts';
import { hindiClock } from '../../lib/format';
import { useLocale, useT } from '../i18n/I18nProvider';
import { useFormat } from '../i18n/useFormat';
import { isHindiText } from '../../lib/i18n/hindiText';
import { usePartnerFailure } from './partnerText';

const MINUTES_PER_HOUR = 60;

/** Minutes of the day of "07:30 PM", or null for any other text. */
function minutesOf(clock: string): number | null {
  const match = /^(\d{1,2}):(\d{2}) (AM|PM)$/.exec(clock.trim());
  if (!match) return null;
  const hour = (Number(match[1]) % 12) + (match[3] === 'PM' ? 12 : 0);
  return hour * MINUTES_PER_HOUR + Number(match[2]);
}

/**
 * A slot's English label ("07:00 PM - 08:00 PM", as a job left outside carries it) in Hindi ("शाम 7 बजे - रात 8
 * बजे"); any other label stays as it is.
 */
export function hindiSlotLabel(label: string): string {
  const [start, end, ...rest] = label.split(' - ');
  const from = start === undefined ? null : minutesOf(start);
  const to = end === undefined ? null : minutesOf(end);
  return from === null || to === null || rest.length > 0 ? label : `${hindiClock(from)} - ${hindiClock(to)}`;
}

/**
 * The availability editor's words in the page's language (`partner` messages), for the partner app: the provider's
 * own availability. On a Hindi page a server text in English (a refusal, a field's problem) reads as "Please check
 * this" beside its field, a failed read as our own message.
 */
export function usePartnerAvailabilityTexts(): AvailabilityTexts {
  const t = useT('partner');
  const english = useLocale() === 'en';
  const format = useFormat();
  const failure = usePartnerFailure();
  return useMemo(
    () => ({
      loading: t('availability.loading'),
      loadFailed: (error) => failure(error, t('availability.loadFailed')),
      server: (message) => (english || isHindiText(message) ? message : t('availability.problem')),
      noHoursOwn: t('availability.noHours'),
      noHoursOther: t('availability.noHours'),
      hoursSetOwn: t('availability.hoursSet'),
      hoursSetOther: t('availability.hoursSet'),
      // the partner app never shows the editor read-only: the console's words stay
      readOnly: ENGLISH_AVAILABILITY_TEXTS.readOnly,
      workingHours: t('availability.workingHours'),
      timeOff: t('availability.timeOff'),
      pincodes: t('availability.pincodes'),
      jobsADay: t('availability.jobsADay'),
      mostJobs: t('availability.mostJobs'),
      saving: t('availability.saving'),
      saved: t('availability.saved'),
      notSaved: t('availability.notSaved'),
      fillEveryTime: t('availability.fillEveryTime'),
      outsideTitle: t('availability.outsideTitle'),
      outsideAfter: t('availability.outsideAfter'),
      outsideJob: (job) =>
        t('availability.outsideJob', {
          number: job.orderNumber,
          date: format.date(job.date),
          slot: english ? job.slotLabel : hindiSlotLabel(job.slotLabel),
          reason: t(`availability.outside.${job.reason}`),
        }),
      noneChosen: t('availability.noneChosen'),
      searchPincodes: t('availability.searchPincodes'),
      searchPlaceholder: t('availability.searchPlaceholder'),
      noChoices: t('availability.noChoices'),
      choicesLabel: t('availability.choicesLabel'),
      noMatch: t('availability.noMatch'),
      more: (count) => t('availability.more', { count }),
      noTimeOff: t('availability.noTimeOff'),
      from: t('availability.from'),
      to: t('availability.to'),
      reasonOptional: t('availability.reasonOptional'),
      remove: t('availability.remove'),
      addTimeOff: t('availability.addTimeOff'),
      timeOffGroup: (n) => t('availability.timeOffGroup', { n }),
      timeOffWhich: (n) => t('availability.timeOffWhich', { n }),
      removeTimeOff: (n) => t('availability.removeTimeOff', { n }),
      fieldOf: (label, which) => t('availability.fieldOf', { label, which }),
      timesNote: t('availability.timesNote'),
      dayName: (day) => t(`availability.day.${day}`),
      dayRange: (name, n) => t('availability.dayRange', { name, n }),
      addHours: t('availability.addHours'),
      addHoursOn: (name) => t('availability.addHoursOn', { name }),
      copyWeekdays: t('availability.copyWeekdays'),
      copyWeekend: t('availability.copyWeekend'),
      copyFrom: (label, name) => t('availability.copyFrom', { label, name }),
      notWorking: t('availability.notWorking'),
      removeHours: (which) => t('availability.removeHours', { which }),
    }),
    [t, english, format, failure],
  );
}
