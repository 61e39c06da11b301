/**
 * A short per-instance cache of slot answers: the booking pages ask the same service, pincode and date again and
 * again while customers browse. Stale by at most SLOTS_CACHE_SECONDS: order creation re-checks under a lock, so a
 * slot taken meanwhile is refused before payment (409), never sold twice.
 */
import { PINCODE_NOT_SERVED_MESSAGE, routeServiceabilitySlots } from '../../lib/contracts/availability';
import { TtlCache } from '../cache';
import type { Db } from '../db/types';
import { prepareAnswer, type PreparedAnswer } from '../http/apiHandler';
import { slotAvailability, type SlotsRequest } from './slots';

/** How long an answer is reused, seconds. */
export const SLOTS_CACHE_SECONDS = 5;
/**
 * Answers kept at most: every question asked within SLOTS_CACHE_SECONDS, for a city's worth of services, pincodes,
 * dates, dishes and hours (an answer's JSON is about 1.5 kB).
 */
const SLOTS_CACHE_ENTRIES = 5000;

/** A slots answer, parsed through its contract and serialized once, for every ask of it while it is cached. */
export type SlotsPreparedAnswer = PreparedAnswer<typeof routeServiceabilitySlots>;

const cache = new TtlCache<SlotsPreparedAnswer>(SLOTS_CACHE_SECONDS * 1000, SLOTS_CACHE_ENTRIES);

/**
 * The whole GET /api/serviceability/slots answer of `slotAvailability` (message "Slots", or PINCODE_NOT_SERVED_MESSAGE
 * when nobody serves the pincode), serialized once and reused for SLOTS_CACHE_SECONDS per service, pincode, date,
 * dishes and hours, judged by `request.now` (a test clock set elsewhere gets a fresh answer).
 */
export function cachedSlotsAnswer(db: Db, request: SlotsRequest): Promise<SlotsPreparedAnswer> {
  const key = [request.service, request.pincode, request.date, request.dishes ?? '', request.hours ?? ''].join('|');
  return cache.get(
    key,
    async () => {
      const answer = await slotAvailability(db, request);
      return prepareAnswer(routeServiceabilitySlots, { message: answer.served ? 'Slots' : PINCODE_NOT_SERVED_MESSAGE, data: answer });
    },
    request.now.getTime(),
  );
}

/** Forgets every cached answer (tests that change providers between two asks). */
export function clearSlotsCache(): void {
  cache.clear();
}
