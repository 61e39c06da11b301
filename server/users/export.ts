/**
 * "Download my data" (DPDP Act right of access): everything stored about a customer as one
 * JSON document. `USER_TABLES` (exportUserTables.ts) names every table holding a user's id and the columns that do; a
 * repository test reads the schema and fails when a table with a user column is missing there, so a new table is
 * never left out of the export. Rows tied to the customer through their orders (payments, refunds, ...) and through their phone
 * (messages sent to them, enquiries, contact messages) are exported too, and so is the conversation of their
 * support room (our replies to them), and the GST documents issued to them with their pages' addresses. It holds what the customer gave us and what we may show them,
 * read through an allow-list per table (`EXPORTED_TABLES`, exportTables.ts: every column is classified exported or internal, and a
 * test fails on an unclassified one): no token hashes, session ids, storage keys or message payloads, no staff ids
 * or moderation notes, no provider contact (their first name only, as the order page says) and no start code.
 */
import { inArray, or, eq } from 'drizzle-orm';
import { COUNTRY_CODE } from '../../lib/constants';
import { firstName } from '../../lib/providers';
import { taxDocumentPath } from '../../lib/routes';
import { SITE_URL } from '../../lib/site';
import { chatMessages, contactMessages, leads, outbox } from '../db/schema';
import type { Db } from '../db/types';
import { getNotificationSettings } from '../notify/preferences';
import { columnsByDbName, ORDER_TABLES, OTHER_TABLES } from './exportTables';
import { USER_TABLES } from './exportUserTables';
import { assignedProviderNames, findUserById, selectExportedRows } from './repository';

/** The export document (format `party-services-account-export/1`). */
export interface UserDataExport {
  format: 'party-services-account-export/1';
  exportedAt: string;
  profile: {
    id: string;
    phone: string;
    name: string | null;
    /** The saved city's slug, or null. */
    city: string | null;
    /** The language of their messages: `en` or `hi`. */
    language: string;
    hasPushToken: boolean;
    hasPhoto: boolean;
    createdAt: string;
    updatedAt: string;
  };
  notificationChoices: Awaited<ReturnType<typeof getNotificationSettings>>;
  /** Rows by table name, each keyed by its columns' database names. */
  tables: Record<string, Record<string, unknown>[]>;
  /**
   * The GST documents issued to the customer (their rows are in `tables.tax_documents`), each with its number and the
   * address of its page (and PDF) on the site, where the customer opens it after logging in.
   */
  taxDocuments: ExportedTaxDocument[];
}

/** One GST document in the export: kind, number, date, order, total (integer paise) and its page's address. */
export interface ExportedTaxDocument {
  kind: string;
  number: string;
  issuedAt: string;
  orderId: string;
  totalPaise: number;
  page: string;
}

/** The documents of the exported `tax_documents` rows, with their pages' addresses. */
function taxDocumentLinks(rows: readonly Record<string, unknown>[]): ExportedTaxDocument[] {
  return rows.map((row) => ({
    kind: String(row.kind),
    number: String(row.number),
    issuedAt: row.issued_at instanceof Date ? row.issued_at.toISOString() : String(row.issued_at),
    orderId: String(row.order_id),
    totalPaise: Number(row.total_paise),
    page: `${SITE_URL}${taxDocumentPath(String(row.order_id), String(row.id))}`,
  }));
}

/**
 * The customer's order rows with `provider_first_name`: the assigned provider's first name as the order page
 * shows it (lib/providers firstName), or null; never their surname or phone.
 */
async function withProviderFirstNames(db: Db, userId: string, rows: Record<string, unknown>[]): Promise<Record<string, unknown>[]> {
  const names = new Map((await assignedProviderNames(db, userId)).map((row) => [row.orderId, firstName(row.name)]));
  return rows.map((row) => ({ ...row, provider_first_name: names.get(String(row.id)) ?? null }));
}

/**
 * Everything stored about `userId` (see the module comment).
 * @returns the export document, or null for an unknown user.
 */
export async function exportUserData(db: Db, userId: string, now = new Date()): Promise<UserDataExport | null> {
  const user = await findUserById(db, userId);
  if (!user) return null;
  const tables: UserDataExport['tables'] = {};
  for (const [name, spec] of Object.entries(USER_TABLES)) {
    const columns = columnsByDbName(spec.table);
    const conditions = spec.userColumns.map((column) => {
      const col = columns.get(column);
      if (!col) throw new Error(`${name}.${column} is not a column`);
      return eq(col, userId);
    });
    tables[name] = await selectExportedRows(db, spec, or(...conditions));
  }
  tables.orders = await withProviderFirstNames(db, userId, tables.orders ?? []);
  const orderIds = (tables.orders ?? []).map((order) => String(order.id));
  for (const [name, spec] of Object.entries(ORDER_TABLES)) {
    const orderColumn = columnsByDbName(spec.table).get('order_id')!;
    tables[name] = orderIds.length ? await selectExportedRows(db, spec, inArray(orderColumn, orderIds)) : [];
  }
  // The whole conversation of their support room, our replies included (their own messages are above)
  const supportRoomIds = (tables.chat_rooms ?? []).filter((room) => room.kind === 'support').map((room) => String(room.id));
  tables.chat_support_conversation = supportRoomIds.length
    ? await selectExportedRows(db, OTHER_TABLES.chat_support_conversation!, inArray(chatMessages.roomId, supportRoomIds))
    : [];
  tables.outbox = await selectExportedRows(
    db,
    OTHER_TABLES.outbox!,
    inArray(outbox.recipient, [user.phone, `${COUNTRY_CODE}${user.phone}`]),
  );
  tables.leads = await selectExportedRows(db, OTHER_TABLES.leads!, eq(leads.phone, user.phone));
  tables.contact_messages = await selectExportedRows(db, OTHER_TABLES.contact_messages!, eq(contactMessages.phone, user.phone));
  return {
    format: 'party-services-account-export/1',
    exportedAt: now.toISOString(),
    profile: {
      id: user.id,
      phone: user.phone,
      name: user.name,
      city: user.city,
      language: user.language,
      hasPushToken: user.pushToken !== null,
      hasPhoto: user.avatarKey !== null,
      createdAt: user.createdAt.toISOString(),
      updatedAt: user.updatedAt.toISOString(),
    },
    notificationChoices: await getNotificationSettings(db, userId),
    tables,
    taxDocuments: taxDocumentLinks(tables.tax_documents ?? []),
  };
}
