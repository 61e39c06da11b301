import type { Slot } from '../../lib/booking';
import { maxBookingDate } from '../../lib/booking';
import styles from '../chef/steps.module.css';

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
}

/**
 * A booking date (IST, from the service's earliest date to the 90-day horizon) and its time slots, each slot
 * enabled only while the service's lead-time rule allows it (chef and food).
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
}: DateSlotFieldsProps) {
  return (
    <>
      <div className={styles.field}>
        <label className={styles.label} htmlFor="event-date">
          Date
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
        <div className={styles.slots}>
          {slots.map((slot) => (
            <button
              key={slot.id}
              type="button"
              className={styles.slot}
              aria-pressed={slotId === slot.id}
              disabled={!(now && eventDate && isBookable(eventDate, slot, now))}
              onClick={() => onSlotChange(slot.id)}
            >
              {slot.label}
            </button>
          ))}
        </div>
        {errors.slotId && <span className={styles.error}>{errors.slotId}</span>}
      </fieldset>
    </>
  );
}
