/** The language a message speaks to its recipient: their account's (`users.language`). */
import { eq } from 'drizzle-orm';
import { localeOr, type Locale } from '../../lib/i18n/locales';
import { users } from '../db/schema';
import type { Db } from '../db/types';

/** The language of a customer's messages (English for an unknown id or none). */
export async function userLanguage(db: Db, id: string | null): Promise<Locale> {
  if (!id) return 'en';
  const [user] = await db.select({ language: users.language }).from(users).where(eq(users.id, id)).limit(1);
  return localeOr(user?.language);
}

/**
 * The language of whoever has this phone: their customer account's, else `fallback` (a co-host without an account
 * hears in the language of the host who shared the bill).
 */
export async function languageOfPhone(db: Db, phone: string, fallback: Locale): Promise<Locale> {
  const [user] = await db.select({ language: users.language }).from(users).where(eq(users.phone, phone)).limit(1);
  return user ? localeOr(user.language) : fallback;
}
