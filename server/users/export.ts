/**
 * "Download my data" (issue 24 "Privacy" 7; DPDP Act right of access): everything stored about a customer as one
 * JSON document. `USER_TABLES` names every table holding a user's id and the columns that do; a repository test
 * reads the schema and fails when a table with a user column is missing here, so a new table is never left out of
 * the export. Rows tied to the customer through their orders (payments, refunds, ...) and through their phone
 * (messages sent to them, enquiries, contact messages) are exported too, and so is the conversation of their
 * support room (issue 23: our replies to them). It holds what the customer gave us and what we may show them,
 * read through an allow-list per table (`EXPORTED_TABLES`: every column is classified exported or internal, and a
 * test fails on an unclassified one): no token hashes, session ids, storage keys or message payloads, no staff ids
 * or moderation notes, no provider contact (their first name only, as the order page says) and no start code.
 */
import { getTableColumns, getTableName, inArray, or, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { COUNTRY_CODE } from '../../lib/constants';
import { firstName } from '../../lib/providers';
import {
  accountDeletions,
  addresses,
  chatMembers,
  chatMessages,
  chatReports,
  chatRooms,
  chatStreamTickets,
  chatStreams,
  contactMessages,
  customerMessages,
  eventCohosts,
  eventGuests,
  eventMessages,
  eventOpens,
  events,
  eventWallItems,
  galleryShareLinks,
  leads,
  luckyDraws,
  notificationSettings,
  orders,
  orderStatusHistory,
  outbox,
  paymentAttempts,
  payments,
  photos,
  providers,
  refunds,
  reviews,
  sessions,
  users,
} from '../db/schema';
import type { Db } from '../db/types';
import { getNotificationSettings } from '../notify/preferences';

/**
 * How one exported table is read: an allow-list. `exported` names the columns that go out (what the customer gave
 * us and what we may show them), `internal` those that never do (secrets, storage keys, staff ids and notes, the
 * provider's contact, operational state). Every column of the table is in exactly one of them (a test reads the
 * schema), so a new column stays out of the export until someone classifies it.
 */
export interface ExportedTable {
  table: PgTable;
  exported: readonly string[];
  internal: readonly string[];
}

/** A table with user columns: rows are exported when any of `userColumns` is the customer. */
export interface UserTableExport extends ExportedTable {
  /** Database names of its columns that hold a user id. */
  userColumns: readonly string[];
}

/** Every table holding a user id (besides `users` itself), by its database name. */
export const USER_TABLES: Record<string, UserTableExport> = {
  sessions: {
    table: sessions,
    userColumns: ['user_id'],
    exported: ['user_id', 'created_at', 'expires_at', 'revoked_at'],
    // a session id is a token's `jti`
    internal: ['id'],
  },
  addresses: {
    table: addresses,
    userColumns: ['user_id'],
    exported: [
      'id',
      'user_id',
      'label',
      'name',
      'line1',
      'landmark',
      'pincode',
      'city',
      'city_slug',
      'locality',
      'served',
      'is_default',
      'status',
      'created_at',
      'updated_at',
    ],
    internal: [],
  },
  orders: {
    table: orders,
    userColumns: ['user_id'],
    exported: [
      'id',
      'order_number',
      'user_id',
      'order_type',
      'status',
      'event_date',
      'slot',
      'people_count',
      'address',
      'items',
      'bill',
      'total',
      'advance',
      'balance',
      'note',
      'requirements',
      'details',
      'cancellation_policy',
      'payment_status',
      'amount_paid',
      'amount_refunded',
      'hold_expires_at',
      'provider_accepted_at',
      'started_at',
      'completed_at',
      'cancelled_at',
      'refund_amount',
      'source',
      'attribution',
      'created_at',
      'updated_at',
      'event_id',
    ],
    // the provider's full name and phone (`executor`; the export says their first name, as the order page does),
    // the provider's id, and the start code: a one-time secret shown live on the order page in its window, never
    // written into a file that outlives it
    internal: ['executor', 'provider_id', 'start_code', 'idempotency_key', 'request_fingerprint'],
  },
  // messages staff sent the customer about their orders (the console's order page): what they received
  customer_messages: {
    table: customerMessages,
    userColumns: ['user_id'],
    exported: ['id', 'order_id', 'user_id', 'text', 'created_at'],
    // which staff member wrote it stays internal
    internal: ['staff_id', 'delivery', 'delivered_by'],
  },
  reviews: {
    table: reviews,
    userColumns: ['user_id'],
    exported: ['id', 'order_id', 'user_id', 'order_type', 'rating', 'text', 'hidden_at', 'created_at', 'updated_at'],
    // the moderation note and who hid it are shown to admins only
    internal: ['hidden_by', 'hidden_reason'],
  },
  events: {
    table: events,
    userColumns: ['owner_id'],
    exported: [
      'id',
      'short_code',
      'owner_id',
      'occasion',
      'title',
      'date',
      'time',
      'starts_at',
      'venue',
      'maps_url',
      'host_names',
      'template_id',
      'language',
      'template_texts',
      'rsvp_deadline',
      'capacity',
      'plus_ones_allowed',
      'show_guest_list',
      'show_count',
      'status',
      'cancelled_at',
      'deleted_at',
      'purge_after',
      'created_at',
      'updated_at',
    ],
    internal: ['custom_image_key'],
  },
  event_cohosts: {
    table: eventCohosts,
    userColumns: ['user_id'],
    exported: ['id', 'event_id', 'user_id', 'accepted_at', 'expires_at', 'created_at'],
    internal: ['token_hash'],
  },
  event_guests: {
    table: eventGuests,
    userColumns: ['user_id'],
    exported: [
      'id',
      'event_id',
      'user_id',
      'name',
      'rsvp_status',
      'plus_ones',
      'note',
      'whatsapp_opt_in',
      'waitlisted',
      'waitlisted_at',
      'lucky_draw_opt_out',
      'answered_at',
      'created_at',
      'updated_at',
    ],
    internal: [],
  },
  event_opens: {
    table: eventOpens,
    userColumns: ['user_id'],
    exported: ['event_id', 'user_id', 'opened_at', 'whatsapp_opt_in'],
    internal: [],
  },
  event_messages: {
    table: eventMessages,
    userColumns: ['created_by'],
    exported: [
      'id',
      'event_id',
      'kind',
      'segment',
      'channel',
      'text',
      'is_default',
      'send_at',
      'status',
      'recipients',
      'sent_at',
      'created_by',
      'created_at',
    ],
    internal: [],
  },
  lucky_draws: {
    table: luckyDraws,
    userColumns: ['drawn_by'],
    exported: ['id', 'event_id', 'prize', 'winners_wanted', 'entrants', 'winner_guest_ids', 'drawn_by', 'drawn_at'],
    internal: [],
  },
  event_wall_items: {
    table: eventWallItems,
    userColumns: ['user_id'],
    exported: ['id', 'event_id', 'user_id', 'kind', 'text', 'width', 'height', 'created_at'],
    internal: ['thumb_key', 'web_key'],
  },
  notification_settings: {
    table: notificationSettings,
    userColumns: ['user_id'],
    exported: ['user_id', 'channel', 'topic', 'enabled', 'updated_at'],
    internal: [],
  },
  account_deletions: {
    table: accountDeletions,
    userColumns: ['user_id'],
    exported: ['id', 'user_id', 'requested_at', 'erase_after', 'restored_at', 'erased_at'],
    internal: [],
  },
  // issue 23: the customer's support room, their state in rooms, the messages they sent and their reports
  chat_rooms: {
    table: chatRooms,
    userColumns: ['customer_user_id'],
    exported: ['id', 'kind', 'title', 'event_id', 'order_id', 'customer_user_id', 'last_message_at', 'created_at'],
    internal: ['assigned_staff_id'],
  },
  chat_members: {
    table: chatMembers,
    userColumns: ['user_id'],
    exported: ['id', 'room_id', 'user_id', 'last_read_message_id', 'muted', 'left_at', 'created_at', 'updated_at'],
    internal: ['staff_id', 'provider_id'],
  },
  chat_messages: {
    table: chatMessages,
    userColumns: ['sender_user_id'],
    exported: ['id', 'room_id', 'kind', 'sender_user_id', 'text', 'deleted_at', 'created_at'],
    internal: ['sender_staff_id', 'sender_provider_id', 'image_keys', 'client_id'],
  },
  chat_reports: {
    table: chatReports,
    userColumns: ['reporter_user_id'],
    exported: ['id', 'room_id', 'message_id', 'reporter_user_id', 'reason', 'created_at'],
    internal: [],
  },
  chat_stream_tickets: {
    table: chatStreamTickets,
    userColumns: ['user_id'],
    exported: ['id', 'user_id', 'expires_at', 'used_at', 'created_at'],
    // the session a ticket belongs to is a token's `jti`
    internal: ['token_hash', 'session_id'],
  },
  // the customer's open chat streams (when each opened); the session and the address hash are internal, and so are
  // the console session and principal of a staff member's or provider's stream (never a customer's row)
  chat_streams: {
    table: chatStreams,
    userColumns: ['user_id'],
    exported: ['id', 'user_id', 'opened_at', 'seen_at', 'closed_for'],
    internal: ['session_id', 'address_hash', 'console_session_id', 'console_principal_id'],
  },
};

/** Tables tied to the customer through their orders (`order_id`). */
const ORDER_TABLES: Record<string, ExportedTable> = {
  order_status_history: { table: orderStatusHistory, exported: ['id', 'order_id', 'status', 'note', 'created_at'], internal: [] },
  payment_attempts: {
    table: paymentAttempts,
    exported: [
      'id',
      'order_id',
      'kind',
      'provider',
      'amount_paise',
      'currency',
      'status',
      'provider_order_id',
      'provider_payment_id',
      'failure_reason',
      'expires_at',
      'resolved_at',
      'created_at',
      'updated_at',
      'share_id',
    ],
    internal: ['redirect_url', 'idempotency_key', 'next_check_at', 'checks'],
  },
  payments: {
    table: payments,
    exported: [
      'id',
      'receipt_number',
      'order_id',
      'attempt_id',
      'kind',
      'provider',
      'provider_payment_id',
      'amount_paise',
      'method',
      'status',
      'captured_at',
      'created_at',
    ],
    internal: [],
  },
  refunds: {
    table: refunds,
    exported: [
      'id',
      'order_id',
      'payment_id',
      'amount_paise',
      'reason',
      'note',
      'status',
      'provider_refund_id',
      'bank_reference',
      'processed_at',
      'created_at',
      'updated_at',
    ],
    internal: ['idempotency_key', 'tries', 'lease_until', 'flagged_at', 'last_error'],
  },
  photos: {
    table: photos,
    exported: [
      'id',
      'order_id',
      'position',
      'file_name',
      'content_type',
      'bytes',
      'width',
      'height',
      'sha256',
      'favourite',
      'edit_request',
      'edit_requested_at',
      'created_at',
    ],
    internal: ['original_key', 'thumb_key', 'web_key'],
  },
  gallery_share_links: {
    table: galleryShareLinks,
    exported: ['id', 'order_id', 'expires_at', 'revoked_at', 'created_at'],
    internal: ['token_hash'],
  },
};

/** Tables tied to the customer through their phone, and their support room's conversation (our replies included). */
const OTHER_TABLES: Record<string, ExportedTable> = {
  chat_support_conversation: {
    table: chatMessages,
    // `sender_user_id` is the customer's own id (theirs is the only customer account in their support room), null for ours
    exported: ['id', 'room_id', 'kind', 'sender_user_id', 'text', 'deleted_at', 'created_at'],
    // which agent answered, and the storage keys of images, are ours
    internal: ['sender_staff_id', 'sender_provider_id', 'image_keys', 'client_id'],
  },
  // a payload can hold a login code
  outbox: {
    table: outbox,
    exported: ['id', 'channel', 'provider', 'recipient', 'template', 'status', 'created_at'],
    internal: ['payload', 'error'],
  },
  leads: {
    table: leads,
    exported: [
      'id',
      'reference',
      'service',
      'name',
      'phone',
      'event_date',
      'guests',
      'budget_per_plate',
      'city',
      'note',
      'status',
      'created_at',
    ],
    internal: ['assigned_staff_id'],
  },
  contact_messages: {
    table: contactMessages,
    exported: ['id', 'reference', 'name', 'phone', 'email', 'city', 'message', 'status', 'created_at'],
    internal: ['client_ip'],
  },
};

/** Every exported table by its name in the export, with its classified columns. */
export const EXPORTED_TABLES: Record<string, ExportedTable> = { ...USER_TABLES, ...ORDER_TABLES, ...OTHER_TABLES };

/** The export document (format `party-services-account-export/1`). */
export interface AccountExport {
  format: 'party-services-account-export/1';
  exportedAt: string;
  profile: {
    id: string;
    phone: string;
    name: string | null;
    /** The saved city's slug (issue 24 "/services"), or null. */
    city: string | null;
    hasPushToken: boolean;
    hasPhoto: boolean;
    createdAt: string;
    updatedAt: string;
  };
  notificationChoices: Awaited<ReturnType<typeof getNotificationSettings>>;
  /** Rows by table name, each keyed by its columns' database names. */
  tables: Record<string, Record<string, unknown>[]>;
}

/** A table's columns by their database names. */
function columnsByDbName(table: PgTable): Map<string, PgColumn> {
  return new Map(Object.values(getTableColumns(table)).map((column) => [column.name, column as PgColumn]));
}

/** Selects the rows of `spec.table` matching `where`, keyed by database column names: its `exported` columns only. */
async function rowsOf(db: Db, spec: ExportedTable, where: SQL | undefined): Promise<Record<string, unknown>[]> {
  const columns = columnsByDbName(spec.table);
  const selection = Object.fromEntries(
    spec.exported.map((name) => {
      const column = columns.get(name);
      if (!column) throw new Error(`${getTableName(spec.table)}.${name} is not a column`);
      return [name, column];
    }),
  );
  return (await db.select(selection).from(spec.table).where(where)) as Record<string, unknown>[];
}

/**
 * The customer's order rows with `provider_first_name`: the assigned provider's first name as the order page
 * shows it (lib/providers firstName), or null; never their surname or phone.
 */
async function withProviderFirstNames(db: Db, userId: string, rows: Record<string, unknown>[]): Promise<Record<string, unknown>[]> {
  const assigned = await db
    .select({ orderId: orders.id, name: providers.name })
    .from(orders)
    .innerJoin(providers, eq(providers.id, orders.providerId))
    .where(eq(orders.userId, userId));
  const names = new Map(assigned.map((row) => [row.orderId, firstName(row.name)]));
  return rows.map((row) => ({ ...row, provider_first_name: names.get(String(row.id)) ?? null }));
}

/**
 * Everything stored about `userId` (see the module comment).
 * @returns the export document, or null for an unknown user.
 */
export async function exportAccount(db: Db, userId: string, now = new Date()): Promise<AccountExport | null> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) return null;
  const tables: AccountExport['tables'] = {};
  for (const [name, spec] of Object.entries(USER_TABLES)) {
    const columns = columnsByDbName(spec.table);
    const conditions = spec.userColumns.map((column) => {
      const col = columns.get(column);
      if (!col) throw new Error(`${name}.${column} is not a column`);
      return eq(col, userId);
    });
    tables[name] = await rowsOf(db, spec, or(...conditions));
  }
  tables.orders = await withProviderFirstNames(db, userId, tables.orders ?? []);
  const orderIds = (tables.orders ?? []).map((order) => String(order.id));
  for (const [name, spec] of Object.entries(ORDER_TABLES)) {
    const orderColumn = columnsByDbName(spec.table).get('order_id')!;
    tables[name] = orderIds.length ? await rowsOf(db, spec, inArray(orderColumn, orderIds)) : [];
  }
  // issue 23: the whole conversation of their support room, our replies included (their own messages are above)
  const supportRoomIds = (tables.chat_rooms ?? []).filter((room) => room.kind === 'support').map((room) => String(room.id));
  tables.chat_support_conversation = supportRoomIds.length
    ? await rowsOf(db, OTHER_TABLES.chat_support_conversation!, inArray(chatMessages.roomId, supportRoomIds))
    : [];
  tables.outbox = await rowsOf(db, OTHER_TABLES.outbox!, inArray(outbox.recipient, [user.phone, `${COUNTRY_CODE}${user.phone}`]));
  tables.leads = await rowsOf(db, OTHER_TABLES.leads!, eq(leads.phone, user.phone));
  tables.contact_messages = await rowsOf(db, OTHER_TABLES.contact_messages!, eq(contactMessages.phone, user.phone));
  return {
    format: 'party-services-account-export/1',
    exportedAt: now.toISOString(),
    profile: {
      id: user.id,
      phone: user.phone,
      name: user.name,
      city: user.city,
      hasPushToken: user.pushToken !== null,
      hasPhoto: user.avatarKey !== null,
      createdAt: user.createdAt.toISOString(),
      updatedAt: user.updatedAt.toISOString(),
    },
    notificationChoices: await getNotificationSettings(db, userId),
    tables,
  };
}
