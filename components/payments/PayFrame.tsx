import type { ReactNode } from 'react';
import ui from '../common/ui.module.css';
import styles from './payments.module.css';

/** Props of `PayFrame`. */
export interface PayFrameProps {
  /** The page's one h1. */
  heading: string;
  children: ReactNode;
}

/** The column of a payment page (result, sandbox, receipt): its h1 and content. */
export default function PayFrame({ heading, children }: PayFrameProps) {
  return (
    <div className={`${ui.container} ${styles.page}`}>
      <h1 className={styles.heading}>{heading}</h1>
      {children}
    </div>
  );
}
