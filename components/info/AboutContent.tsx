import { aboutIntro, aboutSections } from '../../data/content/about';
import { ROUTES } from '../../lib/routes';
import ButtonLink from '../common/ButtonLink';
import ui from '../common/ui.module.css';
import ContentSections from './ContentSections';
import styles from './ContentSections.module.css';

/** The About Us content, shared by /aboutus and /about (light: no MUI). */
export default function AboutContent() {
  return (
    <div className={`${ui.container} ${styles.page}`}>
      <h1>About Us</h1>
      <p className={styles.lead}>{aboutIntro}</p>
      <ContentSections sections={aboutSections} />
      <div className={styles.actions}>
        <ButtonLink href={ROUTES.chef}>Book a Chef</ButtonLink>
        <ButtonLink href={ROUTES.decoration} variant="outlined">
          Balloon Decoration
        </ButtonLink>
        <ButtonLink href={ROUTES.contactUs} variant="outlined">
          Contact Us
        </ButtonLink>
      </div>
    </div>
  );
}
