import { cancellationMeterTexts } from './cancellationMeterTexts';
import type { OrderDetails } from '../../lib/contracts/orders';
import { useLocale, useT } from '../i18n/I18nProvider';
import styles from './OrderDetails.module.css';

/**
 * The live cancellation meter on the order page: "Cancel now: ₹X back" and until when, then what
 * (IST: "Full refund until today 18:00, then ₹600 back"). Nothing once the order can no longer be cancelled or
 * while nothing is paid (there is no money to lose). The page refetches the order when the threshold passes
 * (useMeterRefresh), so the amounts are always the server's. In the page's language.
 */
export default function CancellationMeter({ order, now }: { order: Pick<OrderDetails, 'cancellation' | 'payment'>; now: Date }) {
  const t = useT('orders');
  const texts = cancellationMeterTexts(order, now, useLocale(), t);
  if (!texts) return null;
  return (
    <div className={styles.meter} data-testid="cancel-meter">
      <p className={styles.meterNow}>{texts.now}</p>
      {texts.until && <p className={styles.meterUntil}>{texts.until}</p>}
    </div>
  );
}
