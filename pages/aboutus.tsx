import Seo from '../components/common/Seo';
import AboutContent from '../components/info/AboutContent';
import { ROUTES } from '../lib/routes';
import { staticMessages } from '../server/i18n/pageMessages';

/** /aboutus (static). */
export default function AboutUsPage() {
  return (
    <>
      <Seo
        title="About Us: Chefs, Decorators & Party Services at Home"
        description="Who we are and how we work: verified chefs, decorators, photographers and caterers for home parties across Indian cities, booked online with clear prices."
        path={ROUTES.aboutUs}
      />
      <AboutContent />
    </>
  );
}

AboutUsPage.usesMui = false;

export const getStaticProps = staticMessages();
