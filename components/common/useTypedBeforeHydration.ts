import { useLayoutEffect, useRef, type ChangeEvent, type RefObject } from 'react';

type TextInput = HTMLInputElement | HTMLTextAreaElement;

/**
 * Keeps what was typed into a server-rendered, controlled input before the page hydrated. The server HTML's input
 * takes typing at once, but React adopts it with the state's value (usually ''), and the input's next render puts
 * that value back: the typed text vanishes and the form answers as if nothing was typed. On mount (the hydration
 * commit, before any later render), this compares the DOM input's value with `value` and, if they differ, hands the
 * input to `onChange` as a change event (`{ target, currentTarget }` = the input), so the form's own handler keeps
 * it, normalised exactly as a keystroke would be (digits only, a maximum length).
 *
 * `value`: the controlled value the form renders (undefined for an uncontrolled input: nothing to do, the DOM keeps
 * it). Returns the ref to put on the DOM input (MUI TextField's `inputRef`). Client-side renders find the input's
 * value equal to `value` and do nothing.
 */
export function useTypedBeforeHydration<E extends TextInput = TextInput>(
  value: unknown,
  onChange: ((event: ChangeEvent<E>) => void) | undefined,
): RefObject<E | null> {
  const ref = useRef<E | null>(null);
  const checked = useRef(false);
  useLayoutEffect(() => {
    // once, at mount: later renders are React's own, their value is the state's
    if (checked.current) return;
    checked.current = true;
    const input = ref.current;
    if (!input || !onChange || value === undefined || value === null) return;
    if (input.type === 'checkbox' || input.type === 'radio' || input.type === 'file') return;
    if (input.value === String(value)) return;
    onChange({ target: input, currentTarget: input, type: 'change' } as unknown as ChangeEvent<E>);
  }, [value, onChange]);
  return ref;
}
