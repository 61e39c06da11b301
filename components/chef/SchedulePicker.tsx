import { CHEF_SLOTS, earliestChefDate, isChefSlotBookable } from '../../lib/booking';
import DateSlotFields, { type DateSlotAvailability } from '../common/DateSlotFields';
import { MAX_PEOPLE, MIN_PEOPLE } from '../../lib/pricing';
import { useT } from '../i18n/I18nProvider';
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

/**
 * Number of people (1-35), the party's pincode, the date (24 hours ahead at the earliest, IST) and a one-hour arrival
 * slot. Texts: the `chef` and `booking` domains.
 */
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
  const t = useT('chef');
  const setPeople = (value: number) => onPeopleChange(Math.min(MAX_PEOPLE, Math.max(MIN_PEOPLE, Math.round(value) || MIN_PEOPLE)));
  return (
    <section className={styles.card} aria-labelledby="schedule-heading">
      <h2 id="schedule-heading" className={styles.cardTitle}>
        {t('schedule.heading')}
      </h2>
      <div className={styles.field}>
        <label className={styles.label} htmlFor="people">
          {t('schedule.people', { min: MIN_PEOPLE, max: MAX_PEOPLE })}
        </label>
        <div className={styles.stepper}>
          <button
            type="button"
            className={styles.stepperButton}
            aria-label={t('schedule.lessPerson')}
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
            aria-label={t('schedule.morePerson')}
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
        hint={t('schedule.hint')}
        legend={t('schedule.legend')}
        errors={errors}
        availability={availability}
      />
    </section>
  );
}
