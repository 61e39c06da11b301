import type { ReactNode } from 'react';
import ui from '../common/ui.module.css';
import styles from './gallery.module.css';

/** The gallery page's column (wide: the grid runs to 6 columns on desktops) with its h1. */
export default function GalleryFrame({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <div className={`${ui.container} ${styles.page}`}>
      <h1 className={styles.heading}>{heading}</h1>
      {children}
    </div>
  );
}
