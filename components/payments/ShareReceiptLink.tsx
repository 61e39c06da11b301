import { useSyncExternalStore } from 'react';
import { sharePayPath } from '../../lib/routes';
import styles from './payments.module.css';
import { recallShareLink } from './shareLinkMemory';
import { SHARE_RECEIPT_ANCHOR } from './ShareReceipt';

const subscribe = () => () => undefined;

/**
 * After a co-host paid (the result page): the link to their receipt, on the pay link's page they came from (kept in
 * this tab); without it, where to find the receipt.
 */
export default function ShareReceiptLink({ attemptId }: { attemptId: string }) {
  const token = useSyncExternalStore(
    subscribe,
    () => recallShareLink(attemptId),
    () => null,
  );
  if (!token) return <p className={styles.muted}>Your receipt is on the payment link you were sent: open it again to see or print it.</p>;
  return (
    <p className={styles.paragraph}>
      <a className={styles.receiptLink} href={`${sharePayPath(token)}#${SHARE_RECEIPT_ANCHOR}`}>
        See your receipt
      </a>
    </p>
  );
}
