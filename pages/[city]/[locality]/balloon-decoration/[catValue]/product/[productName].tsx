import type { GetStaticPaths, GetStaticProps } from 'next';
import { DecorationProductPage } from '../../../../../../components/decoration/DecorationPage';
import type { DecorationPageProps } from '../../../../../../lib/contracts/decoration';
import { localized } from '../../../../../../server/i18n/pageMessages';

/** /{city}/{locality}/balloon-decoration/{catValue}/product/{productName}: decoration product (organic, locality), served by the one decoration page component. */
export default DecorationProductPage;

export const getStaticPaths: GetStaticPaths = async () => ({ paths: [], fallback: 'blocking' });

const pageGetStaticProps: GetStaticProps<DecorationPageProps> = async ({ params }) =>
  (await import('../../../../../../server/site/decorationPageProps')).decorationPageProps(params ?? {}, {
    shape: 'product',
    source: 'organic',
    scope: 'locality',
  });

export const getStaticProps = localized(['booking'], pageGetStaticProps);
