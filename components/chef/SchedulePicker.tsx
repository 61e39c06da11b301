import { CHEF_SLOTS, earliestChefDate, isChefSlotBookable } from '../../lib/booking';
import DateSlotFields, { type DateSlotAvailability } from '../common/DateSlotFields';
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
  /** The pincode and dishes the arrival slots are asked for (only slots a chef can serve are offered). */
  availability?: DateSlotAvailability;
}

/** Number of people (1-35), the party's pincode, the date (24 hours ahead at the earliest, IST) and a one-hour arrival slot. */
export default function SchedulePicker({
  people,
  onPeopleChange,
  eventDate,
  onDateChange,
  slotId,
  onSlotChange,
  now,
  errors,
  availability,
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
      <DateSlotFields
        eventDate={eventDate}
        onDateChange={onDateChange}
        slotId={slotId}
        onSlotChange={onSlotChange}
        now={now}
        slots={CHEF_SLOTS}
        isBookable={isChefSlotBookable}
        earliestDate={earliestChefDate}
        hint="Book at least 24 hours in advance."
        legend="Chef arrival time"
        errors={errors}
        availability={availability}
      />
    </section>
  );
}
