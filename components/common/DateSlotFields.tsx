import { lazy } from 'react';
import type { Slot } from '../../lib/booking';
import { maxBookingDate } from '../../lib/booking';
import StoreIsland from '../../store/StoreIsland';
import styles from '../chef/steps.module.css';
import { useT } from '../i18n/I18nProvider';
import PincodeFirstField from './PincodeFirstField';
import SlotButtons from './SlotButtons';
import type { SlotAvailabilityQuery } from './SlotAvailability';

const SlotAvailability = lazy(() => import('./SlotAvailability'));

/** What `DateSlotFields` needs to offer only the slots someone can serve: the slots query and the pincode's setter. */
export interface DateSlotAvailability extends SlotAvailabilityQuery {
  /**
   * The pincode typed above the date (the flow keeps it in its address, so the address form shows it too). With
   * `prefill` it is only a suggestion (the tab's last pincode, the default address), taken only while the flow's
   * draft, as stored, has no pincode (the field may show before the draft is read back).
   */
  onPincodeChange: (pincode: string, prefill?: boolean) => void;
  pincodeError?: string;
}

/** Props of `DateSlotFields`. `now` is the browser's clock (null while server-rendering: nothing bookable yet). */
export interface DateSlotFieldsProps {
  eventDate: string;
  onDateChange: (date: string) => void;
  slotId: string;
  onSlotChange: (slotId: string) => void;
  now: Date | null;
  slots: readonly Slot[];
  /** The service's rule (lib/booking.ts): whether a slot on an IST date can be booked at `now`. */
  isBookable: (date: string, slot: Slot, now: Date) => boolean;
  /** First IST date with a bookable slot at `now`. */
  earliestDate: (now: Date) => string;
  /** Under the date, e.g. "Book at least 24 hours in advance." */
  hint: string;
  /** The slot group's name, e.g. "Chef arrival time". */
  legend: string;
  errors: Partial<Record<'eventDate' | 'slotId', string>>;
  /** Given: the pincode comes first and only slots a provider can serve are offered (GET /api/serviceability/slots). */
  availability?: DateSlotAvailability;
}

const FULL_PINCODE = /^\d{6}$/;

/**
 * A booking date (IST, from the service's earliest date to the 90-day horizon) and its time slots, each slot
 * enabled only while the service's lead-time rule allows it (chef and food). With `availability`, the pincode is
 * asked first and a slot is enabled only once the slots route confirms someone can serve it (until then the grid
 * keeps its size with every slot disabled). Texts: the `booking` domain; `hint`, `legend` and `errors` come in the
 * page's language.
 */
export default function DateSlotFields({
  eventDate,
  onDateChange,
  slotId,
  onSlotChange,
  now,
  slots,
  isBookable,
  earliestDate,
  hint,
  legend,
  errors,
  availability,
}: DateSlotFieldsProps) {
  const t = useT('booking');
  const clockAllows = (slot: Slot) => Boolean(now && eventDate && isBookable(eventDate, slot, now));
  const asking = availability && now && FULL_PINCODE.test(availability.pincode);
  // before a date is chosen the earliest one is asked, so a pincode nobody serves is said at the pincode step
  const askedDate = eventDate || (now ? earliestDate(now) : '');
  const grid = (checking: boolean) => (
    <SlotButtons
      slots={slots}
      slotId={slotId}
      onSlotChange={onSlotChange}
      stateOf={(slot) => (checking ? 'checking' : !availability && clockAllows(slot) ? 'open' : 'closed')}
      withNotes={Boolean(availability)}
    />
  );
  return (
    <>
      {availability && (
        <PincodeFirstField pincode={availability.pincode} onChange={availability.onPincodeChange} error={availability.pincodeError} />
      )}
      <div className={styles.field}>
        <label className={styles.label} htmlFor="event-date">
          {t('date.label')}
        </label>
        <input
          id="event-date"
          className={styles.input}
          type="date"
          value={eventDate}
          min={now ? earliestDate(now) : undefined}
          max={now ? maxBookingDate(now) : undefined}
          aria-invalid={Boolean(errors.eventDate)}
          aria-describedby="event-date-hint"
          onChange={(e) => onDateChange(e.target.value)}
        />
        <span id="event-date-hint" className={errors.eventDate ? styles.error : styles.hint}>
          {errors.eventDate ?? hint}
        </span>
      </div>
      <fieldset className={styles.field} style={{ border: 0, padding: 0, margin: 0 }} data-invalid={Boolean(errors.slotId)}>
        <legend className={styles.label}>{legend}</legend>
        {asking ? (
          <StoreIsland fallback={grid(true)}>
            <SlotAvailability
              service={availability.service}
              pincode={availability.pincode}
              dishes={availability.dishes}
              hours={availability.hours}
              date={askedDate}
              dateChosen={Boolean(eventDate)}
              slots={slots}
              slotId={slotId}
              onSlotChange={onSlotChange}
              onDateChange={onDateChange}
              clockAllows={clockAllows}
            />
          </StoreIsland>
        ) : (
          grid(false)
        )}
        {availability && (!asking || !eventDate) && (
          <span className={styles.hint}>{FULL_PINCODE.test(availability.pincode) ? t('slots.chooseDate') : t('slots.enterPincode')}</span>
        )}
        {errors.slotId && <span className={styles.error}>{errors.slotId}</span>}
      </fieldset>
    </>
  );
}
