import { CHEF_SLOTS, findSlot } from '../../lib/booking';
import { ORDER_TYPE } from '../../lib/constants';
import { formatDate, formatRupees } from '../../lib/format';
import { slotLabel } from '../../lib/slotLabel';
import { chefBill } from '../../lib/pricing';
import { ROUTES } from '../../lib/routes';
import { useDraft, useEventBooking, type ChefDraft } from '../../store/drafts';
import { businessBody } from '../checkout/businessInvoice';
import CheckoutLayout, { type CheckoutContent } from '../checkout/CheckoutLayout';
import SlotTakenNotice from '../checkout/SlotTakenNotice';
import { eventPlanCheck } from '../checkout/planCheck';
import { bookingAddress } from '../common/address';
import AddressSummary from '../common/AddressSummary';
import ButtonLink from '../common/ButtonLink';
import { useOrderConfirmation } from '../common/useOrderConfirmation';
import { useLocale, useT } from '../i18n/I18nProvider';
import BookingProgress from './BookingProgress';
import stepStyles from './steps.module.css';

/**
 * Step 3 of the chef booking in the shared checkout layout: the summary, the bill, the cancellation table
 * and policy and Confirm, which places the tab's chef draft with its idempotency key (a repeated tap never books
 * twice), clears it once the order is placed and goes straight on to the payment of the advance. Texts: the `chef`,
 * `booking`, `checkout` and `payments` domains.
 */
export default function ChefCheckoutScreen() {
  const t = useT('chef');
  const locale = useLocale();
  const [draft, updateDraft] = useDraft('chef');
  const { busy, error, placed, submit, clearError } = useOrderConfirmation('chef');
  const eventBooking = useEventBooking();

  const checkout = (form: ChefDraft): CheckoutContent => {
    const bill = chefBill({ dishRates: form.dishes.map((d) => d.dish_rate), people: form.people });
    const slot = findSlot(CHEF_SLOTS, form.slotId);
    const plan = eventPlanCheck(eventBooking, form.eventDate, {
      proposedType: ORDER_TYPE.CHEF,
      proposedSlot: form.slotId,
      proposedDishes: form.dishes.length,
    });
    return {
      summaryTitle: t('checkout.title'),
      summary: (
        <>
          <p>
            <strong>{formatDate(form.eventDate, locale)}</strong>,{' '}
            {t('checkout.arrives', { slot: slot ? slotLabel(slot, locale) : form.slotId })}
          </p>
          <p>{t('checkout.counts', { people: form.people, dishes: form.dishes.length })}</p>
          <ul className={stepStyles.list}>
            {form.dishes.map((d) => (
              <li key={d._id}>{t('details.dishLine', { name: d.name, price: formatRupees(d.dish_rate) })}</li>
            ))}
          </ul>
          <AddressSummary address={form.address} area={form.area} />
          {form.note.trim() && <p>{t('checkout.note', { note: form.note.trim() })}</p>}
          {plan.check}
        </>
      ),
      business: {
        value: form.business,
        onChange: (business) => updateDraft((current) => ({ ...(current ?? form), business })),
      },
      bill: bill.lines,
      error: error?.nextFreeSlots ? (
        <SlotTakenNotice
          text={error.text}
          choices={error.nextFreeSlots}
          onPick={(eventDate, slotId) => {
            updateDraft((current) => ({ ...(current ?? form), eventDate, slotId }));
            clearError();
          }}
        />
      ) : (
        error && (
          <>
            {error.text}
            {error.status === 409 && (
              <div style={{ marginTop: 8 }}>
                <ButtonLink href={ROUTES.chef} variant="outlined" size="small">
                  {t('checkout.reviewDishes')}
                </ButtonLink>
              </div>
            )}
          </>
        )
      ),
      busy,
      onConfirm: () =>
        void submit(
          {
            orderType: ORDER_TYPE.CHEF,
            dishIds: form.dishes.map((d) => d._id),
            people: form.people,
            eventDate: form.eventDate,
            slotId: form.slotId,
            ...bookingAddress(form.address),
            note: form.note,
            expectedTotal: bill.total,
            ...(plan.eventId ? { eventId: plan.eventId } : {}),
            ...businessBody(form.business),
          },
          form.idempotencyKey,
        ),
      backHref: ROUTES.chefOrderDetails,
    };
  };

  const started = Boolean(draft?.dishes.length);
  return (
    <CheckoutLayout
      heading={t('checkout.heading')}
      progress={<BookingProgress current={2} />}
      draftKnown={draft !== undefined}
      placed={placed}
      content={draft && started && draft.eventDate && draft.slotId && draft.area ? checkout(draft) : null}
      missing={{
        text: t('checkout.missing'),
        href: started ? ROUTES.chefOrderDetails : ROUTES.chef,
        label: started ? t('checkout.chooseDateAddress') : t('checkout.chooseDishes'),
      }}
    />
  );
}
