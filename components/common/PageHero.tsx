import Image, { type ImageLoader } from 'next/image';
import type { ReactNode } from 'react';
import styles from './PageHero.module.css';
import ui from './ui.module.css';

/**
 * Widths of the WebP copies made once with sharp next to each hero illustration (`delhi.svg` ->
 * `delhi-384.webp` ... `delhi-1920.webp`, quality 80): 384 of next/image's default `imageSizes` and
 * next.config.js `images.deviceSizes`, so the srcset next/image writes lists exactly these files.
 */
export const HERO_IMAGE_WIDTHS = [384, 640, 828, 1200, 1920] as const;

/**
 * next/image loader for hero illustrations: the pre-sized WebP copy of the SVG at the smallest width
 * >= the one asked for. The SVG stays the source of the artwork; phones download a ~5-9 kB bitmap
 * that decodes off the main thread instead of building an SVG document while painting.
 */
export const heroImageLoader: ImageLoader = ({ src, width }) => {
  const size = HERO_IMAGE_WIDTHS.find((w) => w >= width) ?? HERO_IMAGE_WIDTHS[HERO_IMAGE_WIDTHS.length - 1];
  return src.replace(/\.svg$/, `-${size}.webp`);
};

/** Props of `PageHero`: the page's h1, a lead paragraph, an illustration and action links. */
export interface PageHeroProps {
  heading: string;
  intro: string;
  /** An SVG under public/ with WebP copies at HERO_IMAGE_WIDTHS beside it. */
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
        {/* Above the fold on every screen: preloaded at high priority, never lazy. */}
        <Image
          src={image}
          alt={imageAlt}
          width={imageWidth}
          height={imageHeight}
          loader={heroImageLoader}
          sizes={`(min-width: ${imageWidth + 32}px) ${imageWidth}px, calc(100vw - 32px)`}
          preload
          fetchPriority="high"
          className={styles.image}
          style={{ maxWidth: imageWidth }}
        />
      </div>
    </div>
  );
}
