import ui from './ui.module.css';
import styles from './states.module.css';

/** Props of `LoadError`. */
export interface LoadErrorProps {
  message: string;
  /** Sends the failed request again. */
  onRetry: () => void;
}

/** A failed load: the message (role="alert") and a "Try again" button. */
export default function LoadError({ message, onRetry }: LoadErrorProps) {
  return (
    <div className={styles.box} data-testid="load-error">
      <p role="alert" className={styles.text}>
        {message}
      </p>
      <button type="button" className={`${ui.button} ${ui.contained}`} onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
