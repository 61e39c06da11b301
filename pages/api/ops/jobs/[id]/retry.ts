import { routeOpsJobRetry } from '../../../../../lib/contracts/opsDesk';
import { apiRoute } from '../../../../../server/http/apiHandler';
import { JOB_RETRY_ROLES, withStaff } from '../../../../../server/auth/withStaff';
import { jobLabel, retryFailedJob } from '../../../../../server/ops/failedJobs';

/** Every API route reads its own JSON body (server/http/body.ts), so that errors stay in the envelope. */
export const config = { api: { bodyParser: false } };

/**
 * POST /api/ops/jobs/{id}/retry (admins only, JOB_RETRY_ROLES): puts a job that failed for good back in the queue to
 * run now with its tries counted from zero (its maxAttempts tries again; two clicks requeue it once) (202); 404
 * unknown; 409 not failed any more, the same work already queued, or a kind no longer registered; audited as `job.retry`.
 */
export default apiRoute(
  withStaff(JOB_RETRY_ROLES, routeOpsJobRetry, async ({ params: { id } }, _req, { db, actor }) => {
    const job = await retryFailedJob(db, actor, id);
    return { message: 'The job will run again shortly', data: { _id: job.id, kind: job.name, label: jobLabel(job.name) } };
  }),
);
