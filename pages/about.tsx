/** /about: the same page as /aboutus (its canonical URL is /aboutus, so search engines index one). */
export { default } from './aboutus';
import { staticMessages } from '../server/i18n/pageMessages';

export const getStaticProps = staticMessages();
