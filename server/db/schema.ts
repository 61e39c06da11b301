/**
 * The database schema (PostgreSQL dialect, shared by PGlite and node-postgres).
 * snake_case columns; money is whole rupees (integer); times are timestamptz (UTC), shown in IST.
 * Catalogue rows carry a stable `slug` from `data/catalogue` so the seed can upsert them.
 */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** Customers (spec 6: the one role is `customer`). */
export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  phone: varchar('phone', { length: 10 }).notNull().unique(),
  name: text('name'),
  role: varchar('role', { length: 20 }).notNull().default('customer'),
  pushToken: text('push_token'),
  /**
   * The media key of the profile photo (issue 24: a 256x256 WebP, `avatars/{userId}/{uuid}.webp`), or null for
   * initials; a new key per upload, so its URL changes and can be cached for good.
   */
  avatarKey: text('avatar_key'),
  /**
   * The customer's saved city, a city page's slug (issue 24 "/services": the saved city's links): set when they open
   * a city page or book, changed on /accounts; null when none is saved.
   */
  city: text('city'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

/**
 * The customer's address book (issue 24, 4): up to 10 live addresses (`status` 1; 0 = removed, the spec's soft
 * delete), one of them the default. City and locality come from the pincode; `served` is false for a pincode we do
 * not serve yet (saved all the same). Orders never point here: they keep a copy of the address they were booked with.
 */
export const addresses = pgTable(
  'addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    label: varchar('label', { length: 10 }).notNull(),
    name: text('name').notNull(),
    line1: text('line1').notNull(),
    landmark: text('landmark'),
    pincode: varchar('pincode', { length: 6 }).notNull(),
    city: text('city'),
    citySlug: text('city_slug'),
    locality: text('locality'),
    served: boolean('served').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    status: smallint('status').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('addresses_user_idx').on(t.userId, t.status),
    uniqueIndex('addresses_one_default_idx')
      .on(t.userId)
      .where(sql`${t.isDefault} and ${t.status} = 1`),
    check('addresses_label_check', sql`${t.label} in ('Home', 'Work', 'Other')`),
    check('addresses_status_check', sql`${t.status} in (0, 1)`),
  ],
);
export type Address = typeof addresses.$inferSelect;
export type NewAddress = typeof addresses.$inferInsert;

/**
 * Login sessions (issue 11): one row per issued token, keyed by the token's `jti`, so a session can be
 * revoked server-side (logout, "log out of all devices"). No personal data: the user id and times only.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);
export type Session = typeof sessions.$inferSelect;
export type NewSession = typeof sessions.$inferInsert;

/** One-time-code challenges: the code is stored only as a hash; one live challenge per phone. */
export const otpChallenges = pgTable(
  'otp_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    phone: varchar('phone', { length: 10 }).notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    failedAttempts: smallint('failed_attempts').notNull().default(0),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    clientIp: varchar('client_ip', { length: 64 }),
    /**
     * Which sign-in the code is for (issue 22): `customer` (the site), `staff` (the console), later `partner`.
     * A code is checked only by the sign-in it was issued for, so a staff code never logs a customer in.
     */
    purpose: varchar('purpose', { length: 12 }).notNull().default('customer'),
    /**
     * The client that asked for the code (`device:<login_devices.id>` for a known device, else `ip:<address>`):
     * a new request replaces only the same client's live code, so a stranger's request never voids the owner's.
     */
    clientKey: varchar('client_key', { length: 80 }),
    createdAt: createdAt(),
  },
  (t) => [index('otp_challenges_phone_created_idx').on(t.phone, t.createdAt)],
);
export type OtpChallenge = typeof otpChallenges.$inferSelect;
export type NewOtpChallenge = typeof otpChallenges.$inferInsert;

/** Every OTP send, kept for the per-number and per-IP rate limits. */
export const otpSends = pgTable(
  'otp_sends',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    phone: varchar('phone', { length: 10 }).notNull(),
    clientIp: varchar('client_ip', { length: 64 }).notNull(),
    /**
     * The known device (login_devices) the code was asked from, or null: a device that signed in to this number
     * before has a send budget of its own, which strangers asking for codes to the number do not use up.
     */
    deviceId: uuid('device_id'),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('otp_sends_phone_sent_idx').on(t.phone, t.sentAt), index('otp_sends_ip_sent_idx').on(t.clientIp, t.sentAt)],
);

/**
 * A browser or phone that signed in to a number (one row per device, number and sign-in): the httpOnly
 * `login_device` cookie holds a random token, stored here only as its SHA-256. Such a device keeps its own OTP
 * send budget and its own wrong-guess count, so strangers asking for or guessing codes never lock it out.
 */
export const loginDevices = pgTable(
  'login_devices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    phone: varchar('phone', { length: 10 }).notNull(),
    purpose: varchar('purpose', { length: 12 }).notNull(),
    createdAt: createdAt(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('login_devices_token_phone_purpose_uq').on(t.tokenHash, t.phone, t.purpose)],
);
export type LoginDevice = typeof loginDevices.$inferSelect;

/** Outbox of notifications (SMS, WhatsApp, push): what was sent, skipped or failed, and why. */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channel: varchar('channel', { length: 20 }).notNull(),
    provider: varchar('provider', { length: 40 }).notNull(),
    recipient: varchar('recipient', { length: 40 }).notNull(),
    template: varchar('template', { length: 80 }),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    status: varchar('status', { length: 20 }).notNull(),
    error: text('error'),
    createdAt: createdAt(),
  },
  (t) => [index('outbox_recipient_created_idx').on(t.recipient, t.createdAt)],
);
export type OutboxEntry = typeof outbox.$inferSelect;
export type NewOutboxEntry = typeof outbox.$inferInsert;

/**
 * Retries of failed outbox messages asked for in the console (issue 22 "Messages"): at most one per message (the
 * primary key), queued as the job `notify.outbox_retry`, which sends the message again through its sending path
 * (a new outbox row) and writes the outcome here (`pending` until then: sent, failed, skipped or recorded).
 */
export const outboxRetries = pgTable(
  'outbox_retries',
  {
    outboxId: uuid('outbox_id')
      .primaryKey()
      .references(() => outbox.id, { onDelete: 'cascade' }),
    requestedBy: uuid('requested_by').references((): AnyPgColumn => staff.id),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    status: varchar('status', { length: 20 }).notNull().default('pending'),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('outbox_retries_status_idx').on(t.status)],
);
export type OutboxRetry = typeof outboxRetries.$inferSelect;

/** Spec 3 "configuration item": admin-managed lists; `type='cuisine'` are the cuisines. */
export const configurationItems = pgTable(
  'configuration_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: varchar('type', { length: 40 }).notNull(),
    slug: varchar('slug', { length: 80 }).notNull(),
    name: text('name').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [uniqueIndex('configuration_items_type_slug_uq').on(t.type, t.slug)],
);
export type ConfigurationItem = typeof configurationItems.$inferSelect;

/** Spec 3 meal groups (`mealObject`). */
export const mealGroups = pgTable('meal_groups', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: varchar('slug', { length: 80 }).notNull().unique(),
  name: text('name').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});
export type MealGroup = typeof mealGroups.$inferSelect;

/** Spec 3 special appliances (`special_appliance_id[]`: name and image). */
export const specialAppliances = pgTable('special_appliances', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: varchar('slug', { length: 80 }).notNull().unique(),
  name: text('name').notNull(),
  image: text('image'),
});
export type SpecialAppliance = typeof specialAppliances.$inferSelect;

/** Spec 3 dishes. `type` is derived from `is_dish` (1 veg, otherwise non-veg). */
export const dishes = pgTable(
  'dishes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: varchar('slug', { length: 120 }).notNull().unique(),
    name: text('name').notNull(),
    image: text('image'),
    /** Per-dish charge for the chef booking, whole rupees. */
    dishRate: integer('dish_rate').notNull(),
    isDish: smallint('is_dish').notNull(),
    type: varchar('type', { length: 10 })
      .notNull()
      .generatedAlwaysAs(sql`CASE WHEN is_dish = 1 THEN 'veg' ELSE 'non-veg' END`),
    needsGasBurner: boolean('needs_gas_burner').notNull().default(true),
    mealGroupId: uuid('meal_group_id')
      .notNull()
      .references(() => mealGroups.id),
    sortOrder: integer('sort_order').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [index('dishes_meal_group_idx').on(t.mealGroupId)],
);
export type Dish = typeof dishes.$inferSelect;

/** Which cuisines a dish is listed under. */
export const dishCuisines = pgTable(
  'dish_cuisines',
  {
    dishId: uuid('dish_id')
      .notNull()
      .references(() => dishes.id, { onDelete: 'cascade' }),
    cuisineId: uuid('cuisine_id')
      .notNull()
      .references(() => configurationItems.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.dishId, t.cuisineId] }), index('dish_cuisines_cuisine_idx').on(t.cuisineId)],
);

/** Special appliances a dish needs. */
export const dishAppliances = pgTable(
  'dish_appliances',
  {
    dishId: uuid('dish_id')
      .notNull()
      .references(() => dishes.id, { onDelete: 'cascade' }),
    applianceId: uuid('appliance_id')
      .notNull()
      .references(() => specialAppliances.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.dishId, t.applianceId] })],
);

/** Ingredients, each with one unit so quantities from several dishes can be summed. */
export const ingredients = pgTable('ingredients', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().unique(),
  unit: varchar('unit', { length: 10 }).notNull(),
});
export type Ingredient = typeof ingredients.$inferSelect;

/** Per-person quantity of an ingredient in a dish, in the ingredient's unit. */
export const dishIngredients = pgTable(
  'dish_ingredients',
  {
    dishId: uuid('dish_id')
      .notNull()
      .references(() => dishes.id, { onDelete: 'cascade' }),
    ingredientId: uuid('ingredient_id')
      .notNull()
      .references(() => ingredients.id, { onDelete: 'cascade' }),
    quantityPerPerson: doublePrecision('quantity_per_person').notNull(),
  },
  (t) => [primaryKey({ columns: [t.dishId, t.ingredientId] })],
);

/**
 * The party-food menu (issue 13): dishes of bulk food delivery and live buffet catering, priced per plate.
 * Separate from the chef catalogue (whose `dish_rate` is a chef's charge per dish); a dish of both shares its
 * `slug` and illustration. `per_person_qty` is one guest's portion in `unit` (gram, ml or piece).
 */
export const foodDishes = pgTable(
  'food_dishes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: varchar('slug', { length: 120 }).notNull().unique(),
    name: text('name').notNull(),
    image: text('image'),
    mealGroupId: uuid('meal_group_id')
      .notNull()
      .references(() => mealGroups.id),
    isDish: smallint('is_dish').notNull(),
    type: varchar('type', { length: 10 })
      .notNull()
      .generatedAlwaysAs(sql`CASE WHEN is_dish = 1 THEN 'veg' ELSE 'non-veg' END`),
    /** Price of one plate (one guest's portion), whole rupees. */
    platePrice: integer('plate_price').notNull(),
    perPersonQty: integer('per_person_qty').notNull(),
    unit: varchar('unit', { length: 10 }).notNull(),
    offeredForDelivery: boolean('offered_for_delivery').notNull().default(true),
    offeredForBuffet: boolean('offered_for_buffet').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [index('food_dishes_meal_group_idx').on(t.mealGroupId), check('food_dishes_plate_price_positive', sql`${t.platePrice} > 0`)],
);
export type FoodDish = typeof foodDishes.$inferSelect;

/**
 * Ready-made party-food packages (issue 13; the original's food-package model): a named set of dishes for one
 * service (`package_type` bulkFood = delivery, liveCatering = buffet). `status` 1 active, 2 inactive, 3 deleted.
 * Their per-plate price is computed from the dishes (lib/pricing.ts), never stored.
 */
export const foodPackages = pgTable('food_packages', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: varchar('slug', { length: 120 }).notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  foodType: varchar('food_type', { length: 10 }).notNull(),
  packageType: varchar('package_type', { length: 20 }).notNull(),
  status: smallint('status').notNull().default(1),
  sortOrder: integer('sort_order').notNull().default(0),
});
export type FoodPackage = typeof foodPackages.$inferSelect;

/** The dishes of a food package, in menu order. */
export const foodPackageItems = pgTable(
  'food_package_items',
  {
    packageId: uuid('package_id')
      .notNull()
      .references(() => foodPackages.id, { onDelete: 'cascade' }),
    foodDishId: uuid('food_dish_id')
      .notNull()
      .references(() => foodDishes.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.packageId, t.foodDishId] })],
);

/**
 * Enquiries for more than 100 guests or a custom menu (issue 13, `POST /api/leads`), answered by operations.
 * `reference` is what the customer quotes; `ip_hash` (sha256, never the address) lets the per-IP limit count.
 */
export const leads = pgTable(
  'leads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reference: varchar('reference', { length: 16 }).notNull().unique(),
    service: varchar('service', { length: 20 }).notNull(),
    name: text('name').notNull(),
    phone: varchar('phone', { length: 10 }).notNull(),
    eventDate: date('event_date').notNull(),
    guests: integer('guests').notNull(),
    /** Whole rupees per plate the customer has in mind, if any. */
    budgetPerPlate: integer('budget_per_plate'),
    city: varchar('city', { length: 40 }).notNull(),
    note: text('note'),
    /**
     * Issue 22 "Enquiries": new, contacted, quoted, won or lost (lib/contracts/opsDesk LEAD_STATUSES), moved by
     * operations; the enquiries closed before outcomes were kept became `lost` with a note (migration 0017).
     */
    status: varchar('status', { length: 12 }).notNull().default('new'),
    /** Issue 22: the staff member responsible for calling back (null: nobody yet). */
    assignedStaffId: uuid('assigned_staff_id').references((): AnyPgColumn => staff.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('leads_created_idx').on(t.createdAt),
    index('leads_status_created_idx').on(t.status, t.createdAt),
    check('leads_status_check', sql`${t.status} in ('new', 'contacted', 'quoted', 'won', 'lost')`),
  ],
);
export type Lead = typeof leads.$inferSelect;

/**
 * Notes on an enquiry (issue 22 "Enquiries"), oldest first, each by a staff member (null: written by the system,
 * e.g. the migration of closed enquiries). Append-only in the app: a note is never edited.
 */
export const leadNotes = pgTable(
  'lead_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    staffId: uuid('staff_id').references((): AnyPgColumn => staff.id),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('lead_notes_lead_created_idx').on(t.leadId, t.createdAt)],
);
export type LeadNote = typeof leadNotes.$inferSelect;

/**
 * Providers (issue 22 "Providers"): the chefs, decorators, photographers and catering teams who do the work.
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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('providers_active_name_idx').on(t.active, t.name)],
);
export type Provider = typeof providers.$inferSelect;
export type NewProvider = typeof providers.$inferInsert;

/** Orders of every service (order type codes in `lib/constants.ts`). */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Short number a customer can quote on WhatsApp. */
    orderNumber: varchar('order_number', { length: 16 }).notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    orderType: smallint('order_type').notNull(),
    status: smallint('status').notNull().default(0),
    eventDate: date('event_date').notNull(),
    slot: varchar('slot', { length: 40 }).notNull(),
    peopleCount: integer('people_count'),
    address: jsonb('address').$type<Record<string, unknown>>().notNull(),
    items: jsonb('items').$type<Record<string, unknown>[]>().notNull().default([]),
    /** Bill lines as shown to the customer, whole rupees. */
    bill: jsonb('bill').$type<Record<string, unknown>>().notNull(),
    total: integer('total').notNull(),
    advance: integer('advance').notNull(),
    balance: integer('balance').notNull(),
    note: text('note'),
    /** What the customer keeps ready (chef: appliances, gas burners, scaled ingredients), as computed at booking. */
    requirements: jsonb('requirements').$type<Record<string, unknown>>(),
    /** Per-service details fixed at booking (issue 13 food orders: the mode, package, opt-in extras). */
    details: jsonb('details').$type<Record<string, unknown>>(),
    cancellationPolicy: text('cancellation_policy').notNull(),
    /** Issue 12: the payment state beside the status (lib/payments.ts `orderPaymentStatus`), kept with the amounts. */
    paymentStatus: varchar('payment_status', { length: 20 }).notNull().default('awaiting_payment'),
    /** Whole rupees captured and applied to this order (advance and balance, online or cash). */
    amountPaid: integer('amount_paid').notNull().default(0),
    /** Whole rupees refunded or being refunded. */
    amountRefunded: integer('amount_refunded').notNull().default(0),
    /** Issue 12: an order awaiting payment holds its slot until then (30 minutes after it was created). */
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    /**
     * The provider assigned by operations (name and phone for "Call Vendor"): since issue 22 a copy of the
     * assigned `providers` row's name and phone, kept so that the existing order views read it unchanged.
     */
    executor: jsonb('executor').$type<{ name: string; phone: string }>(),
    /** Issue 22: the assigned provider (null while unassigned); `executor` mirrors its name and phone. */
    providerId: uuid('provider_id').references(() => providers.id),
    /**
     * Issue 22 "Partner app": the 4-digit code the customer shows the provider on arrival (made at each
     * assignment, cleared when the provider declines); starting the job needs it.
     */
    startCode: varchar('start_code', { length: 4 }),
    /** Issue 22: when the assigned provider accepted the job in the partner app (null until then, and after a reassignment). */
    providerAcceptedAt: timestamp('provider_accepted_at', { withTimezone: true }),
    /** Issue 22: when the provider started the job with the start code (what punctuality is measured from). */
    startedAt: timestamp('started_at', { withTimezone: true }),
    /** Issue 22: when the provider marked the job completed. */
    completedAt: timestamp('completed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** Whole rupees refunded on cancellation. */
    refundAmount: integer('refund_amount'),
    source: varchar('source', { length: 40 }),
    attribution: jsonb('attribution').$type<Record<string, string>>(),
    idempotencyKey: varchar('idempotency_key', { length: 100 }),
    /**
     * sha256 (hex) of the canonical parsed request that created the order with `idempotencyKey`: a reuse
     * of the key with another request is refused (422) instead of answered with this order.
     */
    requestFingerprint: varchar('request_fingerprint', { length: 64 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** Issue 25 §1: the invite event this order is for (booked from its plan or attached later); null: none. */
    eventId: uuid('event_id').references((): AnyPgColumn => events.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('orders_user_created_idx').on(t.userId, t.createdAt),
    uniqueIndex('orders_user_idempotency_uq').on(t.userId, t.idempotencyKey),
    // issue 22: a provider's jobs by date (upcoming jobs, the double-booking check)
    index('orders_provider_event_date_idx').on(t.providerId, t.eventDate),
    // issue 25 §1: an event's plan reads its orders
    index('orders_event_idx').on(t.eventId),
    // the console's orders board (server/ops/ordersBoard.ts) reads a page in these orders instead of sorting
    // every order: newest first (its default view), by slot day, and newest first within a status or payment state
    index('orders_board_created_idx').on(t.createdAt, t.id),
    index('orders_board_event_date_idx').on(t.eventDate, t.id),
    index('orders_board_status_created_idx').on(t.status, t.createdAt, t.id),
    index('orders_board_payment_created_idx').on(t.paymentStatus, t.createdAt, t.id),
  ],
);
export type Order = typeof orders.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;

/** Every status an order went through, for the order page's history. */
export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: smallint('status').notNull(),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [index('order_status_history_order_idx').on(t.orderId, t.createdAt)],
);

/**
 * Staff notes on an order (issue 22 "Order page"): who wrote it (`staff_id`), the text (1-2000 characters of
 * plain text, lib/contracts/opsOrders) and when; append-only in the app (a note is never edited). Internal to
 * the console: never shown to the customer or the provider.
 */
export const orderNotes = pgTable(
  'order_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staff.id),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('order_notes_order_idx').on(t.orderId, t.createdAt),
    check('order_notes_text_length', sql`char_length(${t.text}) between 1 and 2000`),
  ],
);
export type OrderNote = typeof orderNotes.$inferSelect;

/**
 * Messages staff send a customer about an order from the console's order page: who sent it (`staff_id`), to whom
 * (`user_id`, the order's customer), the text (1-500 characters of one-line plain text: WhatsApp template
 * parameters hold no line breaks) and when. The text lives only here: the outbox rows of its WhatsApp and SMS
 * delivery (job `notify.customer_message`) carry the message's id, never the text (server/notify/sms: an outbox
 * row keeps ids, never a notice's texts). The app never edits a message; the job records its delivery.
 */
export const customerMessages = pgTable(
  'customer_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staff.id),
    text: text('text').notNull(),
    /**
     * What became of it on the text channels (server/notify/notice NoticeOutcome `text`): `pending` until the job
     * ran, then `sent`, `recorded` (no provider configured), `skipped`, `failed`, `not_allowed` (the customer turned
     * booking messages off) or `no_phone` (an erased account).
     */
    delivery: varchar('delivery', { length: 20 }).notNull().default('pending'),
    /** The channel that delivered it (`whatsapp` or `sms`), once one did. */
    deliveredBy: varchar('delivered_by', { length: 20 }),
    createdAt: createdAt(),
  },
  (t) => [
    index('customer_messages_order_idx').on(t.orderId, t.createdAt),
    index('customer_messages_user_idx').on(t.userId, t.createdAt),
    check('customer_messages_text_length', sql`char_length(${t.text}) between 1 and 500`),
  ],
);
export type CustomerMessage = typeof customerMessages.$inferSelect;

/**
 * Reviews written by customers of completed orders (issue 11): one per order, by the order's owner,
 * editable for 7 days after it was first written (lib/reviews.ts). `order_type` is copied from the order
 * so a service's count and average (the service pages' summary) need no join.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    orderType: smallint('order_type').notNull(),
    /** Whole stars, 1-5. */
    rating: smallint('rating').notNull(),
    text: text('text').notNull(),
    /**
     * Issue 22 "Reviews": hidden by staff (null: published). A hidden review leaves every public list and rating
     * aggregate; its text is never edited. `hidden_reason` is shown to admins only.
     */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenBy: uuid('hidden_by').references((): AnyPgColumn => staff.id),
    hiddenReason: text('hidden_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('reviews_created_idx').on(t.createdAt),
    index('reviews_type_created_idx').on(t.orderType, t.createdAt),
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
  ],
);
export type Review = typeof reviews.$inferSelect;

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
    status: varchar('status', { length: 20 }).notNull().default('new'),
    createdAt: createdAt(),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt)],
);
export type ContactMessage = typeof contactMessages.$inferSelect;

/** Add-ons offered with decorations (issue 7), priced per unit in whole rupees. */
export const decorationAddons = pgTable('decoration_addons', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: varchar('slug', { length: 80 }).notNull().unique(),
  name: text('name').notNull(),
  price: integer('price').notNull(),
  maxQuantity: smallint('max_quantity').notNull().default(1),
  isActive: boolean('is_active').notNull().default(true),
});
export type DecorationAddon = typeof decorationAddons.$inferSelect;

/** Balloon-decoration products (issue 7); the category is one of data/decoration/categories. */
export const decorationProducts = pgTable(
  'decoration_products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: varchar('slug', { length: 120 }).notNull().unique(),
    categorySlug: varchar('category_slug', { length: 40 }).notNull(),
    name: text('name').notNull(),
    price: integer('price').notNull(),
    /** A real earlier price, shown struck through; null when there is none. */
    previousPrice: integer('previous_price'),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    description: text('description').notNull(),
    inclusions: jsonb('inclusions').$type<{ balloonCount: number; colours: string[]; props: string[] }>().notNull(),
    setupMinutes: integer('setup_minutes').notNull(),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    popularity: integer('popularity').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [index('decoration_products_category_idx').on(t.categorySlug)],
);
export type DecorationProduct = typeof decorationProducts.$inferSelect;

/** Which add-ons a decoration product offers. */
export const decorationProductAddons = pgTable(
  'decoration_product_addons',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => decorationProducts.id, { onDelete: 'cascade' }),
    addonId: uuid('addon_id')
      .notNull()
      .references(() => decorationAddons.id, { onDelete: 'cascade' }),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.addonId] })],
);

/**
 * Hits counted by a rate limit across app instances (issue 11): one row per counted event of a
 * `bucket` such as `ops-key:<ip>` (wrong operations keys from one IP); rows older than the limit's
 * window are deleted as new ones are written.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bucket: varchar('bucket', { length: 120 }).notNull(),
    hitAt: timestamp('hit_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('rate_limit_hits_bucket_hit_idx').on(t.bucket, t.hitAt)],
);

/**
 * One try to pay an order (issue 12): a gateway order for the advance or the balance, in integer paise.
 * At most one open (created or pending) attempt per order, enforced by a partial unique index, so a second
 * tab or a double click gets the same attempt; a retry after a failure opens a new one on the same order.
 * A co-host's share of a split balance (issue 25 §4) has its own attempts (`share_id`): at most one open per
 * share, beside the host's own, so co-hosts can pay at the same moment.
 */
export const paymentAttempts = pgTable(
  'payment_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 10 }).notNull(),
    provider: varchar('provider', { length: 20 }).notNull(),
    amountPaise: integer('amount_paise').notNull(),
    currency: varchar('currency', { length: 3 }).notNull().default('INR'),
    /** created (gateway order made), pending (payment started, outcome unknown), paid, failed, expired. */
    status: varchar('status', { length: 10 }).notNull().default('created'),
    providerOrderId: varchar('provider_order_id', { length: 80 }),
    providerPaymentId: varchar('provider_payment_id', { length: 80 }),
    /** The gateway's hosted page for this attempt (PhonePe, sandbox), so a second tab is sent to the same one. */
    redirectUrl: text('redirect_url'),
    idempotencyKey: varchar('idempotency_key', { length: 100 }),
    failureReason: text('failure_reason'),
    /** The next time the reconciler asks the gateway, and how many times it has asked. */
    nextCheckAt: timestamp('next_check_at', { withTimezone: true }),
    checks: smallint('checks').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** The co-host's share this attempt pays (issue 25 §4); null for the host's own payments. */
    shareId: uuid('share_id').references((): AnyPgColumn => paymentShares.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('payment_attempts_order_idx').on(t.orderId, t.createdAt),
    uniqueIndex('payment_attempts_one_open_uq')
      .on(t.orderId)
      .where(sql`${t.status} in ('created', 'pending') and ${t.shareId} is null`),
    uniqueIndex('payment_attempts_one_open_share_uq')
      .on(t.shareId)
      .where(sql`${t.status} in ('created', 'pending') and ${t.shareId} is not null`),
    uniqueIndex('payment_attempts_provider_order_uq').on(t.provider, t.providerOrderId),
    uniqueIndex('payment_attempts_order_key_uq').on(t.orderId, t.idempotencyKey),
  ],
);
export type PaymentAttempt = typeof paymentAttempts.$inferSelect;
export type NewPaymentAttempt = typeof paymentAttempts.$inferInsert;

/**
 * Money received for an order (issue 12): one row per captured gateway payment (unique per provider and
 * payment id, so a webhook and the browser's status call racing each other record it once) or per cash
 * collection. A capture beyond what the order asked for is `duplicate` and refunded automatically.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Short receipt number, e.g. "RC-7K3P9Q2M". */
    receiptNumber: varchar('receipt_number', { length: 16 }).notNull().unique(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    attemptId: uuid('attempt_id').references(() => paymentAttempts.id),
    kind: varchar('kind', { length: 10 }).notNull(),
    provider: varchar('provider', { length: 20 }).notNull(),
    providerPaymentId: varchar('provider_payment_id', { length: 80 }).notNull(),
    amountPaise: integer('amount_paise').notNull(),
    /** upi, card, netbanking, wallet, cash ... as the gateway names it. */
    method: varchar('method', { length: 30 }),
    /** captured (applied to the order) or duplicate (a second capture, refunded). */
    status: varchar('status', { length: 12 }).notNull().default('captured'),
    capturedAt: timestamp('captured_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('payments_order_idx').on(t.orderId), uniqueIndex('payments_provider_payment_uq').on(t.provider, t.providerPaymentId)],
);
export type Payment = typeof payments.$inferSelect;
export type NewPayment = typeof payments.$inferInsert;

/**
 * Money sent back (issue 12), one row per refund of one captured payment: idempotent per order and reason
 * (`idempotency_key`), tracked pending -> processed | failed with the bank reference, retried and then
 * flagged for operations.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id),
    amountPaise: integer('amount_paise').notNull(),
    reason: varchar('reason', { length: 20 }).notNull(),
    note: text('note'),
    idempotencyKey: varchar('idempotency_key', { length: 160 }).notNull().unique(),
    status: varchar('status', { length: 10 }).notNull().default('pending'),
    providerRefundId: varchar('provider_refund_id', { length: 80 }),
    /** The bank's reference (ARN/UTR) once processed. */
    bankReference: varchar('bank_reference', { length: 80 }),
    /** Consecutive gateway errors of the refund request. */
    tries: smallint('tries').notNull().default(0),
    /** Whoever is talking to the gateway about this refund holds it until then (one request at a time). */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    /** Set when the retries are used up: operations must step in. */
    flaggedAt: timestamp('flagged_at', { withTimezone: true }),
    lastError: text('last_error'),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('refunds_order_idx').on(t.orderId), index('refunds_payment_idx').on(t.paymentId)],
);
export type Refund = typeof refunds.$inferSelect;
export type NewRefund = typeof refunds.$inferInsert;

/** Gateway webhook events already taken (issue 12): each (provider, event id) once, so a replay changes nothing. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    provider: varchar('provider', { length: 20 }).notNull(),
    eventId: varchar('event_id', { length: 120 }).notNull(),
    type: varchar('type', { length: 60 }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payment_events_provider_event_uq').on(t.provider, t.eventId)],
);

/**
 * Durable background jobs (issue 12, DESIGN.md "jobs"): reconciling payments, expiring unpaid orders,
 * refunds, notifications. Claimed with `FOR UPDATE SKIP LOCKED`, so several app instances share the work
 * and never run one job twice at once; failures are retried with backoff. A `dedupe_key` keeps one
 * queued job per purpose.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: varchar('name', { length: 60 }).notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    /** queued, running, done or failed (retries used up). */
    status: varchar('status', { length: 10 }).notNull().default('queued'),
    attempts: smallint('attempts').notNull().default(0),
    maxAttempts: smallint('max_attempts').notNull().default(5),
    dedupeKey: varchar('dedupe_key', { length: 160 }),
    lockedBy: varchar('locked_by', { length: 80 }),
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('jobs_due_idx').on(t.status, t.runAt),
    uniqueIndex('jobs_dedupe_uq')
      .on(t.dedupeKey)
      .where(sql`${t.status} in ('queued', 'running')`),
  ],
);
export type Job = typeof jobs.$inferSelect;
export type NewJob = typeof jobs.$inferInsert;

/**
 * The sandbox gateway's own ledger (issue 12): what our test gateway knows of each of its orders, as a
 * real gateway would keep it on its side. Only the sandbox adapter reads and writes it.
 */
export const sandboxGatewayOrders = pgTable('sandbox_gateway_orders', {
  id: varchar('id', { length: 60 }).primaryKey(),
  amountPaise: integer('amount_paise').notNull(),
  /** created, pending, captured or failed. */
  status: varchar('status', { length: 10 }).notNull().default('created'),
  paymentId: varchar('payment_id', { length: 60 }),
  method: varchar('method', { length: 20 }),
  /** Refunds made on this order's payment: id, amount and bank reference. */
  refunds: jsonb('refunds').$type<{ id: string; receipt: string; amountPaise: number; bankReference: string }[]>().notNull().default([]),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * Photography packages (issue 14): a real price (whole rupees, no invented "original" price), hours covered,
 * photos delivered (a range), edited photos, delivery time, inclusions as a list, pictures. `occasion` is the
 * category slug (`birthday`, `wedding`, ...), `occasion_group` the landing tab (`intimate` up to 150 guests,
 * `grand` wedding rituals). `status` 1 active, 0 inactive, 2 deleted.
 */
export const photographyPackages = pgTable(
  'photography_packages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: varchar('slug', { length: 120 }).notNull().unique(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    occasion: varchar('occasion', { length: 60 }).notNull(),
    occasionGroup: varchar('occasion_group', { length: 20 }).notNull(),
    price: integer('price').notNull(),
    hours: smallint('hours').notNull(),
    photosMin: integer('photos_min').notNull(),
    photosMax: integer('photos_max').notNull(),
    editedPhotos: integer('edited_photos').notNull(),
    /** Days after the event until the edited photos are delivered. */
    deliveryDays: smallint('delivery_days').notNull(),
    inclusions: jsonb('inclusions').$type<string[]>().notNull(),
    images: jsonb('images').$type<string[]>().notNull(),
    /** Search tags (occasion names, styles), lower case. */
    tags: jsonb('tags').$type<string[]>().notNull(),
    /** Slugs of the add-ons offered with it. */
    addonSlugs: jsonb('addon_slugs').$type<string[]>().notNull(),
    status: smallint('status').notNull().default(1),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('photography_packages_occasion_idx').on(t.occasion), check('photography_packages_price_positive', sql`${t.price} > 0`)],
);
export type PhotographyPackage = typeof photographyPackages.$inferSelect;

/** Photography add-ons (issue 14), one fixed price each (whole rupees): extra photographer, cinematic video, ... */
export const photographyAddons = pgTable('photography_addons', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: varchar('slug', { length: 80 }).notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  price: integer('price').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
});
export type PhotographyAddon = typeof photographyAddons.$inferSelect;

/**
 * Photos of an order's gallery (issue 14): the original and two WebP renditions (400 px thumbnail, 1600 px web
 * size) as storage keys of the media adapter, never public paths. A favourite can carry an edit request.
 */
export const photos = pgTable(
  'photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    fileName: text('file_name').notNull(),
    contentType: varchar('content_type', { length: 40 }).notNull(),
    bytes: integer('bytes').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    originalKey: text('original_key').notNull(),
    thumbKey: text('thumb_key').notNull(),
    webKey: text('web_key').notNull(),
    /**
     * Hex sha256 of the original's bytes (issue 22 "resumable per file"): a file sent again to the same order, a
     * retried upload, is the photo already there, never a second copy. Null for photos from before it was kept.
     */
    sha256: varchar('sha256', { length: 64 }),
    favourite: boolean('favourite').notNull().default(false),
    editRequest: text('edit_request'),
    editRequestedAt: timestamp('edit_requested_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('photos_order_position_idx').on(t.orderId, t.position), uniqueIndex('photos_order_sha256_idx').on(t.orderId, t.sha256)],
);
export type Photo = typeof photos.$inferSelect;

/**
 * Read-only links to an order's gallery for guests (issue 14): only the sha256 of the token is kept; a link
 * expires after 90 days and can be revoked by the customer.
 */
export const galleryShareLinks = pgTable(
  'gallery_share_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('gallery_share_links_order_idx').on(t.orderId)],
);
export type GalleryShareLink = typeof galleryShareLinks.$inferSelect;

/**
 * Event invites (issue 21 "Wonderland"): one row per event, owned by the customer who created it. `date`
 * (IST calendar date) and `time` (HH:mm IST) are what the host typed; `starts_at` is that instant in UTC.
 * `short_code` (8 characters, random) makes the share link `/smartinvite/share/{code}`. `status` is
 * `active`, `cancelled` (guests told, still readable) or `deleted` (hidden; media purged after `purge_after`).
 */
export const events = pgTable(
  'events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shortCode: varchar('short_code', { length: 8 }).notNull().unique(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    occasion: varchar('occasion', { length: 40 }).notNull(),
    title: varchar('title', { length: 30 }).notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    time: varchar('time', { length: 5 }).notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    venue: text('venue').notNull(),
    mapsUrl: text('maps_url'),
    hostNames: jsonb('host_names').$type<string[]>().notNull(),
    templateId: varchar('template_id', { length: 80 }),
    language: varchar('language', { length: 2 }).notNull().default('en'),
    /** The host's texts by template slot (issue 21 "Design"); null: the template's defaults. */
    templateTexts: jsonb('template_texts').$type<Partial<Record<string, string>>>(),
    /** Storage key of the host's own image (a WebP rendition without metadata) drawn instead of the template's background; null: the template. */
    customImageKey: text('custom_image_key'),
    rsvpDeadline: timestamp('rsvp_deadline', { withTimezone: true }),
    /** Places for guests and their +1s (hosts do not count); null: no limit. */
    capacity: integer('capacity'),
    plusOnesAllowed: smallint('plus_ones_allowed').notNull().default(0),
    showGuestList: boolean('show_guest_list').notNull().default(true),
    showCount: boolean('show_count').notNull().default(true),
    status: varchar('status', { length: 10 }).notNull().default('active'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    purgeAfter: timestamp('purge_after', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('events_owner_idx').on(t.ownerId), check('events_capacity_range', sql`${t.capacity} between 1 and 1000`)],
);
export type InviteEvent = typeof events.$inferSelect;
export type NewInviteEvent = typeof events.$inferInsert;

/**
 * Co-hosts of an event (issue 21 "Host" 5: up to 3, invited by a link): the invite link's token is kept only
 * as its SHA-256; `user_id` is set when someone opens the link logged in and accepts.
 */
export const eventCohosts = pgTable(
  'event_cohosts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('event_cohosts_event_idx').on(t.eventId),
    index('event_cohosts_user_idx').on(t.userId),
    uniqueIndex('event_cohosts_event_user_uq').on(t.eventId, t.userId),
  ],
);
export type EventCohost = typeof eventCohosts.$inferSelect;

/**
 * A guest's answer to an event (issue 21 "Guest" 2-3): one row per event and customer. `name` is the name
 * given with the answer (never the account's name); `waitlisted_at` orders the waitlist (null: has a place).
 */
export const eventGuests = pgTable(
  'event_guests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 40 }).notNull(),
    /** going, maybe or declined. */
    rsvpStatus: varchar('rsvp_status', { length: 10 }).notNull(),
    plusOnes: smallint('plus_ones').notNull().default(0),
    note: text('note'),
    whatsappOptIn: boolean('whatsapp_opt_in').notNull().default(false),
    waitlisted: boolean('waitlisted').notNull().default(false),
    waitlistedAt: timestamp('waitlisted_at', { withTimezone: true }),
    luckyDrawOptOut: boolean('lucky_draw_opt_out').notNull().default(false),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('event_guests_event_user_uq').on(t.eventId, t.userId), index('event_guests_user_idx').on(t.userId)],
);
export type EventGuest = typeof eventGuests.$inferSelect;

/**
 * Who opened an event's invite while logged in (issue 21 "Host" 5: the Opened count), once per customer, and
 * whether they asked for reminders before answering (unticked by default), so the "no reply" segment and the
 * default reminder reach only people who opted in.
 */
export const eventOpens = pgTable(
  'event_opens',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull(),
    whatsappOptIn: boolean('whatsapp_opt_in').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.userId] })],
);

/**
 * Messages to an event's guests (issue 21 "Host" 6): a host's message by segment, a scheduled reminder, or a
 * notice of a cancelled or rescheduled event. Sent by a queued job; `status` goes `scheduled` -> `sent` once,
 * in one conditional update, so two app instances never send it twice.
 */
export const eventMessages = pgTable(
  'event_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    /** message, reminder or notice. */
    kind: varchar('kind', { length: 10 }).notNull(),
    /** all, going, maybe, no-reply, answered. */
    segment: varchar('segment', { length: 10 }).notNull(),
    /** whatsapp or sms. */
    channel: varchar('channel', { length: 10 }).notNull(),
    text: text('text'),
    isDefault: boolean('is_default').notNull().default(false),
    sendAt: timestamp('send_at', { withTimezone: true }).notNull(),
    /** scheduled, sending, sent or cancelled. */
    status: varchar('status', { length: 10 }).notNull().default('scheduled'),
    recipients: integer('recipients'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('event_messages_event_idx').on(t.eventId, t.sendAt)],
);
export type EventMessage = typeof eventMessages.$inferSelect;

/** Lucky draws of an event (issue 21 "Lucky draw"): every draw recorded, a re-draw is a new row. */
export const luckyDraws = pgTable(
  'lucky_draws',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    prize: text('prize').notNull(),
    winnersWanted: smallint('winners_wanted').notNull(),
    entrants: integer('entrants').notNull(),
    /** Guest row ids of the winners, in draw order. */
    winnerGuestIds: jsonb('winner_guest_ids').$type<string[]>().notNull(),
    drawnBy: uuid('drawn_by').references(() => users.id, { onDelete: 'set null' }),
    drawnAt: timestamp('drawn_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('lucky_draws_event_idx').on(t.eventId, t.drawnAt)],
);
export type LuckyDraw = typeof luckyDraws.$inferSelect;

/**
 * The event wall (issue 21 "Guest" 5): photos (WebP renditions only, no metadata; the original is not kept, so
 * no EXIF is) and thank-you notes by hosts and guests who answered Going or Maybe.
 */
export const eventWallItems = pgTable(
  'event_wall_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** photo or note. */
    kind: varchar('kind', { length: 10 }).notNull(),
    text: text('text'),
    width: integer('width'),
    height: integer('height'),
    thumbKey: text('thumb_key'),
    webKey: text('web_key'),
    createdAt: createdAt(),
  },
  (t) => [index('event_wall_items_event_idx').on(t.eventId, t.createdAt), index('event_wall_items_user_idx').on(t.userId, t.createdAt)],
);
export type EventWallItem = typeof eventWallItems.$inferSelect;

/**
 * Staff of the operations console (issue 22 "Staff identities"): one row per phone number, a role
 * (admin | operations | support, lib/contracts/ops STAFF_ROLES) and `active`; staff are disabled, never deleted,
 * so the audit log keeps naming them.
 */
export const staff = pgTable(
  'staff',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    phone: varchar('phone', { length: 10 }).notNull().unique(),
    name: text('name').notNull(),
    role: varchar('role', { length: 20 }).notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check('staff_role_check', sql`${t.role} in ('admin', 'operations', 'support')`)],
);
export type Staff = typeof staff.$inferSelect;
export type NewStaff = typeof staff.$inferInsert;

/**
 * Cookie sessions of the console and (later) the partner app (issue 22): `kind` says whose (`staff` now,
 * `partner` later) and `principal_id` is that staff member's (or provider's) id. The cookie holds a random
 * token; only its sha256 is stored, so the table alone cannot open a session. Revocable (`revoked_at`),
 * 12 hours (`expires_at`). No personal data.
 */
export const consoleSessions = pgTable(
  'console_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: varchar('kind', { length: 12 }).notNull(),
    principalId: uuid('principal_id').notNull(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('console_sessions_principal_idx').on(t.kind, t.principalId)],
);
export type ConsoleSession = typeof consoleSessions.$inferSelect;

/**
 * The audit log (issue 22): one line per change made by staff, the operations API key or the system,
 * written in the same transaction as the change. Append-only: the app never updates or deletes a line, and
 * the database refuses UPDATE, DELETE and TRUNCATE (trigger of migration 0013). `before`/`after` are small
 * JSON snapshots of the entity (they may hold a phone number: fine in the database, never in a log line).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Insertion order: lines of one instant (one transaction) still read in the order they were written. */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** `staff`, `api_key`, `system` or `provider` (lib/contracts/ops AUDIT_ACTOR_KINDS). */
    actorKind: varchar('actor_kind', { length: 12 }).notNull(),
    actorStaffId: uuid('actor_staff_id').references(() => staff.id),
    /** Issue 22 "Partner app": the provider who acted (accept, decline, start, complete), for actor kind `provider`. */
    actorProviderId: uuid('actor_provider_id').references(() => providers.id),
    /** e.g. `order.status_change`, `payment.refund`, `staff.create`. */
    action: varchar('action', { length: 60 }).notNull(),
    entityType: varchar('entity_type', { length: 40 }).notNull(),
    entityId: varchar('entity_id', { length: 64 }).notNull(),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_entity_idx').on(t.entityType, t.entityId, t.at),
    index('audit_log_actor_idx').on(t.actorStaffId, t.at),
  ],
);
export type AuditLine = typeof auditLog.$inferSelect;
export type NewAuditLine = typeof auditLog.$inferInsert;

/**
 * A customer's notification choices (issue 24 "Notifications"): one row per channel and topic they have set;
 * a missing row means the default (every topic on except `offers`, lib/contracts/privacy.ts). `updated_at` is
 * when the choice was given or withdrawn, kept as the consent record (DPDP: withdrawing as easy as giving).
 */
export const notificationSettings = pgTable(
  'notification_settings',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** whatsapp, sms or push. */
    channel: varchar('channel', { length: 10 }).notNull(),
    /** bookings, invites, chat or offers. */
    topic: varchar('topic', { length: 10 }).notNull(),
    enabled: boolean('enabled').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.channel, t.topic] })],
);
export type NotificationSetting = typeof notificationSettings.$inferSelect;

/**
 * Account deletion requests (issue 24 "Privacy" 7): the customer asked at `requested_at`; logging in again or
 * `POST /api/user/restore-account` before `erase_after` (7 days later) sets `restored_at`; otherwise the job
 * `privacy.erase_account` erases the personal data at `erase_after` and sets `erased_at`. One row per request.
 */
export const accountDeletions = pgTable(
  'account_deletions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    eraseAfter: timestamp('erase_after', { withTimezone: true }).notNull(),
    restoredAt: timestamp('restored_at', { withTimezone: true }),
    erasedAt: timestamp('erased_at', { withTimezone: true }),
  },
  (t) => [
    index('account_deletions_user_idx').on(t.userId),
    // at most one open request per customer
    uniqueIndex('account_deletions_open_uq')
      .on(t.userId)
      .where(sql`${t.restoredAt} is null and ${t.erasedAt} is null`),
  ],
);
export type AccountDeletion = typeof accountDeletions.$inferSelect;

/**
 * Chat rooms (issue 23): `event` (one per invite event, `event_id`), `support` (one per customer,
 * `customer_user_id`) and `order` (one per paid order with an assigned provider, `order_id`). Who belongs is
 * derived from the invite, the order or the staff table at every use (server/chat/membership.ts); the room row
 * only anchors its messages. `last_message_at` orders the room list.
 */
export const chatRooms = pgTable(
  'chat_rooms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: varchar('kind', { length: 10 }).notNull(),
    title: text('title').notNull(),
    eventId: uuid('event_id').references(() => events.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    customerUserId: uuid('customer_user_id').references(() => users.id, { onDelete: 'cascade' }),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    /** Support room: the agent it is assigned to in the console's inbox (issue 23 "Support inbox"); null = nobody. */
    assignedStaffId: uuid('assigned_staff_id').references(() => staff.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('chat_rooms_kind_check', sql`${t.kind} in ('event', 'support', 'order')`),
    uniqueIndex('chat_rooms_event_uq').on(t.eventId),
    uniqueIndex('chat_rooms_order_uq').on(t.orderId),
    uniqueIndex('chat_rooms_support_customer_uq')
      .on(t.customerUserId)
      .where(sql`${t.kind} = 'support'`),
  ],
);
export type ChatRoom = typeof chatRooms.$inferSelect;

/**
 * One member's state in a room (issue 23): exactly one of a customer, a staff member or a provider; the last
 * message read, muted, and `left_at` (an event guest who left the room). Rows are written when a member first
 * reads, mutes or leaves; membership itself is derived (server/chat/membership.ts).
 */
export const chatMembers = pgTable(
  'chat_members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    roomId: uuid('room_id')
      .notNull()
      .references(() => chatRooms.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    staffId: uuid('staff_id').references(() => staff.id),
    providerId: uuid('provider_id').references(() => providers.id),
    lastReadMessageId: bigint('last_read_message_id', { mode: 'number' }),
    muted: boolean('muted').notNull().default(false),
    leftAt: timestamp('left_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('chat_members_one_principal', sql`num_nonnulls(${t.userId}, ${t.staffId}, ${t.providerId}) = 1`),
    uniqueIndex('chat_members_room_user_uq').on(t.roomId, t.userId),
    uniqueIndex('chat_members_room_staff_uq').on(t.roomId, t.staffId),
    uniqueIndex('chat_members_room_provider_uq').on(t.roomId, t.providerId),
    index('chat_members_user_idx').on(t.userId),
  ],
);
export type ChatMember = typeof chatMembers.$inferSelect;

/**
 * Chat messages (issue 23): plain text (never HTML) and up to 5 media keys; the sender is a customer, a staff
 * member or a provider, or nobody for a system message (`kind` = `system`: the support auto-reply). `id` grows
 * with every message and is the Server-Sent Events id. `client_id` makes a send idempotent per sender.
 * A deleted message keeps its row with `deleted_at` ("This message was deleted").
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    roomId: uuid('room_id')
      .notNull()
      .references(() => chatRooms.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 10 }).notNull().default('text'),
    senderUserId: uuid('sender_user_id').references(() => users.id, { onDelete: 'cascade' }),
    senderStaffId: uuid('sender_staff_id').references(() => staff.id),
    senderProviderId: uuid('sender_provider_id').references(() => providers.id),
    text: text('text').notNull().default(''),
    imageKeys: text('image_keys')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    clientId: varchar('client_id', { length: 64 }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('chat_messages_kind_check', sql`${t.kind} in ('text', 'system')`),
    check('chat_messages_one_sender', sql`num_nonnulls(${t.senderUserId}, ${t.senderStaffId}, ${t.senderProviderId}) <= 1`),
    index('chat_messages_room_id_idx').on(t.roomId, t.id),
    uniqueIndex('chat_messages_user_client_uq').on(t.senderUserId, t.clientId),
    uniqueIndex('chat_messages_staff_client_uq').on(t.senderStaffId, t.clientId),
    uniqueIndex('chat_messages_provider_client_uq').on(t.senderProviderId, t.clientId),
  ],
);
export type ChatMessage = typeof chatMessages.$inferSelect;

/** Reports of chat messages (issue 23), one per message and reporter, for support to review. */
export const chatReports = pgTable(
  'chat_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    roomId: uuid('room_id')
      .notNull()
      .references(() => chatRooms.id, { onDelete: 'cascade' }),
    messageId: bigint('message_id', { mode: 'number' })
      .notNull()
      .references(() => chatMessages.id, { onDelete: 'cascade' }),
    reporterUserId: uuid('reporter_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('chat_reports_message_reporter_uq').on(t.messageId, t.reporterUserId)],
);

/**
 * Single-use tickets for a browser's EventSource (issue 23: it cannot send the bearer header): only the sha256
 * of the ticket is kept; a ticket lives 60 seconds and is spent by its first use.
 */
export const chatStreamTickets = pgTable(
  'chat_stream_tickets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The session that asked for it: a ticket of a session revoked since opens nothing (null only on tickets older than this column). */
    sessionId: uuid('session_id').references(() => sessions.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('chat_stream_tickets_expires_idx').on(t.expiresAt)],
);

/**
 * The open chat streams of every instance (server/chat/streamSlots.ts): one row per SSE connection, so the limits
 * per customer and per client address hold across instances, and each instance can tell from one query per
 * heartbeat which of its streams lost their session or were closed from another instance. `address_hash` is the
 * sha256 of the client address (never the address itself); `seen_at` is refreshed at every heartbeat, so the row
 * of an instance that died stops counting after a few heartbeats (and the hourly clean-up drops it).
 * A customer's stream names its user and session (`user_id`, `session_id`); a staff member's or a provider's (the
 * console and the partner app) names its cookie session (`console_session_id`) and that staff member or provider
 * (`console_principal_id`), so either kind of session ends its streams when revoked.
 */
export const chatStreams = pgTable(
  'chat_streams',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id').references(() => sessions.id, { onDelete: 'cascade' }),
    consoleSessionId: uuid('console_session_id').references(() => consoleSessions.id, { onDelete: 'cascade' }),
    /** The staff member's or provider's id of a console stream (its kind is the console session's). */
    consolePrincipalId: uuid('console_principal_id'),
    addressHash: varchar('address_hash', { length: 64 }).notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull(),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull(),
    /** Set when another instance closed it for the customer's limit (`limit`): no longer counted, gone once its instance closed it. */
    closedFor: varchar('closed_for', { length: 16 }).$type<'limit'>(),
  },
  (t) => [
    index('chat_streams_user_idx').on(t.userId, t.openedAt),
    index('chat_streams_console_principal_idx').on(t.consolePrincipalId, t.openedAt),
    index('chat_streams_address_idx').on(t.addressHash),
    check(
      'chat_streams_owner_check',
      sql`(${t.userId} is not null and ${t.sessionId} is not null and ${t.consoleSessionId} is null) or (${t.userId} is null and ${t.sessionId} is null and ${t.consoleSessionId} is not null and ${t.consolePrincipalId} is not null)`,
    ),
  ],
);
export type ChatStreamRow = typeof chatStreams.$inferSelect;

/**
 * The shares of an order's balance split with co-hosts (issue 25 §4): each co-host's name, phone (personal data,
 * never logged) and whole-rupee amount; pending until a verified capture pays it (`paid_attempt_id`,
 * `payment_id`: its receipt), `fallen_back` to the host 48 hours before the service, or `cancelled` (replaced by a
 * new split, or the balance settled otherwise). Only the sha256 of each share's link token is kept, like every
 * secret link. The pending and fallen-back shares of an order always add up to its balance while a split stands.
 */
export const paymentShares = pgTable(
  'payment_shares',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** Its place in the host's list (0-based). */
    position: smallint('position').notNull(),
    name: varchar('name', { length: 60 }).notNull(),
    phone: varchar('phone', { length: 10 }).notNull(),
    /** Whole rupees. */
    amount: integer('amount').notNull(),
    /** pending, paid, fallen_back or cancelled (lib/split SHARE_STATUSES). */
    status: varchar('status', { length: 12 }).notNull().default('pending'),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    /** The attempt whose verified capture paid this share, and that capture's payment (its receipt). */
    paidAttemptId: uuid('paid_attempt_id'),
    paymentId: uuid('payment_id').references(() => payments.id),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** When it fell back to the host or was cancelled. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('payment_shares_order_idx').on(t.orderId, t.status)],
);
export type PaymentShare = typeof paymentShares.$inferSelect;
export type NewPaymentShare = typeof paymentShares.$inferInsert;

/**
 * Issue 25 §2: a sync of an order's guests to its invite that raises its total, waiting for its top-up payment
 * (payment_attempts kind `topup`). The order itself changes only when the top-up's capture is verified (then
 * `applied`); a new request replaces a pending one (`cancelled`); at most one is pending per order. `changes`
 * holds what the order becomes (bill lines, details, requirements) as priced when the customer confirmed.
 */
export const headcountSyncs = pgTable(
  'headcount_syncs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromGuests: integer('from_guests').notNull(),
    toGuests: integer('to_guests').notNull(),
    /** Whole rupees. */
    oldTotal: integer('old_total').notNull(),
    newTotal: integer('new_total').notNull(),
    difference: integer('difference').notNull(),
    /** pending, paid, cancelled or applied. */
    status: varchar('status', { length: 10 }).notNull().default('pending'),
    attemptId: uuid('attempt_id'),
    changes: jsonb('changes').$type<Record<string, unknown>>().notNull(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('headcount_syncs_one_pending_uq')
      .on(t.orderId)
      .where(sql`${t.status} = 'pending'`),
    index('headcount_syncs_attempt_idx').on(t.attemptId),
  ],
);
export type HeadcountSync = typeof headcountSyncs.$inferSelect;
