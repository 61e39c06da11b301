import styles from './states.module.css';

/** A short waiting text announced to screen readers (role="status"). */
export default function LoadingText({ text }: { text: string }) {
  return (
    <p role="status" className={styles.loading}>
      {text}
    </p>
  );
}
