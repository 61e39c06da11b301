import { useState } from 'react';
import type { SlotTakenDetails } from '../../lib/contracts/availability';
import { SLOT_TAKEN_MESSAGE } from '../../lib/contracts/availabilityText';
import type { OrderAddBody, OrderDetails } from '../../lib/contracts/orders';
import { failedWith, failureText, isApiFailure } from '../../services/errors';
import { clearDraft, clearEventBooking, type DraftFlow } from '../../store/drafts';
import { useStoreHost } from '../../store/StoreHost';
import { useSessionUi } from '../auth/SessionUi';
import { useLocale, useT } from '../i18n/I18nProvider';

/** One free slot offered instead of a slot just taken (the 409's `details.nextFreeSlots`). */
export type NextFreeSlot = SlotTakenDetails['nextFreeSlots'][number];

/**
 * What the customer sees when Confirm failed: the text, the server's status (409: the price changed, or the slot was
 * just taken) and, when the slot was just taken, the next free slots to choose from (else null).
 */
export interface ConfirmationError {
  text: string;
  status: number | null;
  nextFreeSlots: readonly NextFreeSlot[] | null;
}

/** The next free slots of a slot-taken 409, read defensively (the details are only typed by the contract). */
function nextFreeSlotsOf(failure: unknown): readonly NextFreeSlot[] | null {
  if (!failedWith(failure, 409) || !isApiFailure(failure) || failure.message !== SLOT_TAKEN_MESSAGE) return null;
  const slots: unknown = (failure.details as Partial<SlotTakenDetails> | undefined)?.nextFreeSlots;
  if (!Array.isArray(slots)) return [];
  return slots.filter(
    (slot): slot is NextFreeSlot =>
      typeof slot === 'object' &&
      slot !== null &&
      typeof (slot as NextFreeSlot).date === 'string' &&
      typeof (slot as NextFreeSlot).slotId === 'string' &&
      typeof (slot as NextFreeSlot).label === 'string',
  );
}

/**
 * The Confirm step of a checkout: places the order once per tap (the draft's idempotency key makes a
 * repeated tap or a retry after a lost answer return the same order), clears the flow's draft once the
 * order is placed (and refreshes My Orders through the data layer) and gives it as `placed` (it
 * awaits its advance; the checkout goes on to the payment, components/payments/CheckoutPayment), and turns failures into what the
 * customer sees: the server's message (with its status, and the next free slots when the slot was just taken), the login popup when the session has expired
 * (the draft is kept, so they carry on after logging in), or the connection message. The server words its failures in
 * English: a Hindi page says the same by status (`booking` messages).
 */
export function useOrderConfirmation(flow: DraftFlow) {
  const { openLogin } = useSessionUi();
  const t = useT('booking');
  const locale = useLocale();
  const host = useStoreHost();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ConfirmationError | null>(null);
  const [placed, setPlaced] = useState<OrderDetails | null>(null);

  const submit = async (body: OrderAddBody, idempotencyKey: string) => {
    setError(null);
    setBusy(true);
    // the store's code loads with the first Confirm (checkout pages do not carry it from the first paint)
    const result = await Promise.all([host.load(), import('../../store/ordersApi')])
      .then(([{ store }, { ordersApi }]) => store.dispatch(ordersApi.endpoints.orderAdd.initiate({ body, idempotencyKey })))
      .finally(() => setBusy(false));
    if ('data' in result && result.data) {
      clearDraft(flow);
      // booked for the event: the next booking starts from the event page again
      if (body.eventId) clearEventBooking();
      setPlaced(result.data);
      return;
    }
    const failure = result.error;
    if (failedWith(failure, 401)) return openLogin();
    const status = isApiFailure(failure) && typeof failure.status === 'number' ? failure.status : null;
    const nextFreeSlots = nextFreeSlotsOf(failure);
    const hindiText = () => (nextFreeSlots ? t('confirm.slotTaken') : status === 409 ? t('confirm.priceChanged') : t('confirm.failed'));
    setError({
      text: locale === 'en' ? failureText(failure, t('confirm.failed')) : hindiText(),
      status,
      nextFreeSlots,
    });
  };

  /** Forgets the last failure (the customer chose another slot and may confirm again). */
  const clearError = () => setError(null);

  return { busy, error, placed, submit, clearError };
}
