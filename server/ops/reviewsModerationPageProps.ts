/** The props of /ops/reviews: every role views, admins and operations hide and show. */
import type { GetServerSidePropsContext } from 'next';
import { schemaModerationQuery, type ModerationPage } from '../../lib/contracts/opsDesk';
import { DESK_STAFF, OPERATIONS_ROLES, staffPageProps } from '../auth/withStaff';
import { listModeratedReviews } from './reviewsModeration';

/** Props of /ops/reviews beyond the signed-in member. */
export interface OpsReviewsProps {
  result: ModerationPage;
  visibility: 'shown' | 'hidden' | null;
  canModerate: boolean;
}

/** /ops/reviews: one page of reviews for the query's `visibility` and `page`; the hiding reason only for admins. */
export function opsReviewsPageProps(context: GetServerSidePropsContext) {
  return staffPageProps<OpsReviewsProps>(context, DESK_STAFF, async ({ session }) => {
    const given = Object.fromEntries(Object.entries(context.query).filter(([, value]) => typeof value === 'string' && value !== ''));
    const parsed = schemaModerationQuery.safeParse(given);
    const query = parsed.success ? parsed.data : schemaModerationQuery.parse({});
    const role = session.staff.role;
    return {
      result: await listModeratedReviews(session.db, query, role),
      visibility: query.visibility ?? null,
      canModerate: OPERATIONS_ROLES.includes(role),
    };
  });
}
