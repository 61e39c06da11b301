import ErrorPage from '../components/info/ErrorPage';
import { staticMessages } from '../server/i18n/pageMessages';

/**
 * The server error page, in the page's language (built at build time, so it shows even when the server cannot
 * render): says it is our fault and offers the home page and WhatsApp. Answered with status 500.
 */
export default function ServerErrorPage() {
  return <ErrorPage name="serverError" path="/500" />;
}

export const getStaticProps = staticMessages(['info']);
