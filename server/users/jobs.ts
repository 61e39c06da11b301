/**
 * The users domain's jobs (each domain registers its own, payloads in lib/jobs/<domain>.ts):
 * `privacy.erase_account`, the erasure of a deleted account after its 7 days to undo (./erasure.ts).
 */
import { jobHandler, type JobHandlers } from '../jobs/worker';
import { getMediaStorage, type MediaStorage } from '../media/storage';
import { eraseUser, erasureJobOutcome } from './erasure';

/** The users domain's job handlers (`storage`: the media store, the configured one by default). */
export function userJobHandlers(storage: () => Promise<MediaStorage> = getMediaStorage): JobHandlers {
  return {
    'privacy.erase_account': jobHandler('privacy.erase_account', async (db, { userId }, now) =>
      erasureJobOutcome(await eraseUser(db, await storage(), { userId, now })),
    ),
  };
}
