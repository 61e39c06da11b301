import { createHash, randomInt } from 'node:crypto';
import { contactMessages, type ContactMessage } from '../db/schema';
import type { Db } from '../db/types';
import { lockBucket, recordHit, secondsUntilFree, tooManyRequests, type WindowLimit } from '../http/rateLimit';
import type { ContactCreate } from '../../lib/contracts/contact';

/** Letters and digits that cannot be confused when read out on the phone (no 0/O, 1/I/L). */
const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** A short reference like "CM-7K3P9Q" a customer can quote. */
export function newContactReference(): string {
  let code = '';
  for (let i = 0; i < 6; i += 1) code += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return `CM-${code}`;
}

/** Default spam limit of the contact form: 5 messages per client IP per hour (`CONTACT_MAX_PER_IP_HOUR`). */
export const CONTACT_LIMIT: WindowLimit = { max: 5, windowSeconds: 3600 };

/** The rate-limit bucket of a client IP (a sha256 of the address, as enquiries count theirs). */
export function contactBucket(clientIp: string): string {
  return `contact:${createHash('sha256').update(clientIp).digest('hex').slice(0, 32)}`;
}

/**
 * Stores a contact-form message with a new unique reference, unless the client IP has sent `limit.max`
 * within the window. The check, the insert and the count run in one transaction under a lock
 * on the IP's bucket (as enquiries do), so 40 parallel messages store exactly `limit.max`; only stored
 * messages count.
 * @throws HttpError 429 with Retry-After (seconds until the oldest counted message leaves the window).
 */
export async function createContactMessage(
  db: Db,
  input: ContactCreate,
  { clientIp, now = new Date(), limit = CONTACT_LIMIT }: { clientIp: string; now?: Date; limit?: WindowLimit },
): Promise<ContactMessage> {
  const bucket = contactBucket(clientIp);
  const outcome = await db.transaction(async (tx): Promise<{ message: ContactMessage } | { wait: number }> => {
    await lockBucket(tx, bucket);
    const wait = await secondsUntilFree(tx, bucket, limit, now);
    if (wait > 0) return { wait };
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const [message] = await tx
        .insert(contactMessages)
        .values({ ...input, clientIp, reference: newContactReference(), createdAt: now })
        // a reference already taken (rare): draw another
        .onConflictDoNothing({ target: contactMessages.reference })
        .returning();
      if (message) {
        await recordHit(tx, bucket, limit, now);
        return { message };
      }
    }
    throw new Error('could not allocate a contact reference');
  });
  if ('wait' in outcome) {
    throw tooManyRequests('You have sent several messages in the last hour. You can also message us on WhatsApp.', outcome.wait, now);
  }
  return outcome.message;
}
