import { useRef, useState, type KeyboardEvent } from 'react';
import type { PhotographyGroupView } from '../../lib/contracts/photography';
import { useT } from '../i18n/I18nProvider';
import PackageList from './PackageList';
import styles from './photography.module.css';

/**
 * The landing's two occasion groups as tabs (WAI-ARIA tabs: arrow keys, Home and End move between
 * them). Both panels are in the server HTML; the inactive one is `hidden`.
 */
export default function OccasionTabs({ groups, citySlug }: { groups: readonly PhotographyGroupView[]; citySlug?: string }) {
  const t = useT('photography');
  const [active, setActive] = useState(groups[0]?.slug);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const last = groups.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    setActive(groups[next]?.slug);
    tabs.current[next]?.focus();
  };

  return (
    <section id="packages" className={styles.section} aria-labelledby="packages-heading">
      <h2 id="packages-heading" className={styles.sectionTitle}>
        {t('tabs.heading')}
      </h2>
      <div role="tablist" aria-label={t('tabs.label')} className={styles.tabs}>
        {groups.map((group, index) => (
          <button
            key={group.slug}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`tab-${group.slug}`}
            aria-controls={`panel-${group.slug}`}
            aria-selected={group.slug === active}
            tabIndex={group.slug === active ? 0 : -1}
            className={styles.tab}
            onClick={() => setActive(group.slug)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {group.name}
          </button>
        ))}
      </div>
      {groups.map((group) => (
        <div
          key={group.slug}
          role="tabpanel"
          id={`panel-${group.slug}`}
          aria-labelledby={`tab-${group.slug}`}
          hidden={group.slug !== active}
        >
          <p className={styles.tabNote}>{group.note}</p>
          <PackageList packages={group.packages} citySlug={citySlug} />
        </div>
      ))}
    </section>
  );
}
