import Seo from '../components/common/Seo';
import RouterLink from '../components/common/RouterLink';
import ui from '../components/common/ui.module.css';
import { useT } from '../components/i18n/I18nProvider';
import ContentSections from '../components/info/ContentSections';
import styles from '../components/info/ContentSections.module.css';
import type { TermsContentData } from '../data/content/byLocale';
import { ROUTES } from '../lib/routes';
import { localized } from '../server/i18n/pageMessages';

/**
 * /termsCondition: Terms & Conditions and the Privacy Policy (both footer links land here; static, light), in English
 * and Hindi; the Hindi page opens with the note that the English version binds.
 */
export default function TermsPage({ content }: { content: TermsContentData }) {
  const t = useT('info');
  const common = useT('common');
  return (
    <>
      <Seo title={t('terms.title')} description={t('terms.seo.description')} path={ROUTES.terms} />
      <div className={`${ui.container} ${styles.page}`}>
        <h1>{t('terms.title')}</h1>
        {content.bindingNote && (
          <p className={styles.lead} data-testid="terms-binding-note">
            {content.bindingNote}
          </p>
        )}
        <nav aria-label={t('terms.toc')} className={styles.toc}>
          <a href="#terms">{common('nav.termsConditions')}</a> · <a href="#privacy-policy">{common('nav.privacyPolicy')}</a> ·{' '}
          <RouterLink href={ROUTES.contactUs}>{common('nav.contactUs')}</RouterLink>
        </nav>
        <section id="terms" aria-labelledby="terms-heading" className={styles.part}>
          <h2 id="terms-heading">{common('nav.termsConditions')}</h2>
          <ContentSections sections={content.terms} level="h3" />
        </section>
        <section id="privacy-policy" aria-labelledby="privacy-heading" className={styles.part}>
          <h2 id="privacy-heading">{common('nav.privacyPolicy')}</h2>
          <ContentSections sections={content.privacy} level="h3" />
        </section>
      </div>
    </>
  );
}

TermsPage.usesMui = false;

const pageGetStaticProps = async ({ locale }: { locale?: string }) => {
  const { termsPageProps } = await import('../server/info/pageProps');
  return { props: termsPageProps(locale) };
};
export const getStaticProps = localized(['info'], pageGetStaticProps);
