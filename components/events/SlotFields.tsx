import { useId } from 'react';
import type { InviteLanguage, TemplateSlotKey } from '../../lib/contracts/templates';
import form from '../common/bookingForm.module.css';
import styles from './events.module.css';
import { charCount, fillSlot, type EditorSlot, type SlotEvent } from './templateText';

/** Props of `SlotFields`. */
export interface SlotFieldsProps {
  slots: EditorSlot[];
  /** The texts as typed (with `{placeholders}`), by slot. */
  texts: Record<TemplateSlotKey, string>;
  onChange: (key: TemplateSlotKey, text: string) => void;
  event: SlotEvent;
  language: InviteLanguage;
}

/**
 * The text slots of a template: one field per slot with a counter of the characters the card
 * will show (after `{title}`, `{names}`, `{date}`, `{time}`, `{venue}` are filled) against the slot's limit.
 */
export default function SlotFields({ slots, texts, onChange, event, language }: SlotFieldsProps) {
  const id = useId();
  return (
    <div>
      {slots.map((slot) => {
        const shown = charCount(fillSlot(texts[slot.key], event, language));
        const over = shown > slot.maxChars;
        return (
          <div key={slot.key} className={form.field}>
            <label className={form.label} htmlFor={`${id}-${slot.key}`}>
              {slot.label[language]}
            </label>
            <input
              id={`${id}-${slot.key}`}
              className={form.input}
              value={texts[slot.key]}
              aria-invalid={over}
              onChange={(e) => onChange(slot.key, e.target.value)}
            />
            <span className={styles.counter} data-testid={`counter-${slot.key}`}>
              {shown}/{slot.maxChars}
            </span>
            {over && <span className={form.error}>At most {slot.maxChars} characters on the card.</span>}
          </div>
        );
      })}
    </div>
  );
}
