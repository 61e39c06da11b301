/** Devanagari letters. */
const DEVANAGARI = /[\u0900-\u097F]/;

/**
 * Whether a text has Hindi in it (any Devanagari letter): a server's message on a Hindi page is shown only when the
 * server wrote it in Hindi (the API answers in English where it has no Hindi for the text).
 */
export function isHindiText(text: string): boolean {
  return DEVANAGARI.test(text);
}
