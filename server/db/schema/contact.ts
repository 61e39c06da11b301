/** Messages of the contact form. */
import { index, pgTable, text, uuid, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/** A contact-form message's state (every message is `new` today: customer care answers outside the app). */
export type ContactMessageStatus = 'new';

/** Messages sent through the contact form, answered by customer care. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Short reference shown to the customer, e.g. "CM-7K3P9Q". */
    reference: varchar('reference', { length: 16 }).notNull().unique(),
    name: text('name').notNull(),
    phone: varchar('phone', { length: 10 }).notNull(),
    email: text('email'),
    city: text('city'),
    message: text('message').notNull(),
    clientIp: varchar('client_ip', { length: 64 }),
    status: varchar('status', { length: 20 }).$type<ContactMessageStatus>().notNull().default('new'),
    createdAt: createdAt(),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt)],
);
export type ContactMessage = typeof contactMessages.$inferSelect;
