import type { GetStaticPaths, GetStaticProps } from 'next';
import { DecorationListPage } from '../../../components/decoration/DecorationPage';
import type { DecorationPageProps } from '../../../lib/contracts/decoration';
import { localized } from '../../../server/i18n/pageMessages';

/** /{city}/balloon-decoration-google-ads/{catValue}: decoration category (google-ads, city), served by the one decoration page component. */
export default DecorationListPage;

export const getStaticPaths: GetStaticPaths = async () => ({ paths: [], fallback: 'blocking' });

const pageGetStaticProps: GetStaticProps<DecorationPageProps> = async ({ params, locale }) =>
  (await import('../../../server/site/decorationPageProps')).decorationPageProps(params ?? {}, {
    locale,
    shape: 'category',
    source: 'google-ads',
    scope: 'city',
  });

export const getStaticProps = localized(['decoration', 'reviews', 'booking'], pageGetStaticProps);
