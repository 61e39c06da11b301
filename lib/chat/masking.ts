/**
 * Until the slot starts, phone numbers and e-mail addresses in an order room's messages
 * are masked for the customer and the provider (support sees the original), so that calls and payments stay on
 * the platform. Pure; the stored text is never changed, only what a member is shown.
 *
 * A phone number is a run of 10 or more digits (any script's decimal digits), optionally after `+`, with at most
 * one space, dash, dot or bracket between two digits: "9876543210", "98765 43210", "+91-98765-43210",
 * "(+91) 98765.43210", "98765 / 43210". Runs with fewer digits (dates "12-12-2026", prices "₹12,500", counts) stay. The rule
 * errs on the side of masking: ten digits that happen to stand next to each other ("12 12 2026 20") are masked.
 */

/** What a masked phone number reads as. */
export const MASKED_PHONE = '[number hidden]';
/** What a masked e-mail address reads as. */
export const MASKED_EMAIL = '[email hidden]';
/** At least this many digits in one run make a phone number. */
export const MASK_MIN_DIGITS = 10;

// local part, @, domain labels and a top-level domain of letters (UPI ids such as name@okaxis have none: their
// digits, if any, are caught by the number rule)
const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/gu;
// between two digits: a few spaces around at most two of - . / ( ) and the dashes and slashes that look like them
// ("98765 / 43210", "98765 – 43210", "(+91) 98765"); never a line break
const GAP = String.raw`(?:[ \t\u00A0]{0,3}[\-./()\u2010-\u2015\u2044\u2212\u2215])?(?:[ \t\u00A0]{0,3}[\-./()\u2010-\u2015\u2044\u2212\u2215])?[ \t\u00A0]{0,3}`;
// a digit, then digits each after at most one gap; a leading "+" or "(" belongs to it
const DIGIT_RUN = new RegExp(String.raw`(?:\(?\+\s?)?\(?\p{Nd}(?:${GAP}\p{Nd})*`, 'gu');
const DIGIT = /\p{Nd}/gu;
// invisible characters: Unicode format characters (zero-width space and joiners, soft hyphen, word joiner, BOM,
// bidirectional controls) and combining marks (a keycap or a strike-through on a digit)
const INVISIBLE = /^[\p{Cf}\p{Mn}\p{Me}]$/u;
// dingbat circled digits, which NFKC leaves as they are: ❶-❿, ➀-➉, ➊-➓ (1 to 10 each), ⓿ (0)
const DINGBAT_DIGITS: [number, number][] = [
  [0x2776, 0x277f],
  [0x2780, 0x2789],
  [0x278a, 0x2793],
];

/** What one character reads as for detection: nothing when invisible, else its NFKC form with dingbat digits as digits. */
function readAs(char: string): string {
  if (INVISIBLE.test(char)) return '';
  const code = char.codePointAt(0)!;
  if (code === 0x24ff) return '0';
  for (const [first, last] of DINGBAT_DIGITS) if (code >= first && code <= last) return String(code - first + 1);
  return char.normalize('NFKC');
}

/**
 * The text as a reader takes it: invisible characters dropped and other digit forms (circled, superscript,
 * fullwidth, mathematical) as digits; `from[i]`/`to[i]` are the original span of the view's i-th code unit.
 */
function detectionView(text: string): { view: string; from: number[]; to: number[] } {
  let view = '';
  const from: number[] = [];
  const to: number[] = [];
  let index = 0;
  for (const char of text) {
    const piece = readAs(char);
    for (let k = 0; k < piece.length; k += 1) {
      from.push(index);
      to.push(index + char.length);
    }
    view += piece;
    index += char.length;
  }
  return { view, from, to };
}

/**
 * `text` with every e-mail address replaced by MASKED_EMAIL and every run of MASK_MIN_DIGITS or more digits
 * (with its `+` and separators) by MASKED_PHONE. Detection reads the text as it looks (`detectionView`), so a
 * zero-width space or soft hyphen inside a number, circled, superscript or fullwidth digits and "98765 / 43210"
 * are masked too; the rest of the text is returned unchanged (an emoji's joiners stay).
 */
export function maskContacts(text: string): string {
  const { view, from, to } = detectionView(text);
  const spans: { start: number; end: number; mask: string }[] = [];
  // e-mail addresses first; their characters are then blanked so the number rule does not see their digits
  let rest = view;
  for (const match of view.matchAll(EMAIL)) {
    const start = match.index;
    const end = start + match[0].length;
    spans.push({ start: from[start]!, end: to[end - 1]!, mask: MASKED_EMAIL });
    rest = rest.slice(0, start) + '\u0000'.repeat(end - start) + rest.slice(end);
  }
  for (const match of rest.matchAll(DIGIT_RUN)) {
    if ((match[0].match(DIGIT)?.length ?? 0) < MASK_MIN_DIGITS) continue;
    const start = match.index;
    const end = start + match[0].length;
    spans.push({ start: from[start]!, end: to[end - 1]!, mask: MASKED_PHONE });
  }
  if (spans.length === 0) return text;
  spans.sort((a, b) => a.start - b.start);
  let masked = '';
  let cursor = 0;
  for (const span of spans) {
    masked += text.slice(cursor, span.start) + span.mask;
    cursor = span.end;
  }
  return masked + text.slice(cursor);
}
/** Whether `text` holds anything `maskContacts` would mask. */
export function hasContactDetails(text: string): boolean {
  return maskContacts(text) !== text;
}
