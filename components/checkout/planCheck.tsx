import { lazy, Suspense, type ReactNode } from 'react';
import { eventIdFor, type EventBooking } from '../../store/drafts';
import type { PlanProposalQuery } from '../../store/eventPlanApi';

// the plan check's code (and the store's) loads only for a booking made from an event page
const EventPlanCheck = lazy(() => import('./EventPlanCheck'));

/**
 * What a checkout adds for a booking made from an event page: the `eventId` its order carries (the event
 * booking's when the booking is on the event's date, else undefined) and the plan check to show before payment
 * (null without an event or before a slot is chosen).
 * @param booking this tab's event booking (useEventBooking of store/drafts).
 */
export function eventPlanCheck(
  booking: EventBooking | null | undefined,
  eventDate: string,
  proposal: PlanProposalQuery,
): { eventId: string | undefined; check: ReactNode } {
  const eventId = eventIdFor(booking, eventDate);
  const check =
    booking && eventId && proposal.proposedSlot ? (
      <Suspense fallback={null}>
        <EventPlanCheck booking={booking} proposal={proposal} />
      </Suspense>
    ) : null;
  return { eventId, check };
}
