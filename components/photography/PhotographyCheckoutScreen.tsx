import { CHEF_SLOTS, earliestChefDate, findSlot, isChefSlotBookable } from '../../lib/booking';
import { MIN_BOOKING_LEAD_HOURS, ORDER_TYPE } from '../../lib/constants';
import { ROUTES } from '../../lib/routes';
import { EMPTY_ADDRESS, useDraft, useEventBooking, type PhotographyDraft } from '../../store/drafts';
import { businessBody } from '../checkout/businessInvoice';
import CheckoutLayout, { type CheckoutContent } from '../checkout/CheckoutLayout';
import { eventPlanCheck } from '../checkout/planCheck';
import { confirmationErrorView } from '../checkout/SlotTakenNotice';
import { useCheckoutAddress } from '../checkout/useCheckoutAddress';
import { bookingAddress, withPincode } from '../common/address';
import AddressFields from '../common/AddressFields';
import stepStyles from '../common/bookingForm.module.css';
import ButtonLink from '../common/ButtonLink';
import DateSlotFields from '../common/DateSlotFields';
import { useClientNow } from '../common/useClientNow';
import { useOrderConfirmation } from '../common/useOrderConfirmation';
import { useT } from '../i18n/I18nProvider';
import { photographyDraftBill } from './photographyDraft';

type WhenField = 'eventDate' | 'slotId';

/**
 * /photography-checkout in the shared checkout layout: the package with its add-ons and extra hours from
 * the product page, the date and a one-hour arrival slot 07:00-22:00 (the start at least 24 hours ahead, IST), the
 * address with its pincode check, a note, every bill line with the 35% advance and the balance, the cancellation
 * table, then Confirm (a login prompt when logged out), which places the order with the draft's idempotency key and
 * goes straight on to the payment of the advance (paying books it).
 */
export default function PhotographyCheckoutScreen() {
  const [draft, updateDraft] = useDraft('photography');
  const t = useT('photography');
  const { busy, error, placed, submit, clearError } = useOrderConfirmation('photography');
  const now = useClientNow();
  const address = useCheckoutAddress<WhenField>(draft?.address ?? EMPTY_ADDRESS);
  const eventBooking = useEventBooking();

  const checkout = (saved: PhotographyDraft): CheckoutContent => {
    const change = (changes: Partial<PhotographyDraft>) => updateDraft((current) => ({ ...(current ?? saved), ...changes }));
    // the pincode asked above the date and the address form's own field are one value
    const saveAddress = address.onChange((value) => change({ address: value }));
    const bill = photographyDraftBill(saved);
    const { package: pkg } = saved;
    const plan = eventPlanCheck(eventBooking, saved.eventDate, {
      proposedType: ORDER_TYPE.PHOTOGRAPHY,
      proposedSlot: saved.slotId,
      proposedHours: pkg.hours + saved.extraHours,
    });
    const confirm = async () => {
      if (!now) return;
      const slot = findSlot(CHEF_SLOTS, saved.slotId);
      const problems: Partial<Record<WhenField, string>> = {};
      if (!saved.eventDate) problems.eventDate = t('checkout.dateError');
      if (!slot) problems.slotId = t('checkout.slotError');
      else if (saved.eventDate && !isChefSlotBookable(saved.eventDate, slot, now))
        problems.slotId = t('checkout.tooSoon', { hours: MIN_BOOKING_LEAD_HOURS });
      const area = await address.check(problems);
      if (!area) return;
      change({ area: { city: area.city, locality: area.locality } });
      await submit(
        {
          orderType: ORDER_TYPE.PHOTOGRAPHY,
          productSlug: pkg.slug,
          addons: saved.addons.map((a) => ({ slug: a.slug, quantity: a.quantity })),
          extraHours: saved.extraHours,
          eventDate: saved.eventDate,
          slotId: saved.slotId,
          ...bookingAddress(saved.address),
          note: saved.note,
          expectedTotal: bill.total,
          attribution: saved.attribution,
          ...(plan.eventId ? { eventId: plan.eventId } : {}),
          ...businessBody(saved.business),
        },
        saved.idempotencyKey,
      );
    };
    return {
      summaryTitle: pkg.name,
      summary: (
        <>
          <p>{t('checkout.coverage', { hours: pkg.hours + saved.extraHours, edited: pkg.editedPhotos })}</p>
          {saved.addons.length > 0 && (
            <ul className={stepStyles.list}>
              {saved.addons.map((a) => (
                <li key={a.slug}>{a.quantity > 1 ? `${a.name} × ${a.quantity}` : a.name}</li>
              ))}
            </ul>
          )}
          <ButtonLink href={pkg.path} variant="text" size="small">
            {t('checkout.changeAddons')}
          </ButtonLink>
        </>
      ),
      fields: (
        <>
          <section className={stepStyles.card} aria-labelledby="when-heading">
            <h2 id="when-heading" className={stepStyles.cardTitle}>
              {t('checkout.when')}
            </h2>
            <DateSlotFields
              eventDate={saved.eventDate}
              onDateChange={(eventDate) => change({ eventDate, slotId: '' })}
              slotId={saved.slotId}
              onSlotChange={(slotId) => change({ slotId })}
              now={now}
              slots={CHEF_SLOTS}
              isBookable={isChefSlotBookable}
              earliestDate={earliestChefDate}
              hint={t('checkout.hint', { hours: MIN_BOOKING_LEAD_HOURS })}
              legend={t('checkout.legend')}
              errors={address.errors}
              availability={{
                service: 'photography',
                pincode: saved.address.pincode,
                onPincodeChange: (typed, prefill) =>
                  prefill
                    ? updateDraft((current) => withPincode(current ?? saved, typed))
                    : saveAddress({ ...saved.address, pincode: typed }),
                pincodeError: address.errors.pincode,
                hours: pkg.hours + saved.extraHours,
              }}
            />
            {plan.check}
          </section>
          <AddressFields
            value={saved.address}
            onChange={saveAddress}
            pincode={address.pincode}
            note={saved.note}
            onNoteChange={(note) => change({ note })}
            errors={address.errors}
            noteLabel={t('checkout.note')}
          />
        </>
      ),
      business: { value: saved.business, onChange: (business) => change({ business }) },
      bill: bill.lines,
      billTestId: 'photography-bill',
      error: confirmationErrorView(error, (eventDate, slotId) => change({ eventDate, slotId }), clearError),
      busy: busy || address.checking,
      onConfirm: () => void confirm(),
      backHref: pkg.path,
    };
  };

  return (
    <CheckoutLayout
      heading={t('checkout.heading')}
      draftKnown={draft !== undefined}
      placed={placed}
      content={draft ? checkout(draft) : null}
      missing={{
        text: t('checkout.missing'),
        href: ROUTES.photography,
        label: t('checkout.missingLabel'),
      }}
    />
  );
}
