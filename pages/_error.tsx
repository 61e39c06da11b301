import type { NextPageContext } from 'next';
import ErrorPage from '../components/info/ErrorPage';
import { currentLocale } from '../lib/i18n/current';
import { errorPageMessages } from '../lib/i18n/errorPageMessages';
import { localeOr } from '../lib/i18n/locales';
import type { PageMessages } from '../lib/i18n/message';
import type { AppPage } from '../lib/pageTypes';

interface Props {
  statusCode: number;
  /** The page's language and the error page's messages (`_app` hands them to every screen, as any page's props). */
  i18n: PageMessages;
}

/**
 * Next's error page for what /404 and /500 do not answer, above all a crash in the browser: in the page's language,
 * "page not found" for a 404, else "something went wrong on our side", with the home page and WhatsApp. It has no
 * data function, so its texts are built in (lib/i18n/errorPageMessages). It draws no site header or footer: the
 * crash may have been theirs.
 */
const AppErrorPage: AppPage<Props> = ({ statusCode }) =>
  statusCode === 404 ? <ErrorPage name="notFound" path="/404" /> : <ErrorPage name="serverError" path="/500" />;

/**
 * The status (the answer's, else the error's, else 500) and the messages in the request's language: the server gives
 * it as `locale`; in the browser, after a crash, it is the language of the page that was showing.
 */
AppErrorPage.getInitialProps = ({ res, err, locale }: NextPageContext): Props => {
  const statusCode = res?.statusCode ?? err?.statusCode ?? 500;
  const language = locale ? localeOr(locale) : currentLocale();
  return { statusCode, i18n: errorPageMessages(language) };
};
AppErrorPage.ownLayout = true;

export default AppErrorPage;
