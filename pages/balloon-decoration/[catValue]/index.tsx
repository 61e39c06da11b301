import type { GetStaticPaths, GetStaticProps } from 'next';
import PageHero from '../../../components/common/PageHero';
import Seo from '../../../components/common/Seo';
import ui from '../../../components/common/ui.module.css';
import WhatsAppCta from '../../../components/common/WhatsAppCta';
import { DECORATION_CATEGORIES, findDecorationCategory, type DecorationCategory } from '../../../data/decoration/categories';
import { decorationCategoryPath } from '../../../lib/routes';

interface Props {
  category: DecorationCategory;
}

/** /balloon-decoration/{catValue}: one decoration category (static; unknown slugs are a 404). */
export default function DecorationCategoryPage({ category }: Props) {
  return (
    <>
      <Seo title={`${category.name} at Home`} description={category.description} path={decorationCategoryPath(category.slug)} />
      <PageHero
        heading={category.name}
        intro={category.description}
        image={category.image}
        imageAlt={category.name}
        actions={<WhatsAppCta service={category.name} variant="contained" size="large" />}
      />
      <div className={ui.container} style={{ paddingTop: 32, paddingBottom: 32 }}>
        <p>
          Tell us your date, a three-hour slot and your theme colours; our decorator arrives in the first hour of the slot and finishes by
          its end.
        </p>
      </div>
    </>
  );
}

DecorationCategoryPage.usesMui = false;

export const getStaticPaths: GetStaticPaths = async () => ({
  paths: DECORATION_CATEGORIES.map((c) => ({ params: { catValue: c.slug } })),
  fallback: false,
});

export const getStaticProps: GetStaticProps<Props> = async ({ params }) => {
  const category = findDecorationCategory(String(params?.catValue ?? ''));
  return category ? { props: { category } } : { notFound: true };
};
