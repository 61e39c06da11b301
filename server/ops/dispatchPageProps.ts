/** The props of /ops/dispatch, the dispatch calendar, for every staff role. */
import type { GetServerSidePropsContext } from 'next';
import { schemaDispatchQuery, type DispatchBoard } from '../../lib/contracts/opsDispatch';
import { istDate } from '../../lib/dates';
import { DESK_STAFF, staffPageProps } from '../auth/withStaff';
import { dispatchBoard } from './dispatch';

/** Props of /ops/dispatch beyond the signed-in member. */
export interface OpsDispatchProps {
  board: DispatchBoard;
  /** Today in IST (the calendar's "Today" link). */
  today: string;
}

/**
 * /ops/dispatch (every role): the calendar of the query's day and view (empty fields count as unset; an invalid
 * field falls back to its default: today's day view of every service).
 */
export function opsDispatchPageProps(context: GetServerSidePropsContext) {
  return staffPageProps<OpsDispatchProps>(context, DESK_STAFF, async ({ session }) => {
    const given = Object.fromEntries(Object.entries(context.query).filter(([, value]) => typeof value === 'string' && value !== ''));
    const parsed = schemaDispatchQuery.safeParse(given);
    const now = new Date();
    return {
      board: await dispatchBoard(session.db, parsed.success ? parsed.data : schemaDispatchQuery.parse({}), now),
      today: istDate(now),
    };
  });
}
