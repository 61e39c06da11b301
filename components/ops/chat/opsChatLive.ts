import { createLiveStream } from '../../../client/liveStream';
import { endpointUrl } from '../../../lib/contracts/endpoints';

/** Milliseconds between the inbox's fallback polls, only while its stream is down. */
export const INBOX_FALLBACK_POLL_MS = 15_000;

/**
 * The support inbox's stream in this tab (client/liveStream.ts): `GET /api/ops/chat/stream`, opened by the console's
 * session cookie (same origin: the browser sends it), never by a customer's token.
 */
export const opsChatLive = createLiveStream({
  streamUrl: async () => endpointUrl('opsChatStream'),
  signedIn: () => true,
  pollMs: INBOX_FALLBACK_POLL_MS,
});
