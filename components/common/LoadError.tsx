import ui from './ui.module.css';
import styles from './states.module.css';
import { useT } from '../i18n/I18nProvider';

/** Props of `LoadError`. */
export interface LoadErrorProps {
  message: string;
  /** Sends the failed request again. */
  onRetry: () => void;
}

/** A failed load: the message (role="alert", in the page's language) and a "Try again" button. */
export default function LoadError({ message, onRetry }: LoadErrorProps) {
  const t = useT('common');
  return (
    <div className={styles.box} data-testid="load-error">
      <p role="alert" className={styles.text}>
        {message}
      </p>
      <button type="button" className={`${ui.button} ${ui.contained}`} onClick={onRetry}>
        {t('common.tryAgain')}
      </button>
    </div>
  );
}
