import PhotographyCategory from '../../components/photography/PhotographyCategory';
import type { PhotographyCategoryProps } from '../../lib/contracts/photography';
import type { AppPage } from '../../lib/pageTypes';
import { withDatabaseOutagePage } from '../../server/http/ssr';
import { localized } from '../../server/i18n/pageMessages';
import { localeOr } from '../../lib/i18n/locales';
import { localizedPath } from '../../lib/i18n/urls';

/** /photography-page/{catValue}: one occasion's packages (server-rendered, light); unknown occasions 404. */
const PhotographyCategoryPage: AppPage<PhotographyCategoryProps> = (props) => <PhotographyCategory {...props} />;
PhotographyCategoryPage.usesMui = false;
export default PhotographyCategoryPage;

/** The original's category values (`Birthday-Photography`) answer 301 to ours (`birthday`). */
const pageGetServerSideProps = withDatabaseOutagePage<PhotographyCategoryProps>(async ({ params, res, locale }) => {
  const { photographyCategoryProps } = await import('../../server/photography/pageProps');
  const result = await photographyCategoryProps(String(params?.catValue ?? ''), locale);
  if (!result) return { notFound: true };
  if ('redirect' in result) return { redirect: { destination: localizedPath(result.redirect, localeOr(locale)), statusCode: 301 } };
  res.setHeader('Cache-Control', 'public, s-maxage=300, stale-while-revalidate=3600');
  return { props: result.props };
});

export const getServerSideProps = localized(['photography'], pageGetServerSideProps);
