/**
 * The co-host's pay link kept in this tab while they pay (sessionStorage, by the payment attempt): the gateway
 * sends them back to the result page with the attempt only, and that page links back to their receipt. Nothing is
 * kept beyond the tab; a browser without storage simply gets no link (the pay link they were sent shows the receipt).
 */
const key = (attemptId: string) => `shareLink:${attemptId}`;

/** Keeps `token` for the attempt being paid. */
export function rememberShareLink(attemptId: string, token: string): void {
  try {
    window.sessionStorage.setItem(key(attemptId), token);
  } catch {
    // storage refused (private mode): the receipt stays on the pay link's page
  }
}

/** The token kept for `attemptId`, or null. */
export function recallShareLink(attemptId: string): string | null {
  try {
    return window.sessionStorage.getItem(key(attemptId));
  } catch {
    return null;
  }
}
