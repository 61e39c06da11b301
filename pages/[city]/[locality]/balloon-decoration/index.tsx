import type { GetStaticPaths, GetStaticProps } from 'next';
import { DecorationListPage } from '../../../../components/decoration/DecorationPage';
import type { DecorationPageProps } from '../../../../lib/contracts/decoration';

/** /{city}/{locality}/balloon-decoration: decoration categories (organic, locality), served by the one decoration page component. */
export default DecorationListPage;

export const getStaticPaths: GetStaticPaths = async () => ({ paths: [], fallback: 'blocking' });

export const getStaticProps: GetStaticProps<DecorationPageProps> = async ({ params }) =>
  (await import('../../../../server/site/decorationPageProps')).decorationPageProps(params ?? {}, {
    shape: 'categories',
    source: 'organic',
    scope: 'locality',
  });
