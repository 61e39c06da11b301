/**
 * A short per-instance cache of slot answers: the booking pages ask the same service, pincode and date again and
 * again while customers browse. Stale by at most SLOTS_CACHE_SECONDS: order creation re-checks under a lock, so a
 * slot taken meanwhile is refused before payment (409), never sold twice.
 */
import type { SlotsAnswer } from '../../lib/contracts/availability';
import { TtlCache } from '../cache';
import type { Db } from '../db/types';
import { slotAvailability, type SlotsRequest } from './slots';

/** How long an answer is reused, seconds. */
export const SLOTS_CACHE_SECONDS = 5;

const cache = new TtlCache<SlotsAnswer>(SLOTS_CACHE_SECONDS * 1000, 2000);

/**
 * `slotAvailability`, reused for SLOTS_CACHE_SECONDS per service, pincode, date, dishes, hours and minute of `now`
 * (a test clock that moves gets a fresh answer).
 */
export function cachedSlotAvailability(db: Db, request: SlotsRequest): Promise<SlotsAnswer> {
  const minute = Math.floor(request.now.getTime() / 60_000);
  const key = [request.service, request.pincode, request.date, request.dishes ?? '', request.hours ?? '', minute].join('|');
  return cache.get(key, () => slotAvailability(db, request));
}

/** Forgets every cached answer (tests that change providers between two asks). */
export function clearSlotsCache(): void {
  cache.clear();
}
