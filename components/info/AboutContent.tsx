import type { AboutContentData } from '../../data/content/byLocale';
import { ROUTES } from '../../lib/routes';
import ButtonLink from '../common/ButtonLink';
import ui from '../common/ui.module.css';
import { useT } from '../i18n/I18nProvider';
import ContentSections from './ContentSections';
import styles from './ContentSections.module.css';

/**
 * The About Us content, shared by /aboutus and /about (light: no MUI), in the page's language: the words come from
 * the page's props (`aboutContent(locale)`), the heading and buttons from the messages.
 */
export default function AboutContent({ content }: { content: AboutContentData }) {
  const t = useT('info');
  const common = useT('common');
  return (
    <div className={`${ui.container} ${styles.page}`}>
      <h1>{common('nav.aboutUs')}</h1>
      <p className={styles.lead}>{content.intro}</p>
      <ContentSections sections={content.sections} />
      <div className={styles.actions}>
        <ButtonLink href={ROUTES.chef}>{t('about.bookChef')}</ButtonLink>
        <ButtonLink href={ROUTES.decoration} variant="outlined">
          {common('nav.balloonDecoration')}
        </ButtonLink>
        <ButtonLink href={ROUTES.contactUs} variant="outlined">
          {common('nav.contactUs')}
        </ButtonLink>
      </div>
    </div>
  );
}
