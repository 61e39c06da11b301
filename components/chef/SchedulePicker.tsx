import { CHEF_SLOTS, isChefSlotBookable, maxBookingDate, earliestChefDate } from '../../lib/booking';
import { MAX_PEOPLE, MIN_PEOPLE } from '../../lib/pricing';
import styles from './steps.module.css';

/** Props of `SchedulePicker`. `now` is the page-load time on the client (null while server-rendering). */
export interface SchedulePickerProps {
  people: number;
  onPeopleChange: (people: number) => void;
  eventDate: string;
  onDateChange: (date: string) => void;
  slotId: string;
  onSlotChange: (slotId: string) => void;
  now: Date | null;
  errors: Partial<Record<'people' | 'eventDate' | 'slotId', string>>;
}

/** Issue 5: number of people (1-35), the date (24 hours ahead at the earliest, IST) and a one-hour arrival slot. */
export default function SchedulePicker({
  people,
  onPeopleChange,
  eventDate,
  onDateChange,
  slotId,
  onSlotChange,
  now,
  errors,
}: SchedulePickerProps) {
  const setPeople = (value: number) => onPeopleChange(Math.min(MAX_PEOPLE, Math.max(MIN_PEOPLE, Math.round(value) || MIN_PEOPLE)));
  return (
    <section className={styles.card} aria-labelledby="schedule-heading">
      <h2 id="schedule-heading" className={styles.cardTitle}>
        When and for how many
      </h2>
      <div className={styles.field}>
        <label className={styles.label} htmlFor="people">
          Number of people ({MIN_PEOPLE} to {MAX_PEOPLE})
        </label>
        <div className={styles.stepper}>
          <button
            type="button"
            className={styles.stepperButton}
            aria-label="One person less"
            disabled={people <= MIN_PEOPLE}
            onClick={() => setPeople(people - 1)}
          >
            −
          </button>
          <input
            id="people"
            className={`${styles.input} ${styles.stepperValue}`}
            type="number"
            inputMode="numeric"
            min={MIN_PEOPLE}
            max={MAX_PEOPLE}
            value={people}
            onChange={(e) => setPeople(Number(e.target.value))}
          />
          <button
            type="button"
            className={styles.stepperButton}
            aria-label="One person more"
            disabled={people >= MAX_PEOPLE}
            onClick={() => setPeople(people + 1)}
          >
            +
          </button>
        </div>
      </div>
      <div className={styles.field}>
        <label className={styles.label} htmlFor="event-date">
          Date
        </label>
        <input
          id="event-date"
          className={styles.input}
          type="date"
          value={eventDate}
          min={now ? earliestChefDate(now) : undefined}
          max={now ? maxBookingDate(now) : undefined}
          aria-invalid={Boolean(errors.eventDate)}
          aria-describedby="event-date-hint"
          onChange={(e) => onDateChange(e.target.value)}
        />
        <span id="event-date-hint" className={errors.eventDate ? styles.error : styles.hint}>
          {errors.eventDate ?? 'Book at least 24 hours in advance.'}
        </span>
      </div>
      <fieldset className={styles.field} style={{ border: 0, padding: 0, margin: 0 }}>
        <legend className={styles.label}>Chef arrival time</legend>
        <div className={styles.slots}>
          {CHEF_SLOTS.map((slot) => {
            const bookable = Boolean(now && eventDate && isChefSlotBookable(eventDate, slot, now));
            return (
              <button
                key={slot.id}
                type="button"
                className={styles.slot}
                aria-pressed={slotId === slot.id}
                disabled={!bookable}
                onClick={() => onSlotChange(slot.id)}
              >
                {slot.label}
              </button>
            );
          })}
        </div>
        {errors.slotId && <span className={styles.error}>{errors.slotId}</span>}
      </fieldset>
    </section>
  );
}
