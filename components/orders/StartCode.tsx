import { useT } from '../i18n/I18nProvider';
import styles from './StartCode.module.css';

/**
 * The start code the customer shares with the provider on arrival (the partner app asks for it; the server sends it from
 * 2 hours before the slot until the job starts). It leads the order page, above the summary, so a phone shows it
 * without scrolling when the provider is at the door.
 */
export default function StartCode({ code }: { code: string }) {
  const t = useT('orders');
  return (
    <p className={styles.code} data-testid="order-start-code">
      {t('startCode')}
      <span className={styles.codeDigits}>{code}</span>
    </p>
  );
}
