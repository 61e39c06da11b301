/**
 * "Download my data" (issue 24 "Privacy" 7; DPDP Act right of access): everything stored about a customer as one
 * JSON document. `USER_TABLES` names every table holding a user's id and the columns that do; a repository test
 * reads the schema and fails when a table with a user column is missing here, so a new table is never left out of
 * the export. Rows tied to the customer through their orders (payments, refunds, ...) and through their phone
 * (messages sent to them, enquiries, contact messages) are exported too, and so is the conversation of their
 * support room (issue 23: our replies to them). Secrets are left out: no token hashes,
 * no session ids (a session id is a token's `jti`), no message payloads (a login code can be in one).
 */
import { getTableColumns, inArray, or, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { COUNTRY_CODE } from '../../lib/constants';
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
  refunds,
  reviews,
  sessions,
  users,
} from '../db/schema';
import type { Db } from '../db/types';
import { getNotificationSettings } from '../notify/preferences';

/** How one table with user columns is exported. */
export interface UserTableExport {
  table: PgTable;
  /** Database names of its columns that hold a user id: a row is exported when any of them is the customer. */
  userColumns: readonly string[];
  /** Database names of columns left out (secrets). */
  omit?: readonly string[];
}

/** Every table holding a user id (besides `users` itself), by its database name. */
export const USER_TABLES: Record<string, UserTableExport> = {
  sessions: { table: sessions, userColumns: ['user_id'], omit: ['id'] },
  addresses: { table: addresses, userColumns: ['user_id'] },
  orders: { table: orders, userColumns: ['user_id'], omit: ['idempotency_key', 'request_fingerprint'] },
  reviews: { table: reviews, userColumns: ['user_id'] },
  events: { table: events, userColumns: ['owner_id'] },
  event_cohosts: { table: eventCohosts, userColumns: ['user_id'], omit: ['token_hash'] },
  event_guests: { table: eventGuests, userColumns: ['user_id'] },
  event_opens: { table: eventOpens, userColumns: ['user_id'] },
  event_messages: { table: eventMessages, userColumns: ['created_by'] },
  lucky_draws: { table: luckyDraws, userColumns: ['drawn_by'] },
  event_wall_items: { table: eventWallItems, userColumns: ['user_id'] },
  notification_settings: { table: notificationSettings, userColumns: ['user_id'] },
  account_deletions: { table: accountDeletions, userColumns: ['user_id'] },
  // issue 23: the customer's support room, their state in rooms, the messages they sent and their reports
  chat_rooms: { table: chatRooms, userColumns: ['customer_user_id'] },
  chat_members: { table: chatMembers, userColumns: ['user_id'] },
  chat_messages: { table: chatMessages, userColumns: ['sender_user_id'], omit: ['client_id'] },
  chat_reports: { table: chatReports, userColumns: ['reporter_user_id'] },
  chat_stream_tickets: { table: chatStreamTickets, userColumns: ['user_id'], omit: ['token_hash'] },
  // the customer's open chat streams (when each opened; the address only as a hash, left out)
  chat_streams: { table: chatStreams, userColumns: ['user_id'], omit: ['address_hash'] },
};

/** Tables tied to the customer through their orders (`order_id`). */
const ORDER_TABLES: Record<string, { table: PgTable; omit?: readonly string[] }> = {
  order_status_history: { table: orderStatusHistory },
  payment_attempts: { table: paymentAttempts, omit: ['idempotency_key', 'redirect_url'] },
  payments: { table: payments },
  refunds: { table: refunds, omit: ['idempotency_key', 'lease_until'] },
  photos: { table: photos, omit: ['original_key', 'thumb_key', 'web_key'] },
  gallery_share_links: { table: galleryShareLinks, omit: ['token_hash'] },
};

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

/** Selects the rows of `table` matching `where`, keyed by database column names, without `omit`. */
async function rowsOf(db: Db, table: PgTable, where: SQL | undefined, omit: readonly string[] = []): Promise<Record<string, unknown>[]> {
  const columns = columnsByDbName(table);
  const selection = Object.fromEntries([...columns].filter(([name]) => !omit.includes(name)));
  return (await db.select(selection).from(table).where(where)) as Record<string, unknown>[];
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
    tables[name] = await rowsOf(db, spec.table, or(...conditions), spec.omit);
  }
  const orderIds = (tables.orders ?? []).map((order) => String(order.id));
  for (const [name, spec] of Object.entries(ORDER_TABLES)) {
    const orderColumn = columnsByDbName(spec.table).get('order_id')!;
    tables[name] = orderIds.length ? await rowsOf(db, spec.table, inArray(orderColumn, orderIds), spec.omit) : [];
  }
  // issue 23: the whole conversation of their support room, our replies included (their own messages are above)
  const supportRoomIds = (tables.chat_rooms ?? []).filter((room) => room.kind === 'support').map((room) => String(room.id));
  tables.chat_support_conversation = supportRoomIds.length
    ? await rowsOf(db, chatMessages, inArray(chatMessages.roomId, supportRoomIds), ['client_id'])
    : [];
  tables.outbox = await rowsOf(db, outbox, inArray(outbox.recipient, [user.phone, `${COUNTRY_CODE}${user.phone}`]), ['payload']);
  tables.leads = await rowsOf(db, leads, eq(leads.phone, user.phone));
  tables.contact_messages = await rowsOf(db, contactMessages, eq(contactMessages.phone, user.phone), ['client_ip']);
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
