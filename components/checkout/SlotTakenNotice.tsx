import { formatDate } from '../../lib/format';
import { slotIdLabel } from '../../lib/slotLabel';
import { useLocale, useT } from '../i18n/I18nProvider';
import stepStyles from '../common/bookingForm.module.css';
import type { ReactNode } from 'react';
import type { ConfirmationError, NextFreeSlot } from '../common/useOrderConfirmation';

/** Props of `SlotTakenNotice`. */
export interface SlotTakenNoticeProps {
  /** The message ("This slot was just booked."), in the page's language (useOrderConfirmation). */
  text: string;
  /** The next free slots of the same service at the same pincode, soonest first. */
  choices: readonly NextFreeSlot[];
  /** Puts the chosen date and slot into the booking; the customer then confirms again. */
  onPick: (date: string, slotId: string) => void;
}

/**
 * The checkout's answer to a slot taken between choosing it and paying (no money taken): the message and the next
 * free slots as one-tap choices; picking one changes only the date and slot of the booking, nothing else typed.
 * Texts: the `checkout` domain.
 */
export default function SlotTakenNotice({ text, choices, onPick }: SlotTakenNoticeProps) {
  const t = useT('checkout');
  const locale = useLocale();
  return (
    <div data-testid="slot-taken">
      <p style={{ margin: 0 }}>{text}</p>
      {choices.length > 0 ? (
        <>
          <p style={{ margin: '8px 0 4px' }}>{t('slotTaken.choose')}</p>
          <div className={stepStyles.slots}>
            {choices.map((choice) => (
              <button
                key={`${choice.date} ${choice.slotId}`}
                type="button"
                className={stepStyles.slot}
                aria-pressed={false}
                onClick={() => onPick(choice.date, choice.slotId)}
              >
                {t('slotTaken.choice', { date: formatDate(choice.date, locale), slot: slotIdLabel(choice.slotId, choice.label, locale) })}
              </button>
            ))}
          </div>
        </>
      ) : (
        <p style={{ margin: '8px 0 0' }}>{t('slotTaken.none')}</p>
      )}
    </div>
  );
}

/**
 * What a checkout shows for a failed Confirm (`error` of useOrderConfirmation): the slot-taken choices when the
 * server offered next free slots (picking one calls `onPick`, then clears the error), else the error's text, else
 * nothing.
 */
export function confirmationErrorView(
  error: ConfirmationError | null,
  onPick: (date: string, slotId: string) => void,
  clearError: () => void,
): ReactNode {
  if (!error?.nextFreeSlots) return error?.text;
  return (
    <SlotTakenNotice
      text={error.text}
      choices={error.nextFreeSlots}
      onPick={(date, slotId) => {
        onPick(date, slotId);
        clearError();
      }}
    />
  );
}
