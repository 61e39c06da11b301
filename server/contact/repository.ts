import { randomInt } from 'node:crypto';
import { and, eq, gte, sql } from 'drizzle-orm';
import { contactMessages, type ContactMessage } from '../db/schema';
import type { Db } from '../db/types';
import type { ContactCreate } from '../../lib/contracts/contact';

/** Letters and digits that cannot be confused when read out on the phone (no 0/O, 1/I/L). */
const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** A short reference like "CM-7K3P9Q" a customer can quote. */
export function newContactReference(): string {
  let code = '';
  for (let i = 0; i < 6; i += 1) code += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return `CM-${code}`;
}

/** Stores a contact-form message; retries once on the (rare) reference collision. */
export async function createContactMessage(db: Db, input: ContactCreate, clientIp: string): Promise<ContactMessage> {
  for (let attempt = 0; ; attempt += 1) {
    const [row] = await db
      .insert(contactMessages)
      .values({ ...input, clientIp, reference: newContactReference() })
      .onConflictDoNothing({ target: contactMessages.reference })
      .returning();
    if (row) return row;
    if (attempt >= 2) throw new Error('could not allocate a contact reference');
  }
}

/** How many messages this IP sent since `since` (spam limit). */
export async function countContactMessagesSince(db: Db, clientIp: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(contactMessages)
    .where(and(eq(contactMessages.clientIp, clientIp), gte(contactMessages.createdAt, since)));
  return row?.count ?? 0;
}
