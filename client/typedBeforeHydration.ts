import { useEffect } from 'react';

/** A form field the visitor changed in the server HTML before React hydrated it, and the value it had then. */
interface TypedField {
  field: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
  value: string;
}

/** Input types nobody types into or ticks (buttons, files, hidden). */
const NOT_TYPED = new Set(['file', 'submit', 'reset', 'button', 'image', 'hidden']);

/** A checkbox or radio button: its "value" here is whether it is ticked ('true' or 'false'). */
const isBox = (field: TypedField['field']): field is HTMLInputElement =>
  field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

let remembered: TypedField[] = [];

const currentValueOf = (field: TypedField['field']): string => (isBox(field) ? String(field.checked) : field.value);

/** The value a field had in the server HTML: its `value` attribute, its text, the option marked selected, or ticked. */
function serverValueOf(field: TypedField['field']): string {
  if (isBox(field)) return String(field.defaultChecked);
  if (field instanceof HTMLSelectElement) {
    const options = Array.from(field.options);
    return (options.find((option) => option.defaultSelected) ?? options[0])?.value ?? '';
  }
  return field.defaultValue;
}

/**
 * Notes every field under `root` whose value differs from the server HTML's: what was typed (or picked) before the
 * page's scripts ran. Call it just before React hydrates `root` (client/transitionHydration.ts does, and this module
 * once when it loads); replayTypedFields hands the values to the page's handlers afterwards.
 */
export function rememberTypedFields(root: ParentNode = document): void {
  const typed: TypedField[] = [];
  for (const field of Array.from(root.querySelectorAll<TypedField['field']>('input, textarea, select'))) {
    if (field instanceof HTMLInputElement && NOT_TYPED.has(field.type)) continue;
    const value = currentValueOf(field);
    // a radio button is replayed as the one ticked, its group follows
    if (value !== serverValueOf(field) && !(field instanceof HTMLInputElement && field.type === 'radio' && !field.checked)) {
      typed.push({ field, value });
    }
  }
  remembered = typed;
}

/**
 * Hands what was typed before hydration to the page's own handlers, as if typed now, one field at a time: the
 * server HTML takes typing at once, but React adopts a controlled field with the state's value ('' mostly) and its
 * next render puts that back, so the typed number vanished and the form said it was missing. Each field gets a real
 * `input` event (`change` for a select, `click` for a checkbox or radio button) after its value is set past React's
 * value tracker, so `onChange` runs with `event.target.value` = the typed text and normalises it as a keystroke
 * would (digits only, a length); one event after the other, so forms that spread their state
 * (`{ ...values, [name]: value }`) keep every field.
 * A field typed into again since hydration keeps its current value. Returns how many fields were replayed.
 */
export function replayTypedFields(): number {
  const typed = remembered;
  remembered = [];
  let replayed = 0;
  for (const { field, value: before } of typed) {
    if (!field.isConnected) continue;
    // after hydration the server value is React's: a value other than it is newer typing than the note
    const rendered = serverValueOf(field);
    const value = currentValueOf(field) !== rendered ? currentValueOf(field) : before;
    if (value === rendered) continue;
    if (isBox(field)) {
      // the same past the tracker for `checked`; a plain 'click' Event (not a MouseEvent) does not toggle the box again
      field.checked = rendered === 'true';
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'checked')?.set?.call(field, value === 'true');
      field.dispatchEvent(new Event('click', { bubbles: true }));
    } else if (field instanceof HTMLSelectElement) {
      field.value = value;
      field.dispatchEvent(new Event('change', { bubbles: true }));
    } else {
      // React fires onChange only when the value differs from the one its tracker last saw: the tracked setter
      // (the element's own) records React's value, the prototype's setter then puts the typed one in unseen
      field.value = rendered;
      const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
      Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }
    replayed += 1;
  }
  return replayed;
}

/**
 * For the app root (pages/_app.tsx): once the page has hydrated, replays what was typed before (replayTypedFields),
 * in a task of its own so each field's update renders before the next field's handler runs.
 */
export function useTypedBeforeHydration(): void {
  useEffect(() => {
    const timer = setTimeout(replayTypedFields, 0);
    return () => clearTimeout(timer);
  }, []);
}

// In the browser, as soon as the app's code runs: what was typed while the scripts were loading.
if (typeof window !== 'undefined') rememberTypedFields();
