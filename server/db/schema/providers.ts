/** Providers: the chefs, decorators, photographers and catering teams who do the work. */
import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, uuid, varchar } from 'drizzle-orm/pg-core';
import type { Locale } from '../../../lib/i18n/locales';
import { createdAt, updatedAt } from './columns';

/**
 * Providers: the chefs, decorators, photographers and catering teams who do the work.
 * `services` holds service keys of the registry (lib/services.ts SERVICES); a provider serves an order in one
 * of `cities` (city slugs of data/cities) or at one of `pincodes`. A provider is deactivated, never deleted,
 * since orders keep pointing at who did them. `photo_key` is a media storage key (server/media), if any.
 */
export const providers = pgTable(
  'providers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    phone: varchar('phone', { length: 10 }).notNull().unique(),
    photoKey: text('photo_key'),
    services: text('services')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    cities: text('cities')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    pincodes: text('pincodes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    active: boolean('active').notNull().default(true),
    /** The language of the provider's messages and of the partner app after a login: `en` or `hi`. */
    language: varchar('language', { length: 2 }).$type<Locale>().notNull().default('en'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('providers_active_name_idx').on(t.active, t.name), check('providers_language_check', sql`${t.language} in ('en', 'hi')`)],
);
export type Provider = typeof providers.$inferSelect;
export type NewProvider = typeof providers.$inferInsert;
