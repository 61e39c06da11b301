import type { Slot } from '../../lib/booking';
import { slotLabel } from '../../lib/slotLabel';
import { useLocale, useT } from '../i18n/I18nProvider';
import styles from './bookingForm.module.css';

/**
 * What a slot button can be: `open` (the clock allows it and, where asked, someone is free), `closed` (the clock's
 * rule refuses it, or nothing is known yet to offer it), `full` (nobody free: greyed, "Fully booked") or `checking`
 * (the availability answer is on its way: disabled, never picked before it is confirmed free).
 */
export type SlotState = 'open' | 'closed' | 'full' | 'checking';

/** Props of `SlotButtons`. */
export interface SlotButtonsProps {
  slots: readonly Slot[];
  slotId: string;
  onSlotChange: (slotId: string) => void;
  stateOf: (slot: Slot) => SlotState;
  /** Reserve each button's second line ("Fully booked"), so the grid keeps its size while the answer loads. */
  withNotes?: boolean;
}

/** The grid of a service's time slots in the page's language; only an `open` slot can be picked. */
export default function SlotButtons({ slots, slotId, onSlotChange, stateOf, withNotes = false }: SlotButtonsProps) {
  const t = useT('booking');
  const locale = useLocale();
  const states = slots.map((slot) => stateOf(slot));
  return (
    <div className={styles.slots} aria-busy={states.includes('checking') || undefined}>
      {slots.map((slot, i) => (
        <button
          key={slot.id}
          type="button"
          className={styles.slot}
          aria-pressed={slotId === slot.id}
          disabled={states[i] !== 'open'}
          data-state={states[i]}
          onClick={() => onSlotChange(slot.id)}
        >
          {slotLabel(slot, locale)}
          {withNotes && <span className={styles.slotNote}>{states[i] === 'full' ? t('slots.fullyBooked') : '\u00a0'}</span>}
        </button>
      ))}
    </div>
  );
}
