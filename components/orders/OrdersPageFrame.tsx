import type { ReactNode } from 'react';
import ui from '../common/ui.module.css';
import styles from './OrdersPage.module.css';

/** The column of an order page: its h1 and content. */
export default function OrdersPageFrame({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <div className={`${ui.container} ${styles.page}`}>
      <h1 className={styles.heading}>{heading}</h1>
      {children}
    </div>
  );
}
