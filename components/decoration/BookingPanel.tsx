import { useRouter } from 'next/router';
import { useEffect, useRef, useState } from 'react';
import { attributionFor } from '../../client/attribution';
import { DECORATION_SLOTS, earliestDecorationDate, findSlot, isDecorationDateBookable } from '../../lib/booking';
import type { DecorationContext, ProductDetailsPublic } from '../../lib/contracts/decoration';
import { formatRupees } from '../../lib/format';
import { decorationBill } from '../../lib/pricing';
import { addressWithVenue, useDraft, useEventBooking, type DecorationDraft } from '../../store/drafts';
import { useSessionUi } from '../auth/SessionUi';
import { useIsLoggedIn } from '../auth/useIsLoggedIn';
import { checkAddress, clearErrors, onAddressChange, usePincodeVerifier, withPincode, type AddressField } from '../common/address';
import AddressFields from '../common/AddressFields';
import BillSummary from '../common/BillSummary';
import DateSlotFields from '../common/DateSlotFields';
import ui from '../common/ui.module.css';
import { useClientNow } from '../common/useClientNow';
import { useFirstErrorFocus } from '../common/useFirstErrorFocus';
import { useT } from '../i18n/I18nProvider';
import { usePincodeCheck } from '../common/usePincodeCheck';
import AddonPicker from './AddonPicker';
import { newDecorationDraft } from './decorationDraft';
import styles from './decoration.module.css';

type Errors = Partial<Record<'eventDate' | 'slotId' | AddressField, string>>;

/**
 * The decoration booking on a product page: add-ons with quantities and a live total, the party's pincode, the date
 * (from tomorrow), a three-hour slot a decorator is free for there, the address with a served pincode, and Book Now (login popup if needed) -> /checkout.
 * What the customer chooses goes into the tab's decoration draft as they choose it, so it survives a
 * reload, a login and the way back from checkout.
 */
export default function BookingPanel({
  context,
  product,
  categoryName,
}: {
  context: DecorationContext;
  product: ProductDetailsPublic;
  categoryName: string;
}) {
  const router = useRouter();
  const t = useT('decoration');
  const now = useClientNow();
  const isLoggedIn = useIsLoggedIn();
  const { openLogin } = useSessionUi();
  const [draft, updateDraft] = useDraft('decoration');
  const [errors, setErrors] = useState<Errors>({});
  const panelRef = useRef<HTMLDivElement>(null);
  const showFirstError = useFirstErrorFocus(panelRef);
  const productPath = router.asPath.split('?')[0] ?? '';
  // the tab's draft counts here only when it is for this product; another product's draft lends its address
  const fresh = (saved: DecorationDraft | null) => newDecorationDraft(product, categoryName, productPath, saved);
  const form = draft?.product.slug === product.slug ? draft : fresh(draft ?? null);
  const change = (changes: Partial<DecorationDraft>) =>
    updateDraft((saved) => ({ ...(saved?.product.slug === product.slug ? saved : fresh(saved)), ...changes }));
  const eventBooking = useEventBooking();
  const eventBookingId = eventBooking?.eventId;
  useEffect(() => {
    // booked from an event page: a product without a date yet starts on the event's date and venue
    if (eventBooking && !form.eventDate)
      change({ eventDate: eventBooking.date, address: addressWithVenue(form.address, eventBooking.venue) });
    // once per event booking and product: a date the customer changes afterwards stays theirs
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [eventBookingId, product.slug]);
  const pincode = usePincodeCheck(form.address.pincode);
  // the pincode asked above the date and the address form's own field are one value
  const saveAddress = onAddressChange(form.address, setErrors, (address) => change({ address }));
  const verifyPincode = usePincodeVerifier();

  const quantities = Object.fromEntries(form.addons.map((a) => [a.slug, a.quantity]));
  const bill = decorationBill({
    productPrice: product.price,
    addons: form.addons.map((a) => ({ name: a.name, unitPrice: a.price, quantity: a.quantity })),
  });

  const onBook = async () => {
    if (!now) return;
    const { errors: addressProblems, area } = await checkAddress(form.address, verifyPincode);
    const found: Errors = { ...addressProblems };
    // city pages preselect their city: a pincode elsewhere is pointed out before booking
    if (area && context.place && area.citySlug !== context.place.citySlug) {
      found.pincode = t('booking.pincodeElsewhere', { area: area.city, city: context.place.cityName });
    }
    if (!form.eventDate || !isDecorationDateBookable(form.eventDate, now)) found.eventDate = t('booking.dateError');
    if (!findSlot(DECORATION_SLOTS, form.slotId)) found.slotId = t('booking.slotError');
    setErrors(found);
    if (Object.keys(found).length > 0) return showFirstError();
    change({
      area: area && { city: area.city, locality: area.locality },
      attribution: attributionFor(context.source),
    });
    // logging in here carries on to the checkout without a second tap
    const toCheckout = () => void router.push('/checkout');
    if (!isLoggedIn) return openLogin(toCheckout);
    toCheckout();
  };

  return (
    <div className={styles.panel} data-testid="booking-panel" ref={panelRef}>
      <AddonPicker
        addons={product.addons}
        quantities={quantities}
        onChange={(addon, quantity) => {
          const others = form.addons.filter((a) => a.slug !== addon.slug);
          const kept = Math.max(0, Math.min(addon.maxQuantity, quantity));
          const chosen = kept > 0 ? [{ slug: addon.slug, name: addon.name, price: addon.price, quantity: kept }] : [];
          // keep the offer's order, so the bill lists add-ons as the page does
          const order = product.addons.map((a) => a.slug);
          change({ addons: [...others, ...chosen].sort((a, b) => order.indexOf(a.slug) - order.indexOf(b.slug)) });
        }}
      />
      {context.place && (
        <p className={styles.lead}>
          {context.place.localityName
            ? t('booking.atHomeLocality', { locality: context.place.localityName, city: context.place.cityName })
            : t('booking.atHomeCity', { city: context.place.cityName })}
        </p>
      )}
      <h2 className={styles.sectionTitle}>{t('booking.dateTime')}</h2>
      <DateSlotFields
        eventDate={form.eventDate}
        onDateChange={(eventDate) => {
          setErrors((current) => clearErrors(current, ['eventDate']));
          // a slot free on one date says nothing of another
          change({ eventDate, slotId: '' });
        }}
        slotId={form.slotId}
        onSlotChange={(slotId) => {
          setErrors((current) => clearErrors(current, ['slotId']));
          change({ slotId });
        }}
        now={now}
        slots={DECORATION_SLOTS}
        isBookable={(date, _slot, at) => isDecorationDateBookable(date, at)}
        earliestDate={earliestDecorationDate}
        hint={t('booking.dateHint')}
        legend={t('booking.slotLegend')}
        errors={errors}
        availability={{
          service: 'decoration',
          pincode: form.address.pincode,
          onPincodeChange: (typed, prefill) =>
            prefill
              ? updateDraft((saved) => withPincode(saved?.product.slug === product.slug ? saved : fresh(saved), typed))
              : saveAddress({ ...form.address, pincode: typed }),
          pincodeError: errors.pincode,
        }}
      />
      <AddressFields
        value={form.address}
        onChange={saveAddress}
        pincode={pincode}
        note={form.note}
        onNoteChange={(note) => change({ note })}
        errors={errors}
        noteLabel={t('booking.note')}
      />
      <div style={{ marginTop: 16 }}>
        <BillSummary lines={bill.lines} />
      </div>
      <button
        type="button"
        className={`${ui.button} ${ui.contained} ${ui.large}`}
        style={{ width: '100%', marginTop: 16 }}
        disabled={!now}
        onClick={() => void onBook()}
      >
        {t('booking.bookNow', { total: formatRupees(bill.total) })}
      </button>
    </div>
  );
}
