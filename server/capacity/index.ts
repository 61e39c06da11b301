/**
 * The capacity domain's public face: the only module another domain imports (DESIGN.md "Layout").
 * Providers' availability (weekly hours, time off, jobs a day), the slots someone can serve, and the holds and
 * jobs that keep a provider's time (tables `provider_availability`, `provider_bookings`,
 * and `availability_conflicts`: the assigned jobs a change of availability left outside, for operations). Spans passed in are the
 * job itself (lib/capacity `jobSpan` for a request, `orderJobSpan` for an order); the travel buffer is added here.
 */
export {
  AVAILABILITY_AUDIT_ACTION,
  DEFAULT_MAX_JOBS_PER_DAY,
  getAvailability,
  jobsOutside,
  pincodeChoices,
  setAvailability,
} from './availability';
export { jobsToReassign } from './conflicts';
export { freeProviders, type FreeProvidersQuery, type RankedProvider } from './free';
export {
  bookingOf,
  confirmBooking,
  deleteExpiredHolds,
  extendHold,
  holdProvider,
  moveBooking,
  releaseBooking,
  type HoldRequest,
} from './holds';
export { bookOrderTime, holdOrderTime, keepOrderHold, NEXT_FREE_SLOTS_OFFERED, slotTakenError, type TimedOrder } from './orderTime';
export { nextFreeSlots, slotAvailability, type NextFreeSlotsRequest, type SlotsRequest } from './slots';
export { SLOTS_CACHE_SECONDS, cachedSlotsAnswer, clearSlotsCache, type SlotsPreparedAnswer } from './slotsCache';
export { providerFit, unfitLabel, type ProviderFit, type UnfitReason } from './explain';
export { providersPunctuality } from './repository';
