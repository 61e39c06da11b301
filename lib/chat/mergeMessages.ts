/**
 * Merging live chat messages into what a screen shows (the console's support inbox and the partner app's job chat:
 * both follow a stream and read pages of the same room). Messages are known by their numeric `id`, ascending in the
 * order they were sent.
 */

/** `messages` with `incoming` merged in: one per id (the incoming copy wins: an edit, a read tick), oldest first. */
export function mergeMessage<T extends { id: number }>(messages: readonly T[], incoming: T): T[] {
  return [...messages.filter((m) => m.id !== incoming.id), incoming].sort((a, b) => a.id - b.id);
}

/**
 * A page read from the server, followed by the messages already on screen that are newer than its newest: a message
 * the stream brought while the read was on its way stays (the page was read before it existed).
 */
export function withNewerShown<T extends { id: number }>(page: readonly T[], shown: readonly T[]): T[] {
  const top = page.reduce((newest, m) => Math.max(newest, m.id), 0);
  return [...page, ...shown.filter((m) => m.id > top)];
}
