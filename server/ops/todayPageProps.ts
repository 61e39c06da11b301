/** The props of /ops, the Today board, for every staff role. */
import type { GetServerSidePropsContext } from 'next';
import type { TodayBoard } from '../../lib/contracts/opsDesk';
import { ANY_STAFF, staffPageProps } from '../auth/withStaff';
import { todayBoard } from './today';

/** Props of /ops beyond the signed-in member. */
export interface OpsTodayProps {
  board: TodayBoard;
}

/** /ops (every role): the Today board as of the request. */
export function opsTodayPageProps(context: GetServerSidePropsContext) {
  return staffPageProps<OpsTodayProps>(context, ANY_STAFF, async ({ session }) => ({ board: await todayBoard(session.db) }));
}
