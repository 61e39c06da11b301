import type { GetStaticPaths, GetStaticProps } from 'next';
import { DecorationListPage } from '../../components/decoration/DecorationPage';
import type { DecorationPageProps } from '../../lib/contracts/decoration';

/** /balloon-decoration-instagram/{catValue}: decoration category (instagram), served by the one decoration page component. */
export default DecorationListPage;

export const getStaticPaths: GetStaticPaths = async () => ({ paths: [], fallback: 'blocking' });

export const getStaticProps: GetStaticProps<DecorationPageProps> = async ({ params }) =>
  (await import('../../server/site/decorationPageProps')).decorationPageProps(params ?? {}, {
    shape: 'category',
    source: 'instagram',
    scope: 'plain',
  });
