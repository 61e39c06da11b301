/**
 * What "Download my data" exports from each table: an allow-list per table (`ExportedTable`), for the tables holding a
 * user id (exportUserTables.ts), those tied to the customer through their orders, and those tied to them through their
 * phone or their support room. server/users/export.ts reads them.
 */
import { getTableColumns } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  chatMessages,
  contactMessages,
  galleryShareLinks,
  leads,
  orderStatusHistory,
  outbox,
  paymentAttempts,
  payments,
  photos,
  refunds,
  taxDocuments,
} from '../db/schema';
import { USER_TABLES } from './exportUserTables';

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

/** Tables tied to the customer through their orders (`order_id`). */
export const ORDER_TABLES: Record<string, ExportedTable> = {
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
  // the GST documents issued to the customer (receipt vouchers, invoices, credit notes, refund vouchers), all of them
  tax_documents: {
    table: taxDocuments,
    exported: [
      'id',
      'kind',
      'number',
      'financial_year',
      'order_id',
      'payment_id',
      'refund_id',
      'reference_id',
      'issued_at',
      'supplier',
      'recipient',
      'place_of_supply',
      'intra_state',
      'reverse_charge',
      'lines',
      'taxable_value_paise',
      'cgst_paise',
      'sgst_paise',
      'igst_paise',
      'total_paise',
      'advance_adjusted_paise',
      'created_at',
    ],
    internal: [],
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
export const OTHER_TABLES: Record<string, ExportedTable> = {
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

/** A table's columns by their database names. */
export function columnsByDbName(table: PgTable): Map<string, PgColumn> {
  return new Map(Object.values(getTableColumns(table)).map((column) => [column.name, column as PgColumn]));
}
