import type { GetStaticProps } from 'next';
import { DecorationListPage } from '../../components/decoration/DecorationPage';
import type { DecorationPageProps } from '../../lib/contracts/decoration';
import { localized } from '../../server/i18n/pageMessages';

/** /balloon-decoration-instagram: decoration categories (instagram), served by the one decoration page component. */
export default DecorationListPage;

const pageGetStaticProps: GetStaticProps<DecorationPageProps> = async ({ params, locale }) =>
  (await import('../../server/site/decorationPageProps')).decorationPageProps(params ?? {}, {
    locale,
    shape: 'categories',
    source: 'instagram',
    scope: 'plain',
  });

export const getStaticProps = localized(['decoration', 'reviews', 'booking'], pageGetStaticProps);
