import Image from 'next/image';
import { fromPriceText, type HubTile } from '../../lib/servicesHub';
import RouterLink from '../common/RouterLink';
import gridStyles from '../services/CategoryGrid.module.css';
import styles from './ServicesHub.module.css';

/**
 * One service of the /services hub: its picture, name, line and "From ₹X", linking to its booking page.
 * `first`: the first tile, whose picture is the phone's largest paint (LCP), is preloaded at high priority, never lazy.
 */
export default function ServiceTile({ tile, first = false }: { tile: HubTile; first?: boolean }) {
  const price = fromPriceText(tile);
  return (
    <li>
      <RouterLink href={tile.href} className={gridStyles.tile} data-testid="service-tile">
        <Image
          src={tile.image}
          alt=""
          width={400}
          height={300}
          unoptimized
          className={gridStyles.image}
          {...(first ? { preload: true, fetchPriority: 'high' as const } : {})}
        />
        <div className={gridStyles.body}>
          <h3 className={gridStyles.title}>{tile.title}</h3>
          <p className={gridStyles.text}>{tile.text}</p>
          {price && <p className={styles.price}>{price}</p>}
        </div>
      </RouterLink>
    </li>
  );
}
