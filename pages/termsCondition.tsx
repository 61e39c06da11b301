import Seo from '../components/common/Seo';
import RouterLink from '../components/common/RouterLink';
import ui from '../components/common/ui.module.css';
import ContentSections from '../components/info/ContentSections';
import styles from '../components/info/ContentSections.module.css';
import { privacySections, termsSections } from '../data/content/terms';
import { ROUTES } from '../lib/routes';
import { staticMessages } from '../server/i18n/pageMessages';

/** /termsCondition: Terms & Conditions and the Privacy Policy (both footer links land here; static, light). */
export default function TermsPage() {
  return (
    <>
      <Seo
        title="Terms & Conditions and Privacy Policy"
        description="The terms of booking chefs, decorators and other party services with us, our cancellation and refund policy, and how we protect your personal data."
        path={ROUTES.terms}
      />
      <div className={`${ui.container} ${styles.page}`}>
        <h1>Terms &amp; Conditions and Privacy Policy</h1>
        <nav aria-label="On this page" className={styles.toc}>
          <a href="#terms">Terms &amp; Conditions</a> · <a href="#privacy-policy">Privacy Policy</a> ·{' '}
          <RouterLink href={ROUTES.contactUs}>Contact Us</RouterLink>
        </nav>
        <section id="terms" aria-labelledby="terms-heading" className={styles.part}>
          <h2 id="terms-heading">Terms &amp; Conditions</h2>
          <ContentSections sections={termsSections} level="h3" />
        </section>
        <section id="privacy-policy" aria-labelledby="privacy-heading" className={styles.part}>
          <h2 id="privacy-heading">Privacy Policy</h2>
          <ContentSections sections={privacySections} level="h3" />
        </section>
      </div>
    </>
  );
}

TermsPage.usesMui = false;

export const getStaticProps = staticMessages();
