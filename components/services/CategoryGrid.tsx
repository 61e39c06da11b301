import Image from 'next/image';
import RouterLink from '../common/RouterLink';
import styles from './CategoryGrid.module.css';

/** One tile of a `CategoryGrid`. */
export interface CategoryTile {
  href: string;
  title: string;
  text?: string;
  image: string;
  imageAlt?: string;
}

/**
 * A responsive list of linked tiles with an illustration (400x300 SVG), a title and a line of text.
 * @param headingLevel the element of each tile's title (h2 or h3) to keep the page outline right.
 */
export default function CategoryGrid({
  tiles,
  headingLevel: Heading = 'h3',
}: {
  tiles: readonly CategoryTile[];
  headingLevel?: 'h2' | 'h3';
}) {
  return (
    <ul className={styles.grid}>
      {tiles.map((tile) => (
        <li key={tile.href + tile.title}>
          <RouterLink href={tile.href} className={styles.tile}>
            <Image src={tile.image} alt={tile.imageAlt ?? ''} width={400} height={300} unoptimized className={styles.image} />
            <div className={styles.body}>
              <Heading className={styles.title}>{tile.title}</Heading>
              {tile.text && <p className={styles.text}>{tile.text}</p>}
            </div>
          </RouterLink>
        </li>
      ))}
    </ul>
  );
}
