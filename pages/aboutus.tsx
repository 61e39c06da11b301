import Seo from '../components/common/Seo';
import { useT } from '../components/i18n/I18nProvider';
import AboutContent from '../components/info/AboutContent';
import type { AboutContentData } from '../data/content/byLocale';
import { ROUTES } from '../lib/routes';
import { localized } from '../server/i18n/pageMessages';

/** /aboutus (static, in English and Hindi). */
export default function AboutUsPage({ content }: { content: AboutContentData }) {
  const t = useT('info');
  return (
    <>
      <Seo title={t('about.seo.title')} description={t('about.seo.description')} path={ROUTES.aboutUs} />
      <AboutContent content={content} />
    </>
  );
}

AboutUsPage.usesMui = false;

const pageGetStaticProps = async ({ locale }: { locale?: string }) => {
  const { aboutPageProps } = await import('../server/info/pageProps');
  return { props: aboutPageProps(locale) };
};
export const getStaticProps = localized(['info'], pageGetStaticProps);
