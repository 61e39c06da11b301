import Image from 'next/image';
import { formatRupees } from '../../lib/format';
import type { HubTile } from '../../lib/servicesHub';
import RouterLink from '../common/RouterLink';
import { useT } from '../i18n/I18nProvider';
import gridStyles from '../services/CategoryGrid.module.css';
import styles from './ServicesHub.module.css';

/**
 * One service of the /services hub: its picture, name, line and "From ₹X" (in the page's language, by the tile's
 * key), linking to its booking page.
 * `first`: the first tile, whose picture is the phone's largest paint (LCP), is preloaded at high priority, never lazy.
 */
export default function ServiceTile({ tile, first = false }: { tile: HubTile; first?: boolean }) {
  const t = useT('hub');
  const price = tile.fromPrice === null ? null : t(tile.per === 'plate' ? 'fromPerPlate' : 'from', { price: formatRupees(tile.fromPrice) });
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
          <h3 className={gridStyles.title}>{t(`tile.${tile.key}.title`)}</h3>
          <p className={gridStyles.text}>{t(`tile.${tile.key}.text`)}</p>
          {price && <p className={styles.price}>{price}</p>}
        </div>
      </RouterLink>
    </li>
  );
}
