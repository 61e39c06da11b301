import type { OrderDetails } from '../../lib/contracts/orders';
import { formatRupees } from '../../lib/format';
import { isHindiText } from '../../lib/i18n/hindiText';
import type { Locale } from '../../lib/i18n/locales';
import type { T } from '../i18n/I18nProvider';

/**
 * What the order page says once a cancel went through: on an English page the API's own message; on a Hindi page
 * that message when the API wrote it in Hindi, else the same facts from the cancelled order (`t` of `orders`):
 * "cancelled", and the refund (whole rupees) when there is one.
 */
export function cancelledText(answer: { message: string; order: Pick<OrderDetails, 'refundAmount'> }, locale: Locale, t: T): string {
  if (locale === 'en' || isHindiText(answer.message)) return answer.message;
  const refund = answer.order.refundAmount;
  return refund !== null && refund > 0 ? t('cancel.doneRefund', { amount: formatRupees(refund) }) : t('cancel.done');
}
