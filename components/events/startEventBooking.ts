import { FOOD_GUEST_RANGE, MAX_PEOPLE, MIN_PEOPLE } from '../../lib/pricing';
import {
  addressWithVenue,
  readDraft,
  saveEventBooking,
  seedDraftFromEventBooking,
  whenDraftsReadable,
  updateDraft,
  type DraftFlow,
  type EventBooking,
} from '../../store/drafts';
import { newChefDraft } from '../chef/chefDraft';
import { newFoodDraft } from '../food/foodDraft';

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * Starts booking `flow` for an invite event (the event page's "Book … for this event"): remembers the
 * event (store/drafts) and seeds the flow's draft with the event's date, venue and headcount: a chef draft's
 * people and a food draft's guests (within each service's limits), dishes already chosen kept. Decoration and
 * photography drafts are made on their product page: an existing one gets the date and venue now, a new one when
 * its booking panel opens.
 */
export function startEventBooking(flow: DraftFlow, booking: EventBooking): void {
  saveEventBooking(booking);
  if (flow === 'chef') {
    updateDraft('chef', (current) => ({
      ...(current ?? newChefDraft()),
      eventDate: booking.date,
      slotId: '',
      people: clamp(booking.guests, MIN_PEOPLE, MAX_PEOPLE),
      address: addressWithVenue(current?.address, booking.venue),
    }));
  } else if (flow === 'foodDelivery' || flow === 'buffet') {
    const service = flow === 'foodDelivery' ? 'delivery' : 'buffet';
    const range = FOOD_GUEST_RANGE[service];
    updateDraft(flow, (current) => ({
      ...(current ?? newFoodDraft(service)),
      eventDate: booking.date,
      slotId: '',
      guests: clamp(booking.guests, range.min, range.max),
      address: addressWithVenue(current?.address, booking.venue),
    }));
  } else {
    whenDraftsReadable(() => {
      if (!readDraft(flow)) return;
      // the host chose the product before: its draft takes this event's date (a date chosen earlier gives way)
      updateDraft(flow, (current) => ({ ...current!, eventDate: '', slotId: '' }));
      seedDraftFromEventBooking(flow);
    });
  }
}
