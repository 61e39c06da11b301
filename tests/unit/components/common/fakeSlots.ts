import type { Slot } from '../../../../lib/booking';
import type { SlotsAnswer } from '../../../../lib/contracts/availability';
import type { FakeAnswer, SeenRequest } from '../gallery/fakeGallery';

/**
 * A stand-in answer of GET /api/serviceability/slots for a date: every slot of `slots` available except those in
 * `full`, or nobody serving the pincode (`served: false`); `nextAvailableDate` as given.
 */
export function slotsAnswer(
  slots: readonly Slot[],
  {
    date,
    full = [],
    served = true,
    nextAvailableDate = null,
  }: { date: string; full?: readonly string[]; served?: boolean; nextAvailableDate?: string | null },
): SlotsAnswer {
  return {
    date,
    served,
    slots: served
      ? slots.map((slot) => ({
          slotId: slot.id,
          label: slot.label,
          available: !full.includes(slot.id),
          remaining: full.includes(slot.id) ? 0 : 2,
        }))
      : [],
    nextAvailableDate: served ? (nextAvailableDate ?? (full.length < slots.length ? date : null)) : null,
  };
}

/** The fake route of the slots query: answers per asked date through `answerFor`. */
export const slotsRoute =
  (answerFor: (request: SeenRequest) => SlotsAnswer) =>
  (request: SeenRequest): FakeAnswer => ({ data: answerFor(request) });

/** A served pincode's answer of GET /api/serviceability/{pincode}. */
export const servedPincode = (pincode: string) => ({
  data: { pincode, served: true, city: 'Noida', citySlug: 'noida', locality: 'Sector 62' },
});
