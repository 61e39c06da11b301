import type { DecorationCategory } from '../../lib/contracts/decoration';
import { decorationCategoryHref } from '../../lib/decorationPaths';
import type { DecorationContext } from '../../lib/contracts/decoration';
import ui from '../common/ui.module.css';
import CategoryGrid from '../services/CategoryGrid';
import DecorationHead, { decorationCrumbs, placePhrase } from './DecorationHead';
import styles from './decoration.module.css';

/** `/…/balloon-decoration`: every decoration category of a place. */
export default function CategoriesView({ context, categories }: { context: DecorationContext; categories: DecorationCategory[] }) {
  const where = placePhrase(context);
  return (
    <div className={`${ui.container} ${styles.page}`}>
      <DecorationHead
        context={context}
        title={`Balloon Decoration ${where}: Birthday, Anniversary & Baby Shower`}
        description={`Balloon decoration ${where} for birthdays, kids' parties, anniversaries, baby showers, haldi-mehendi and weddings. Decorators set up in your chosen 3-hour slot.`}
        organicPath={context.organicRoot}
        crumbs={decorationCrumbs(context)}
      />
      <h1 className={styles.heading}>Balloon Decoration {where}</h1>
      <p className={styles.lead}>
        Pick the occasion: we bring the balloons, backdrops and props and set everything up within your three-hour slot.
      </p>
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
