/** The props of /ops/customers/[userId], the customer's record, for every staff role. */
import type { GetServerSidePropsContext } from 'next';
import type { OpsCustomerRecord } from '../../lib/contracts/opsCustomers';
import { HttpError } from '../http/errors';
import { DESK_STAFF, staffPageProps } from '../auth/withStaff';
import { customerRecord } from './customerRecord';

/** Props of /ops/customers/[userId] beyond the signed-in member. */
export interface OpsCustomerProps {
  record: OpsCustomerRecord | null;
}

/** /ops/customers/[userId] (every role): the record as the role may see it, or a 404 page for an unknown customer. */
export function opsCustomerPageProps(context: GetServerSidePropsContext) {
  return staffPageProps<OpsCustomerProps>(context, DESK_STAFF, async ({ session }) => {
    const id = typeof context.params?.userId === 'string' ? context.params.userId : '';
    if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) {
      context.res.statusCode = 404;
      return { record: null };
    }
    try {
      return { record: await customerRecord(session.db, id, session.staff.role) };
    } catch (error) {
      if (error instanceof HttpError && error.status === 404) {
        context.res.statusCode = 404;
        return { record: null };
      }
      throw error;
    }
  });
}
