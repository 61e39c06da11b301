import Image from 'next/image';
import type { ReactNode } from 'react';
import styles from './PageHero.module.css';
import ui from './ui.module.css';

/** Props of `PageHero`: the page's h1, a lead paragraph, an illustration and action links. */
export interface PageHeroProps {
  heading: string;
  intro: string;
  image: string;
  imageAlt: string;
  /** Intrinsic size of the illustration (px), so the browser reserves its space (no layout shift). */
  imageWidth?: number;
  imageHeight?: number;
  actions?: ReactNode;
}

/** The top of a landing page: heading and lead beside an illustration (stacked on phones). */
export default function PageHero({ heading, intro, image, imageAlt, imageWidth = 400, imageHeight = 300, actions }: PageHeroProps) {
  return (
    <div className={styles.hero}>
      <div className={`${ui.container} ${styles.layout}`}>
        <div>
          <h1 className={styles.heading}>{heading}</h1>
          <p className={styles.intro}>{intro}</p>
          {actions && <div className={styles.actions}>{actions}</div>}
        </div>
        <Image
          src={image}
          alt={imageAlt}
          width={imageWidth}
          height={imageHeight}
          priority
          unoptimized
          className={styles.image}
          style={{ maxWidth: imageWidth }}
        />
      </div>
    </div>
  );
}
