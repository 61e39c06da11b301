/** Column helpers shared by the schema files: every row's creation and last-change times (timestamptz, UTC). */
import { timestamp } from 'drizzle-orm/pg-core';

/** `created_at`, set by the database when the row is inserted. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
/** `updated_at`, set at insert; the repositories set it again on every change. */
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
