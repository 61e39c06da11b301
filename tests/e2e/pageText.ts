import { Parser } from 'htmlparser2';
import type { Page } from 'playwright-core';

/** Elements whose text a reader never sees or hears. */
const HIDDEN = new Set(['script', 'style', 'noscript', 'template']);
/** Attributes a reader sees or hears (image text, tooltips, screen-reader names, field hints). */
const READ_ATTRIBUTES = ['alt', 'title', 'aria-label', 'placeholder'] as const;

/**
 * The words a reader sees or hears on a page, from its server HTML (no JavaScript runs): the `<title>`, the meta
 * description, the text of `<body>` and its `alt`, `title`, `aria-label` and `placeholder` attributes, each piece
 * apart (a tag ends a piece). Left out, with everything under them: content marked `translate="no"` (the HTML
 * attribute for text that is not to be translated: a customer's own words, a person's name) and content in another
 * language than the page's (`lang="en"` on a Hindi page: the language switch's "English"). A streaming parser: the
 * scan reads over a thousand pages.
 * @returns the pieces of text, in document order.
 */
export function readableTextOf(html: string): string[] {
  const pieces: string[] = [];
  let pageLanguage = '';
  let inBody = false;
  let inTitle = false;
  let text = '';
  /** For each open element, whether it (and so everything under it) is left out. */
  const leftOut: boolean[] = [];
  let leftOutDepth = 0;
  const flush = () => {
    if ((inBody || inTitle) && leftOutDepth === 0 && text.trim()) pieces.push(text.trim());
    text = '';
  };
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        flush();
        if (name === 'html') pageLanguage = attributes.lang ?? '';
        if (name === 'body') inBody = true;
        if (name === 'title' && !inBody) inTitle = true;
        if (name === 'meta' && attributes.name === 'description' && attributes.content) pieces.push(attributes.content);
        const skip =
          HIDDEN.has(name) ||
          attributes.translate === 'no' ||
          (inBody && attributes.lang !== undefined && attributes.lang !== pageLanguage);
        leftOut.push(skip);
        if (skip) leftOutDepth += 1;
        if (inBody && leftOutDepth === 0)
          for (const attribute of READ_ATTRIBUTES) if (attributes[attribute]) pieces.push(attributes[attribute]);
      },
      ontext(chunk) {
        text += chunk;
      },
      onclosetag(name) {
        flush();
        if (name === 'title') inTitle = false;
        if (leftOut.pop()) leftOutDepth -= 1;
      },
    },
    { decodeEntities: true },
  );
  parser.end(html);
  flush();
  return pieces.map((piece) => piece.trim()).filter(Boolean);
}

/**
 * Renders every part of `page` for a reading of its visible text: the sections below the fold are
 * `content-visibility: auto`, and Chromium leaves what it has not rendered yet out of `innerText`, so a scan of the
 * text would silently skip them. Set through the CSSOM (allowed by the site's CSP).
 * @returns how many elements it rendered.
 */
export function renderEveryPart(page: Page): Promise<number> {
  return page.evaluate(() => {
    let rendered = 0;
    for (const element of document.querySelectorAll<HTMLElement>('*')) {
      if (getComputedStyle(element).contentVisibility !== 'auto') continue;
      element.style.contentVisibility = 'visible';
      rendered += 1;
    }
    return rendered;
  });
}
