import type { GetStaticProps } from 'next';
import DecorationPage from '../../components/decoration/DecorationPage';
import type { DecorationPageProps } from '../../server/decoration/pageProps';

/** /balloon-decoration-google-ads: decoration categories (google-ads), served by the one decoration page component. */
export default DecorationPage;

export const getStaticProps: GetStaticProps<DecorationPageProps> = async ({ params }) =>
  (await import('../../server/decoration/pageProps')).decorationPageProps(params ?? {}, {
    shape: 'categories',
    source: 'google-ads',
    scope: 'plain',
  });
