import { sql } from 'drizzle-orm';
import type { Db } from './types';

/**
 * Serialises work on `key` across requests and app instances: a transaction-scoped PostgreSQL advisory
 * lock (released at commit or rollback), so call it inside `db.transaction`. Keys carry their domain as a
 * prefix (`otp:phone:…`, `rate-limit:…`, `orders:user:…`) so that two domains never share a lock.
 */
export async function advisoryXactLock(db: Db, key: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
}
