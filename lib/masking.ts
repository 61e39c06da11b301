/** How the console hides customers' phone numbers from roles that may not see them whole. */

/** A recipient or phone as a non-admin sees it: every character but the last 4 digits hidden ("••••••••3210"). */
export function maskRecipient(recipient: string): string {
  const visible = recipient.slice(-4);
  return `${'•'.repeat(Math.max(0, recipient.length - 4))}${visible}`;
}

/**
 * A run of 10 or more digits (an Indian mobile number, with or without +91 or 91 in front), single spaces or dashes
 * allowed between them: people and gateways write "98111 22233" or "+91 98111-22233" as often as the bare digits.
 */
const PHONE_LIKE = /\+?\d(?:[\s-]?\d){9,}/g;

/**
 * A free text (a provider's failure answer, which may echo the number it refused) as a non-admin sees it: every
 * run of 10 or more digits masked like `maskRecipient` (its last 4 digits kept). Null stays null.
 */
export function maskPhonesIn(text: string | null): string | null {
  return text === null ? null : text.replace(PHONE_LIKE, maskRecipient);
}
