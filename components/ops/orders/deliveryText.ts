import type { CustomerMessageView } from '../../../lib/contracts/opsOrders';

/** What staff read of a message's delivery (lib/contracts/opsOrders CUSTOMER_MESSAGE_DELIVERIES). */
export function deliveryText({ delivery, deliveredBy }: Pick<CustomerMessageView, 'delivery' | 'deliveredBy'>): string {
  const by = deliveredBy === 'whatsapp' ? 'WhatsApp' : deliveredBy === 'sms' ? 'SMS' : null;
  switch (delivery) {
    case 'pending':
      return 'Sending…';
    case 'sent':
      return by ? `Sent by ${by}` : 'Sent';
    case 'recorded':
      return 'Recorded only (no SMS or WhatsApp provider on this server)';
    case 'not_allowed':
      return 'Not sent: the customer turned booking messages off. Please call them.';
    case 'no_phone':
      return 'Not sent: the account has no phone number';
    case 'skipped':
      return 'Not sent: no channel is configured';
    default:
      return 'Not sent: the provider refused it (see Messages)';
  }
}
