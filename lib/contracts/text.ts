import { z } from 'zod';
import { refuseBidiControls } from '../validation';

/**
 * Text with no control character: none of C0 (U+0000-U+001F), DEL (U+007F) or C1 (U+0080-U+009F).
 * A regex (not a refinement) so that the OpenAPI document shows it as the field's `pattern`.
 */
export const SINGLE_LINE_PATTERN = /^[^\u0000-\u001F\u007F-\u009F]*$/;

/** Like `SINGLE_LINE_PATTERN`, but tab, line feed and carriage return are allowed (notes, messages). */
export const MULTI_LINE_PATTERN = /^[^\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]*$/;

/** Options of `plainText`. */
export interface PlainTextOptions {
  /** Name of the field in messages, e.g. "Address" -> "Address must not contain control characters." */
  label: string;
  /** At most this many characters (after trimming). */
  max: number;
  /** At least this many characters (after trimming); no minimum when omitted. */
  min?: number;
  /** Message when shorter than `min` (default "<label> must have at least <min> characters"). */
  minMessage?: string;
  /** Message when longer than `max` (default "<label> can be at most <max> characters"). */
  maxMessage?: string;
  /** Tab and line breaks allowed (notes, messages); otherwise a single line. */
  multiline?: boolean;
  /** Message when the value is missing or not a string. */
  requiredMessage?: string;
}

/**
 * The one zod schema of free text a client sends: trimmed, `min`..`max`
 * characters, and refusing NUL and every other control character (tab, LF and CR only when
 * `multiline`) with "<label> must not contain control characters.", so such text never reaches the
 * database (PostgreSQL refuses NUL in text, which was a 500) or a log line; and refusing the bidirectional
 * controls (lib/validation BIDI_CONTROLS: text that displays other than it reads).
 */
export function plainText({ label, max, min, minMessage, maxMessage, multiline = false, requiredMessage }: PlainTextOptions) {
  let schema = z.string(requiredMessage ? { error: requiredMessage } : undefined).trim();
  if (min !== undefined) schema = schema.min(min, minMessage ?? `${label} must have at least ${min} characters`);
  return refuseBidiControls(
    schema
      .max(max, maxMessage ?? `${label} can be at most ${max} characters`)
      .regex(multiline ? MULTI_LINE_PATTERN : SINGLE_LINE_PATTERN, `${label} must not contain control characters.`),
    label,
  );
}
