import { lazy, Suspense, useEffect, useState } from 'react';
import type { Slot } from '../../lib/booking';
import { TIME_ZONE } from '../../lib/constants';
import { istDateTime } from '../../lib/dates';
import { formatWeekdayDate } from '../../lib/format';
import type { Locale } from '../../lib/i18n/locales';
import { slotLabel } from '../../lib/slotLabel';
import type { ServiceKey } from '../../lib/services';
import { canRetry, failureText } from '../../services/errors';
import { useServiceabilitySlotsQuery } from '../../store/availabilityApi';
import { useLocale, useT } from '../i18n/I18nProvider';
import styles from './bookingForm.module.css';
import SlotButtons, { type SlotState } from './SlotButtons';

const NotServedEnquiry = lazy(() => import('./NotServedEnquiry'));

/** What the slots route is asked: the service, the 6-digit pincode and, for an exact job length, dishes or hours. */
export interface SlotAvailabilityQuery {
  service: ServiceKey;
  pincode: string;
  /** Chef: how many dishes (sets the cooking time). */
  dishes?: number;
  /** Photography: package hours plus extra hours. */
  hours?: number;
}

/** Props of `SlotAvailability`. */
export interface SlotAvailabilityProps extends SlotAvailabilityQuery {
  /** The IST date 'yyyy-MM-dd' asked: the chosen one, else the earliest bookable (to learn whether anybody serves the pincode). */
  date: string;
  /** Whether the customer chose `date`: until then no slot is offered and no day is called full. */
  dateChosen: boolean;
  slots: readonly Slot[];
  slotId: string;
  onSlotChange: (slotId: string) => void;
  onDateChange: (date: string) => void;
  /** The service's clock rule for a slot on `date` (lead times, cut-offs): still applied beside availability. */
  clockAllows: (slot: Slot) => boolean;
}

let dayFormat: Intl.DateTimeFormat | undefined;
/** "Sat, 12 Dec" (Hindi "शनि, 12 दिसंबर") for an IST date 'yyyy-MM-dd' (noon IST of that day, shown in IST). */
const shortDay = (date: string, locale: Locale) =>
  locale === 'hi'
    ? formatWeekdayDate(istDateTime(date, 12), locale)
    : (dayFormat ??= new Intl.DateTimeFormat('en-IN', { weekday: 'short', day: 'numeric', month: 'short', timeZone: TIME_ZONE })).format(
        istDateTime(date, 12),
      );

/**
 * The slots of a date as someone can serve them (GET /api/serviceability/slots): a slot is offered only when the
 * clock allows it and the answer says a provider is free; a full slot is greyed "Fully booked"; a day with no free
 * slot offers the next free date as one tap; a pincode nobody serves gets the message and the enquiry form instead
 * of slots. A chosen slot the answer finds full is unselected with a note. Rendered inside StoreIsland. Texts: the
 * `booking` domain.
 */
export default function SlotAvailability({
  service,
  pincode,
  dishes,
  hours,
  date,
  dateChosen,
  slots,
  slotId,
  onSlotChange,
  onDateChange,
  clockAllows,
}: SlotAvailabilityProps) {
  const t = useT('booking');
  const locale = useLocale();
  const query = useServiceabilitySlotsQuery({
    service,
    pincode,
    date,
    ...(dishes !== undefined && { dishes }),
    ...(hours !== undefined && { hours }),
  });
  // the answer for these very arguments only: an earlier date's answer never offers a slot of this one
  const answer = query.currentData;
  // the slot just found full, on its date (another date's note would only confuse)
  const [unselected, setUnselected] = useState<{ date: string; label: string } | null>(null);

  const stateOf = (slot: Slot): SlotState => {
    if (!answer) return query.isError ? 'closed' : 'checking';
    if (!dateChosen || !clockAllows(slot)) return 'closed';
    return answer.slots.find((s) => s.slotId === slot.id)?.available ? 'open' : 'full';
  };
  const chosen = slots.find((slot) => slot.id === slotId);
  const chosenFull = Boolean(answer && chosen && stateOf(chosen) === 'full');
  // the note names the slot that went; the flow's own state drops it (a full slot is never kept chosen)
  if (chosenFull && chosen && (unselected?.label !== slotLabel(chosen, locale) || unselected.date !== date))
    setUnselected({ date, label: slotLabel(chosen, locale) });
  useEffect(() => {
    if (chosenFull) onSlotChange('');
  }, [chosenFull, onSlotChange]);

  if (answer && !answer.served) {
    return (
      <div data-testid="pincode-not-served">
        <p className={styles.error} role="status">
          {t('slots.notServed')}
        </p>
        <Suspense fallback={null}>
          <NotServedEnquiry service={service} pincode={pincode} date={dateChosen ? date : ''} />
        </Suspense>
      </div>
    );
  }

  const dayFull = Boolean(dateChosen && answer && !slots.some((slot) => stateOf(slot) === 'open'));
  return (
    <>
      <SlotButtons
        slots={slots}
        slotId={slotId}
        onSlotChange={(id) => {
          setUnselected(null);
          onSlotChange(id);
        }}
        stateOf={stateOf}
        withNotes
      />
      {unselected?.date === date && !slotId && (
        <p className={styles.error} role="status">
          {t('slots.justBooked', { slot: unselected.label })}
        </p>
      )}
      {query.isError && (
        <p className={styles.error} role="alert">
          {locale === 'en' ? failureText(query.error, t('slots.checkFailed')) : t('slots.checkFailed')}{' '}
          {canRetry(query.error) && (
            <button type="button" className={styles.linkButton} onClick={() => void query.refetch()}>
              {t('tryAgain')}
            </button>
          )}
        </p>
      )}
      {dayFull && (
        <p className={styles.hint} role="status" data-testid="day-full">
          {t('slots.dayFull')}{' '}
          {answer?.nextAvailableDate && answer.nextAvailableDate !== date ? (
            <button type="button" className={styles.linkButton} onClick={() => onDateChange(answer.nextAvailableDate!)}>
              {t('slots.nextFree', { date: shortDay(answer.nextAvailableDate, locale) })}
            </button>
          ) : (
            t('slots.noFreeDate')
          )}
        </p>
      )}
    </>
  );
}
