/**
 * The console's one way to call its API (issue 22): same-origin `fetch` with the session cookie (httpOnly:
 * the browser sends it, no script reads it) and JSON both ways. The browser adds `Sec-Fetch-Site:
 * same-origin` and `Origin`, which the server's CSRF check requires of every state change. Kept apart from
 * the customer data layer (store/, services/), so no console code reaches customer bundles.
 */
import { consoleRequest, type ConsoleAnswer } from '../console/consoleRequest';

/** An answer of the console API (components/console/consoleRequest). */
export type OpsAnswer<T> = ConsoleAnswer<T>;

/** Calls the console API: `consoleRequest` (same-origin, session cookie, JSON, never cached). */
export const opsRequest = consoleRequest;
