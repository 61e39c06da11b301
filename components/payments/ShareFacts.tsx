import type { SharePublic } from '../../lib/contracts/split';
import { formatDate, formatRupees } from '../../lib/format';
import { useLocale, useT } from '../i18n/I18nProvider';
import Fact from './Fact';
import styles from './payments.module.css';
import { serviceText, slotText } from './serviceFactsText';

/** What a co-host's share is for: the service, its date and slot, and the share. In the page's language. */
export default function ShareFacts({ share }: { share: SharePublic }) {
  const t = useT('payments');
  const orders = useT('orders');
  const locale = useLocale();
  return (
    <dl className={`${styles.facts} ${styles.box}`}>
      <Fact label={t('share.service')} data-testid="share-service">
        {serviceText(share.service, locale, orders)}
      </Fact>
      <Fact label={t('share.date')} data-testid="share-date">
        {formatDate(share.eventDate, locale)}, {slotText(share.slotLabel, locale)}
      </Fact>
      <Fact label={t('share.yourShare')} data-testid="share-amount">
        {formatRupees(share.amount)}
      </Fact>
    </dl>
  );
}
