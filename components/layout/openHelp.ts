import type { NextRouter } from 'next/router';
import { openSupportRoom, supportContext } from '../../client/chatSupport';
import { ROUTES } from '../../lib/routes';

/**
 * What Help does once tapped, loaded on the tap: opens the support room with the page's
 * context and goes to it in /chat.
 * @param describe the text shown when the chat cannot be opened, in the page's language, for the API's failure.
 * @returns 'login' when the session has ended (the caller asks for a login, then calls again), the text to show
 *   when the API refused or could not be reached, or null once on the way to the room.
 */
export async function openHelp(router: NextRouter, describe: (failure: unknown) => string): Promise<'login' | string | null> {
  const result = await openSupportRoom(supportContext(router.pathname, router.asPath, router.query));
  if ('failure' in result) return result.failure.status === 401 ? 'login' : describe(result.failure);
  await router.push({ pathname: ROUTES.chat, query: { room: result.room._id } });
  return null;
}
