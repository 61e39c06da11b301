import type { DecorationCategory } from '../../lib/contracts/decoration';
import { decorationCategoryHref } from '../../lib/decorationPaths';
import type { DecorationContext } from '../../lib/contracts/decoration';
import ui from '../common/ui.module.css';
import { useT } from '../i18n/I18nProvider';
import CategoryGrid from '../services/CategoryGrid';
import DecorationHead, { decorationCrumbs, placePhrase } from './DecorationHead';
import styles from './decoration.module.css';

/** `/…/balloon-decoration`: every decoration category of a place. */
export default function CategoriesView({ context, categories }: { context: DecorationContext; categories: DecorationCategory[] }) {
  const t = useT('decoration');
  const where = placePhrase(context, t);
  return (
    <div className={`${ui.container} ${styles.page}`}>
      <DecorationHead
        context={context}
        title={t('categories.title', { where })}
        description={t('categories.description', { where })}
        organicPath={context.organicRoot}
        crumbs={decorationCrumbs(context, t)}
      />
      <h1 className={styles.heading}>{t('categories.heading', { where })}</h1>
      <p className={styles.lead}>{t('categories.lead')}</p>
      <CategoryGrid
        headingLevel="h2"
        tiles={categories.map((c) => ({
          href: decorationCategoryHref(context.root, c.slug),
          title: c.name,
          text: c.description,
          image: c.image,
        }))}
      />
    </div>
  );
}
