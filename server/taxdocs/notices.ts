/**
 * The message that announces a tax invoice or a credit note to the customer (job `notify.tax_document`, queued in
 * the document's own transaction by ./issue.ts), through server/notify/notice.ts as the order notices are: WhatsApp,
 * SMS when WhatsApp does not deliver, push where the customer has it on; idempotent per document (a retried job
 * sends nothing twice). Receipt and refund vouchers are not announced: the payment's and the refund's own messages
 * are (a voucher is on the order page and the receipt page). The link (last placeholder: SMS DLT keeps the last
 * variable whole) opens the document's page, where the customer logs in to read it. In the customer's language
 * (messages/<locale>/notify.json).
 */
import { eq } from 'drizzle-orm';
import { taxDocumentPath } from '../../lib/routes';
import { formatPaise } from '../../lib/taxDocuments';
import { taxDocuments } from '../db/schema';
import type { Db } from '../db/types';
import { siteUrlIn } from '../i18n/links';
import { deliverNotice, localizedNotice, type NoticeOutcome } from '../notify/notice';
import { greetingIn, notifyT, serviceName } from '../notify/texts';
import { userLanguage } from '../notify/recipientLanguage';
import type { PushSender } from '../notify/push';
import { findOrderWithCustomer } from '../orders';

/** WhatsApp template (and SMS notice kind) of an issued tax invoice or credit note. */
export const TAX_DOCUMENT_NOTICE_TEMPLATES = {
  /** name, document ("Tax invoice INV/26-27/000001"), order number, service, amount, the document page's link. */
  issued: 'tax_document_issued',
} as const;

/** The kinds of document announced by a message. */
export const ANNOUNCED_KINDS = ['tax_invoice', 'credit_note'] as const;

/**
 * The job `notify.tax_document`: tells the order's customer that a tax invoice or credit note is issued, with its
 * page's link (their choice of booking messages is respected: the document is on the order page whatever it is).
 * @returns what was sent, or null for a document that is not announced (a voucher, an unknown id).
 * @throws only for a database failure.
 */
export async function sendTaxDocumentNotice(db: Db, documentId: string, pushSender?: PushSender): Promise<NoticeOutcome | null> {
  const [doc] = await db.select().from(taxDocuments).where(eq(taxDocuments.id, documentId)).limit(1);
  if (!doc || !(ANNOUNCED_KINDS as readonly string[]).includes(doc.kind)) return null;
  const row = await findOrderWithCustomer(db, doc.orderId);
  if (!row) return null;
  const path = taxDocumentPath(doc.orderId, doc.id);
  const amount = formatPaise(doc.totalPaise);
  const language = await userLanguage(db, row.userId);
  return deliverNotice(
    db,
    { userId: row.userId, phone: row.phone },
    localizedNotice(
      language,
      (locale) => {
        const t = notifyT(locale);
        // "Tax invoice INV/26-27/000001" / "टैक्स इनवॉइस INV/26-27/000001"
        const title = t('push.taxDocumentIssued.title', { kind: t(`taxdoc.kind.${doc.kind}`), number: doc.number });
        return {
          placeholders: [
            greetingIn(row.order, locale),
            title,
            row.order.orderNumber,
            serviceName(row.order.orderType, locale),
            amount,
            siteUrlIn(path, language),
          ],
          push: { title, body: t('push.taxDocumentIssued.body', { orderNumber: row.order.orderNumber, amount }), link: path },
        };
      },
      {
        key: `tax-document:${doc.id}`,
        template: TAX_DOCUMENT_NOTICE_TEMPLATES.issued,
        payload: {
          orderId: doc.orderId,
          orderNumber: row.order.orderNumber,
          documentId: doc.id,
          number: doc.number,
          totalPaise: doc.totalPaise,
        },
        topic: 'bookings',
      },
    ),
    pushSender,
  );
}
