import { findSlot, FOOD_ORDER_TYPE, FOOD_SLOTS, type FoodService } from '../../lib/booking';
import { foodSelectDatePath } from '../../lib/routes';
import { FSSAI_LICENCE } from '../../lib/site';
import { useDraft, useEventBooking, type FoodDraft } from '../../store/drafts';
import BookingProgress from '../chef/BookingProgress';
import { businessBody } from '../checkout/businessInvoice';
import CheckoutLayout, { type CheckoutContent } from '../checkout/CheckoutLayout';
import { eventPlanCheck } from '../checkout/planCheck';
import { confirmationErrorView } from '../checkout/SlotTakenNotice';
import { useCheckoutAddress } from '../checkout/useCheckoutAddress';
import { bookingAddress } from '../common/address';
import AddressFields from '../common/AddressFields';
import stepStyles from '../common/bookingForm.module.css';
import ButtonLink from '../common/ButtonLink';
import { useOrderConfirmation } from '../common/useOrderConfirmation';
import { slotText } from '../decoration/slotText';
import { useT } from '../i18n/I18nProvider';
import { useFormat } from '../i18n/useFormat';
import food from './food.module.css';
import { categoryOf, draftBill, foodFlowOf, newFoodDraft } from './foodDraft';

/**
 * Step 3 of a party-food booking in the shared checkout layout: the summary, the address with its pincode
 * check, a note stored with the order, every bill line with the 65% advance and the balance, the cancellation
 * table, the kitchen's FSSAI licence, and Confirm (a login prompt when logged out), which places the order with the
 * draft's idempotency key and goes straight on to the payment of the advance (paying books it).
 */
export default function FoodCheckoutScreen({ service }: { service: FoodService }) {
  const flow = foodFlowOf(service);
  const t = useT('food');
  const format = useFormat();
  const [draft, updateDraft] = useDraft(flow);
  const { busy, error, placed, submit, clearError } = useOrderConfirmation(flow);
  const form = draft ?? newFoodDraft(service);
  const address = useCheckoutAddress(form.address);
  const change = (changes: Partial<FoodDraft>) => updateDraft((current) => ({ ...(current ?? newFoodDraft(service)), ...changes }));
  const stepTwo = foodSelectDatePath(categoryOf(service));
  const bill = draftBill(service, form);
  const slot = findSlot(FOOD_SLOTS, form.slotId);
  const plan = eventPlanCheck(useEventBooking(), form.eventDate, { proposedType: FOOD_ORDER_TYPE[service], proposedSlot: form.slotId });

  const checkout = (saved: FoodDraft, total: number, lines: CheckoutContent['bill'], slotLabel: string): CheckoutContent => ({
    summaryTitle: t(`service.${service}`),
    summary: (
      <>
        <p>
          {t.rich(service === 'delivery' ? 'checkout.whenDelivery' : 'checkout.whenBuffet', {
            date: format.date(saved.eventDate),
            slot: slotLabel,
            strong: (chunks) => <strong>{chunks}</strong>,
          })}
        </p>
        <p>{t('checkout.guests', { guests: saved.guests, count: saved.dishes.length })}</p>
        <ul className={stepStyles.list}>
          {saved.dishes.map((d) => (
            <li key={d._id}>{d.name}</li>
          ))}
        </ul>
        <ButtonLink href={stepTwo} variant="text" size="small">
          {t('checkout.change')}
        </ButtonLink>
        {plan.check}
      </>
    ),
    fields: (
      <AddressFields
        value={saved.address}
        onChange={address.onChange((value) => change({ address: value }))}
        pincode={address.pincode}
        note={saved.note}
        onNoteChange={(note) => change({ note })}
        errors={address.errors}
        noteLabel={t('checkout.note')}
      />
    ),
    business: { value: saved.business, onChange: (business) => change({ business }) },
    bill: lines,
    billTestId: 'food-bill',
    billNote: FSSAI_LICENCE && <p className={food.licence}>{t('checkout.licence', { licence: FSSAI_LICENCE })}</p>,
    error: confirmationErrorView(error, (eventDate, slotId) => change({ eventDate, slotId }), clearError),
    busy: busy || address.checking,
    onConfirm: () =>
      void (async () => {
        const area = await address.check();
        if (!area) return;
        change({ area: { city: area.city, locality: area.locality } });
        await submit(
          {
            orderType: FOOD_ORDER_TYPE[service],
            dishIds: saved.dishes.map((d) => d._id),
            ...(saved.packageId ? { packageId: saved.packageId } : {}),
            guests: saved.guests,
            extras: saved.extras,
            eventDate: saved.eventDate,
            slotId: saved.slotId,
            ...bookingAddress(saved.address),
            note: saved.note,
            expectedTotal: total,
            attribution: saved.attribution,
            ...(plan.eventId ? { eventId: plan.eventId } : {}),
            ...businessBody(saved.business),
          },
          saved.idempotencyKey,
        );
      })(),
    backHref: stepTwo,
  });

  return (
    <CheckoutLayout
      heading={t('checkout.heading')}
      progress={<BookingProgress current={2} />}
      draftKnown={draft !== undefined}
      placed={placed}
      content={draft && bill && draft.eventDate && slot ? checkout(draft, bill.total, bill.lines, slotText(slot, format.locale)) : null}
      missing={{ text: t('checkout.missing'), href: stepTwo, label: t('checkout.missingLabel') }}
    />
  );
}
