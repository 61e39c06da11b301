import OpsShell from '../../components/ops/OpsShell';
import ReviewsModeration from '../../components/ops/desk/ReviewsModeration';
import type { OpsPageProps } from '../../lib/contracts/ops';
import type { AppPage } from '../../lib/pageTypes';
import type { OpsReviewsProps } from '../../server/ops/reviewsModerationPageProps';
import { withDatabaseOutagePage } from '../../server/http/ssr';

type Props = OpsPageProps & Partial<OpsReviewsProps>;

/** /ops/reviews (every role views, admins and operations hide and show): customer reviews. */
const OpsReviewsPage: AppPage<Props> = ({ result, visibility = null, canModerate = false, ...props }) => (
  <OpsShell {...props} title="Reviews">
    {result && <ReviewsModeration result={result} visibility={visibility} canModerate={canModerate} />}
  </OpsShell>
);

OpsReviewsPage.ownLayout = true;
export default OpsReviewsPage;

export const getServerSideProps = withDatabaseOutagePage<Props>(async (context) => {
  const { opsReviewsPageProps } = await import('../../server/ops/reviewsModerationPageProps');
  return opsReviewsPageProps(context);
});
