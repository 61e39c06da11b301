/** How the console hides customers' phone numbers from roles that may not see them whole (issue 22). */

/** A recipient or phone as a non-admin sees it: every character but the last 4 digits hidden ("••••••••3210"). */
export function maskRecipient(recipient: string): string {
  const visible = recipient.slice(-4);
  return `${'•'.repeat(Math.max(0, recipient.length - 4))}${visible}`;
}
