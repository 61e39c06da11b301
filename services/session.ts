/**
 * The transport's one hook into the login state, without importing it (services/ sits below client/):
 * client/session registers what a 401 means, and the base query calls it for every 401 answer.
 */
let unauthorizedHandler: () => void = () => undefined;

/** Sets what happens when the API answers 401 (the session expired or was revoked): the browser logs out. */
export function onUnauthorized(handler: () => void): void {
  unauthorizedHandler = handler;
}

/** Reports a 401 answer. */
export function reportUnauthorized(): void {
  unauthorizedHandler();
}
