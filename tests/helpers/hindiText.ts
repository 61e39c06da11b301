import { strayLatinWords } from '../../lib/i18n/latinAllowList';

const ATTRIBUTES = ['aria-label', 'alt', 'placeholder', 'title'];

/** Everything a screen says: its text and the labels read aloud or shown in fields (aria-label, alt, placeholder, title). */
export function shownText(root: HTMLElement): string {
  // text node by text node: an avatar's letter and the title beside it are two words, not one
  const parts: string[] = [];
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) parts.push(node.textContent ?? '');
  root.querySelectorAll(ATTRIBUTES.map((name) => `[${name}]`).join(',')).forEach((element) => {
    for (const name of ATTRIBUTES) parts.push(element.getAttribute(name) ?? '');
  });
  for (const field of root.querySelectorAll('input:not([type=checkbox]):not([type=radio]), textarea'))
    parts.push((field as HTMLInputElement).value);
  return parts.join(' ');
}

/**
 * The Latin-letter words a Hindi screen shows that are not on the allow-list, once the user's own content (names,
 * titles, notes: `own`) is taken out.
 */
export function strayOnScreen(root: HTMLElement, own: readonly string[] = []): string[] {
  let text = shownText(root);
  for (const content of own) text = text.split(content).join(' ');
  return strayLatinWords(text);
}
