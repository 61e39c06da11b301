import type { SharePublic } from '../../lib/contracts/split';
import { formatDate, formatRupees } from '../../lib/format';
import Fact from './Fact';
import styles from './payments.module.css';

/** What a co-host's share is for: the service, its date and slot, and the share. */
export default function ShareFacts({ share }: { share: SharePublic }) {
  return (
    <dl className={`${styles.facts} ${styles.box}`}>
      <Fact label="Service" data-testid="share-service">
        {share.service}
      </Fact>
      <Fact label="Date" data-testid="share-date">
        {formatDate(share.eventDate)}, {share.slotLabel}
      </Fact>
      <Fact label="Your share" data-testid="share-amount">
        {formatRupees(share.amount)}
      </Fact>
    </dl>
  );
}
