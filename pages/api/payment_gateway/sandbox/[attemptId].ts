import { routeSandboxAction, routeSandboxAttempt } from '../../../../lib/contracts/payments';
import { getDb } from '../../../../server/db/client';
import { apiRoute, handle } from '../../../../server/http/apiHandler';
import { sandboxAct, sandboxAttemptView } from '../../../../server/payments/sandboxPage';
import { sandboxGateway } from '../../../../server/payments/registry';

/** Every API route reads its own JSON body (server/http/body.ts), so that errors stay in the envelope. */
export const config = { api: { bodyParser: false } };

/**
 * The sandbox gateway behind /pay/sandbox/{attemptId}: GET what the test page shows, POST
 * `{action: 'pay' | 'fail' | 'pending'}` and the URL to send the browser back to. Only sandbox attempts
 * exist here (404 otherwise).
 */
export default apiRoute(
  handle(routeSandboxAttempt, async ({ params: { attemptId } }) => {
    const { db } = await getDb();
    return { message: 'Sandbox test payment', data: await sandboxAttemptView(db, sandboxGateway(), attemptId) };
  }),
  handle(routeSandboxAction, async ({ params: { attemptId }, body: { action } }) => {
    const { db } = await getDb();
    return { message: 'Returning to the site', data: await sandboxAct(db, sandboxGateway(), attemptId, action) };
  }),
);
