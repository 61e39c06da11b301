import type { GetStaticPaths, GetStaticProps } from 'next';
import { DecorationProductPage } from '../../../../components/decoration/DecorationPage';
import type { DecorationPageProps } from '../../../../lib/contracts/decoration';

/** /balloon-decoration/{catValue}/product/{productName}: decoration product (organic), served by the one decoration page component. */
export default DecorationProductPage;

export const getStaticPaths: GetStaticPaths = async () => ({ paths: [], fallback: 'blocking' });

export const getStaticProps: GetStaticProps<DecorationPageProps> = async ({ params }) =>
  (await import('../../../../server/site/decorationPageProps')).decorationPageProps(params ?? {}, {
    shape: 'product',
    source: 'organic',
    scope: 'plain',
  });
