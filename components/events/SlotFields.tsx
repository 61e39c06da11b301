import { useId } from 'react';
import type { InviteLanguage, TemplateSlotKey } from '../../lib/contracts/templates';
import form from '../common/bookingForm.module.css';
import styles from './events.module.css';
import { charCount, fillSlot, type EditorSlot, type SlotEvent } from './templateText';
import { useLocale, useT } from '../i18n/I18nProvider';

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
  const t = useT('templates');
  const locale = useLocale();
  const id = useId();
  return (
    <div>
      {slots.map((slot) => {
        const shown = charCount(fillSlot(texts[slot.key], event, language));
        const over = shown > slot.maxChars;
        return (
          <div key={slot.key} className={form.field}>
            <label className={form.label} htmlFor={`${id}-${slot.key}`}>
              {locale === 'en' ? slot.label[language] : slot.label.hi}
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
            {over && <span className={form.error}>{t('slot.tooLong', { max: slot.maxChars })}</span>}
          </div>
        );
      })}
    </div>
  );
}
