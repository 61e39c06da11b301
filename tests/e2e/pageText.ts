import { JSDOM } from 'jsdom';

/** Elements whose text a reader never sees or hears. */
const HIDDEN = 'script, style, noscript, template';
/** Attributes a reader sees or hears (image text, tooltips, screen-reader names, field hints). */
const READ_ATTRIBUTES = ['alt', 'title', 'aria-label', 'placeholder'] as const;

/**
 * The words a reader sees or hears on a page, from its server HTML (no JavaScript runs): the `<title>`, the meta
 * description, every text node of `<body>` and the `alt`, `title`, `aria-label` and `placeholder` attributes, each
 * piece separated by a space. Left out, with everything under them: content marked `translate="no"` (the HTML
 * attribute for text that is not to be translated: a customer's own words, a person's name) and content in another
 * language than the page's (`lang="en"` on a Hindi page: the language switch's "English").
 * @returns the pieces of text, in document order.
 */
export function readableTextOf(html: string): string[] {
  const { document, NodeFilter } = new JSDOM(html).window;
  const pageLanguage = document.documentElement.lang;
  document
    .querySelectorAll(`${HIDDEN}, [translate="no"], body [lang]:not([lang="${pageLanguage}"])`)
    .forEach((element) => element.remove());
  const pieces = [document.title, document.querySelector('meta[name="description"]')?.getAttribute('content') ?? ''];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) pieces.push(node.textContent ?? '');
  for (const element of document.body.querySelectorAll(READ_ATTRIBUTES.map((name) => `[${name}]`).join(', ')))
    for (const name of READ_ATTRIBUTES) pieces.push(element.getAttribute(name) ?? '');
  return pieces.map((piece) => piece.trim()).filter(Boolean);
}
