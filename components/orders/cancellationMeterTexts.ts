import { addHours } from 'date-fns';
import { meterNowText, meterUntilText, type CancellationMeter } from '../../lib/cancellationMeter';
import type { OrderDetails } from '../../lib/contracts/orders';
import { istDate } from '../../lib/dates';
import { formatDate, formatRupees, formatTime } from '../../lib/format';
import type { Locale } from '../../lib/i18n/locales';
import type { T } from '../i18n/I18nProvider';

/**
 * "आज शाम 6 बजे तक पूरा रिफंड, उसके बाद ₹600 वापस": the meter's until-line in Hindi (`t` of `orders`), the day said
 * as today, tomorrow or its date (IST), the time the Hindi way. Null when the refund never drops.
 */
function hindiUntilText(meter: CancellationMeter, now: Date, t: T): string | null {
  if (meter.nextChangeAt === null || meter.nextRefund === null) return null;
  const at = new Date(meter.nextChangeAt);
  const time = formatTime(at, 'hi');
  const day = istDate(at);
  const when =
    day === istDate(now)
      ? t('meter.today', { time })
      : day === istDate(addHours(now, 24))
        ? t('meter.tomorrow', { time })
        : t('meter.on', { date: formatDate(day, 'hi'), time });
  const what = meter.refundPercentNow === 100 ? t('meter.full') : t('meter.back', { amount: formatRupees(meter.refundNow) });
  const then = meter.nextRefund === 0 ? t('meter.none') : t('meter.back', { amount: formatRupees(meter.nextRefund) });
  return t('meter.until', { what, when, then });
}

/**
 * The meter's lines for an order at `now`, or null when it shows nothing: the order can no longer be
 * cancelled, or nothing is paid yet. English by default (lib/cancellationMeter's words); with `locale` 'hi' and
 * `t` (the `orders` domain) in Hindi.
 */
export function cancellationMeterTexts(
  order: Pick<OrderDetails, 'cancellation' | 'payment'>,
  now: Date,
  locale: Locale = 'en',
  t?: T,
): { now: string; until: string | null } | null {
  const meter = order.cancellation;
  if (!meter || order.payment.paidAmount === 0) return null;
  if (locale === 'en' || !t) return { now: meterNowText(meter), until: meterUntilText(meter, now) };
  return { now: t('meter.now', { amount: formatRupees(meter.refundNow) }), until: hindiUntilText(meter, now, t) };
}
