import type { GetStaticProps } from 'next';
import { DecorationListPage } from '../../components/decoration/DecorationPage';
import type { DecorationPageProps } from '../../lib/contracts/decoration';

/** /balloon-decoration-google-ads: decoration categories (google-ads), served by the one decoration page component. */
export default DecorationListPage;

export const getStaticProps: GetStaticProps<DecorationPageProps> = async ({ params }) =>
  (await import('../../server/site/decorationPageProps')).decorationPageProps(params ?? {}, {
    shape: 'categories',
    source: 'google-ads',
    scope: 'plain',
  });
