import PageHero from '../../components/common/PageHero';
import Seo from '../../components/common/Seo';
import ui from '../../components/common/ui.module.css';
import WhatsAppCta from '../../components/common/WhatsAppCta';
import CategoryGrid from '../../components/services/CategoryGrid';
import { DECORATION_CATEGORIES } from '../../data/decoration/categories';
import { decorationCategoryPath, ROUTES } from '../../lib/routes';

/** /balloon-decoration: every decoration category (static). */
export default function DecorationPage() {
  return (
    <>
      <Seo
        title="Balloon Decoration at Home: Birthday, Anniversary & Baby Shower"
        description="Balloon decoration at home for birthdays, kids' parties, anniversaries, baby showers, haldi-mehendi and weddings. Decorators set up in your chosen 3-hour slot."
        path={ROUTES.decoration}
      />
      <PageHero
        heading="Balloon Decoration at Home"
        intro="Pick the occasion and we bring the balloons, backdrops and props, and set everything up at your home within your chosen three-hour slot."
        image="/images/services/decoration.svg"
        imageAlt="Balloon arch decoration"
        actions={<WhatsAppCta service="Balloon Decoration" variant="contained" size="large" />}
      />
      <div className={ui.container} style={{ paddingTop: 32, paddingBottom: 32 }}>
        <CategoryGrid
          headingLevel="h2"
          tiles={DECORATION_CATEGORIES.map((c) => ({
            href: decorationCategoryPath(c.slug),
            title: c.name,
            text: c.description,
            image: c.image,
          }))}
        />
      </div>
    </>
  );
}

DecorationPage.usesMui = false;
