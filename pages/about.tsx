import Seo from '../components/common/Seo';
import AboutContent from '../components/info/AboutContent';
import { ROUTES } from '../lib/routes';

/** /about: the same About Us content, canonical to /aboutus so search engines index one page. */
export default function AboutPage() {
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

AboutPage.usesMui = false;
