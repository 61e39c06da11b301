import { customerDocumentsRoute } from '../../../../../server/taxdocs/http';

/** Every API route reads its own JSON body (server/http/body.ts), so that errors stay in the envelope. */
export const config = { api: { bodyParser: false } };

/** GET /api/order/{orderId}/documents (bearer token): the GST documents of one of the customer's orders; another's is a 404. */
export default customerDocumentsRoute;
