import { createLiveStream } from '../../client/liveStream';
import { endpointUrl } from '../../lib/contracts/endpoints';

/** Milliseconds between the job chat's fallback polls, only while its stream is down. */
export const JOB_CHAT_FALLBACK_POLL_MS = 15_000;

/**
 * The provider's chat stream in this tab (client/liveStream.ts): `GET /api/partner/chat/stream`, opened by the
 * partner app's session cookie (same origin: the browser sends it). Loaded with the job's page only, never with
 * the sign-in page.
 */
export const partnerChatLive = createLiveStream({
  streamUrl: async () => endpointUrl('partnerChatStream'),
  signedIn: () => true,
  pollMs: JOB_CHAT_FALLBACK_POLL_MS,
});
