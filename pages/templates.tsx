import { useRouter } from 'next/router';
import Seo from '../components/common/Seo';
import TemplateGallery from '../components/events/TemplateGallery';
import { useT } from '../components/i18n/I18nProvider';
import type { AppPage } from '../lib/pageTypes';
import { ROUTES } from '../lib/routes';
import type { TemplateCard } from '../lib/events/templateCard';
import { localized } from '../server/i18n/pageMessages';

interface Props {
  templates: TemplateCard[];
  occasions: { key: string; name: string }[];
}

/**
 * /templates: the invite designs by occasion with their previews; `?eventId=` (from the design
 * step) makes a choice open that event's editor. Static: the catalogue is versioned data.
 */
const TemplatesPage: AppPage<Props> = ({ templates, occasions }) => {
  const t = useT('templates');
  const router = useRouter();
  const eventId = typeof router.query.eventId === 'string' ? router.query.eventId : undefined;
  return (
    <>
      <Seo title={t('seo.title')} description={t('seo.description')} path={ROUTES.templates} />
      <TemplateGallery templates={templates} occasions={occasions} eventId={eventId} />
    </>
  );
};

TemplatesPage.usesMui = false;
export default TemplatesPage;

const pageGetStaticProps = async () => {
  const props = (await import('../server/events/pageProps')).templatesPageProps();
  return { props };
};

export const getStaticProps = localized(['templates'], pageGetStaticProps);
