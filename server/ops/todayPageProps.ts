/** The props of /ops, the Today board, for every staff role. */
import type { GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import type { OpsPageProps } from '../../lib/contracts/ops';
import { OPS_FINANCE_PATH } from '../../lib/ops';
import type { TodayBoard } from '../../lib/contracts/opsDesk';
import { DESK_STAFF, JOB_RETRY_ROLES, staffPageProps } from '../auth/withStaff';
import { todayBoard } from './today';

/** Props of /ops beyond the signed-in member. */
export interface OpsTodayProps {
  board: TodayBoard;
  /** Whether this member may try a failed job again: decided here from JOB_RETRY_ROLES, the retry route's own list. */
  canRetryJobs: boolean;
}

/**
 * /ops (the desk's roles): the Today board as of the request. Finance, whose home is the finance desk, is sent
 * there (a sign-in without `?next=` lands on /ops).
 */
export async function opsTodayPageProps(
  context: GetServerSidePropsContext,
): Promise<GetServerSidePropsResult<OpsPageProps & Partial<OpsTodayProps>>> {
  const result = await staffPageProps<OpsTodayProps>(context, DESK_STAFF, async ({ session }) => ({
    board: await todayBoard(session.db),
    canRetryJobs: JOB_RETRY_ROLES.includes(session.staff.role),
  }));
  const props = 'props' in result ? await result.props : undefined;
  if (props?.forbidden && props.staff.role === 'finance') {
    context.res.statusCode = 200;
    return { redirect: { destination: OPS_FINANCE_PATH, permanent: false } };
  }
  return result;
}
