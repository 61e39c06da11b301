/**
 * Links in chat text (HTML is shown literally; only http(s) links are linked). The UI renders the
 * text parts as text (React escapes them) and the link parts as anchors with `rel="noopener nofollow ugc"`.
 */

/** One piece of a message's text: plain text, or an http(s) URL to link. */
export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

/** The rel of every link a member wrote: no window.opener, no ranking credit, user-generated. */
export const CHAT_LINK_REL = 'noopener nofollow ugc';

// http:// or https:// then anything up to whitespace or a character that cannot end a bare URL in prose
const URL_PATTERN = /\bhttps?:\/\/[^\s<>"'`]+/gi;
// punctuation that ends a sentence rather than the URL ("see https://x.in/a." links https://x.in/a)
const TRAILING = /[.,;:!?)\]}]+$/;

/** Whether `href` parses as an absolute http(s) URL with a host. */
function isHttpUrl(href: string): boolean {
  try {
    const url = new URL(href);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/**
 * Splits `text` into plain parts and http(s) links, in order; joined, the parts' texts give `text` back. Any other
 * scheme (javascript:, data:, mailto:) stays text.
 */
export function linkParts(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const raw = match[0].replace(TRAILING, '');
    const start = match.index;
    if (!isHttpUrl(raw)) continue;
    if (start > last) parts.push({ kind: 'text', text: text.slice(last, start) });
    parts.push({ kind: 'link', text: raw, href: raw });
    last = start + raw.length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}
