import { useSyncExternalStore } from 'react';
import { localizedPath } from '../../lib/i18n/urls';
import { sharePayPath } from '../../lib/routes';
import { useLocale, useT } from '../i18n/I18nProvider';
import styles from './payments.module.css';
import { recallShareLink } from './shareLinkMemory';
import { SHARE_RECEIPT_ANCHOR } from './ShareReceipt';

const subscribe = () => () => undefined;

/**
 * After a co-host paid (the result page): the link to their receipt, on the pay link's page they came from (kept in
 * this tab); without it, where to find the receipt. In the page's language, linking the pay page in it.
 */
export default function ShareReceiptLink({ attemptId }: { attemptId: string }) {
  const t = useT('payments');
  const locale = useLocale();
  const token = useSyncExternalStore(
    subscribe,
    () => recallShareLink(attemptId),
    () => null,
  );
  if (!token) return <p className={styles.muted}>{t('share.receiptOnLink')}</p>;
  return (
    <p className={styles.paragraph}>
      <a className={styles.receiptLink} href={`${localizedPath(sharePayPath(token), locale)}#${SHARE_RECEIPT_ANCHOR}`}>
        {t('share.seeReceipt')}
      </a>
    </p>
  );
}
