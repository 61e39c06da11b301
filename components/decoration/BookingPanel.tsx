import { useRouter } from 'next/router';
import { useState } from 'react';
import { DECORATION_SLOTS, findSlot, isDecorationDateBookable, istDate, maxBookingDate } from '../../lib/booking';
import { ORDER_TYPE } from '../../lib/constants';
import { formatRupees } from '../../lib/format';
import { decorationBill } from '../../lib/pricing';
import type { DecorationContext } from '../../server/decoration/pageProps';
import type { AddonPublic, ProductPublic } from '../../services/decoration';
import { useSessionUi } from '../auth/SessionUi';
import { useIsLoggedIn } from '../auth/useIsLoggedIn';
import AddressFields, { addressErrors, servedAddress, type AddressValue } from '../common/AddressFields';
import BillSummary from '../common/BillSummary';
import { useClientNow } from '../common/useClientNow';
import { usePincodeArea } from '../common/usePincodeArea';
import ui from '../common/ui.module.css';
import { newIdempotencyKey } from '../chef/bookingDraft';
import { readAttribution, saveDecorationDraft, type DecorationDraft } from './decorationDraft';
import styles from './decoration.module.css';

type Errors = Partial<Record<'eventDate' | 'slotId' | 'name' | 'line1' | 'pincode', string>>;

/**
 * Issue 7 booking on a product page: add-ons with quantities and a live total, the date (from tomorrow),
 * a three-hour slot, the address with a served pincode, and Book Now (login popup if needed) -> /checkout.
 */
export default function BookingPanel({
  context,
  product,
  addons,
  categoryName,
  saved = null,
}: {
  context: DecorationContext;
  product: ProductPublic;
  addons: AddonPublic[];
  categoryName: string;
  /** The customer's earlier draft for this product (back from /checkout): the form starts from it. */
  saved?: DecorationDraft | null;
}) {
  const router = useRouter();
  const now = useClientNow();
  const isLoggedIn = useIsLoggedIn();
  const { openLogin } = useSessionUi();
  const [quantities, setQuantities] = useState<Record<string, number>>(() =>
    Object.fromEntries(saved?.addons.map((a) => [a.slug, a.quantity]) ?? []),
  );
  const [eventDate, setEventDate] = useState(saved?.eventDate ?? '');
  const [slotId, setSlotId] = useState(saved?.slotId ?? '');
  const [address, setAddress] = useState<AddressValue>({
    name: saved?.address.name ?? '',
    line1: saved?.address.line1 ?? '',
    landmark: saved?.address.landmark ?? '',
    pincode: saved?.address.pincode ?? '',
  });
  const [note, setNote] = useState(saved?.note ?? '');
  const [errors, setErrors] = useState<Errors>({});
  const { area, message: pincodeMessage } = usePincodeArea(address.pincode);
  // a new pincode gets a fresh check: drop the error shown for the previous one
  const changeAddress = (next: AddressValue) => {
    if (next.pincode !== address.pincode) setErrors((current) => ({ ...current, pincode: undefined }));
    setAddress(next);
  };

  const chosen = addons
    .filter((a) => (quantities[a.slug] ?? 0) > 0)
    .map((a) => ({ slug: a.slug, name: a.name, price: a.price, quantity: quantities[a.slug]! }));
  const bill = decorationBill({
    productPrice: product.price,
    addons: chosen.map((a) => ({ name: a.name, unitPrice: a.price, quantity: a.quantity })),
  });
  const setQuantity = (addon: AddonPublic, quantity: number) =>
    setQuantities((q) => ({ ...q, [addon.slug]: Math.max(0, Math.min(addon.maxQuantity, quantity)) }));

  const onBook = async () => {
    if (!now) return;
    const found: Errors = addressErrors(address, area, pincodeMessage);
    // city pages preselect their city: a pincode elsewhere is pointed out before booking
    if (area && context.place && area.citySlug !== context.place.citySlug) {
      found.pincode = `This pincode is in ${area.city}, not ${context.place.cityName}. Please check it.`;
    }
    if (!eventDate || !isDecorationDateBookable(eventDate, now)) found.eventDate = 'Please choose a date from tomorrow';
    if (!findSlot(DECORATION_SLOTS, slotId)) found.slotId = 'Please choose a time slot';
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    if (!isLoggedIn) return openLogin();
    // The persisted selection (spec 3 slice) keeps the choice from here to checkout across reloads;
    // Redux is loaded only now, so the product page's first visit stays light.
    const [{ persistSelection }, slice] = await Promise.all([import('../../store/persistSelection'), import('../../store/selectionSlice')]);
    await persistSelection((dispatch) => {
      dispatch(slice.setOrderType(ORDER_TYPE.DECORATION));
      dispatch(slice.setCatValue(product.category));
      dispatch(slice.setSubCategory(categoryName));
      dispatch(slice.setImgAlt(product.name));
      dispatch(
        slice.setProduct({
          _id: product._id,
          name: product.name,
          slug: product.slug,
          price: product.price,
          image: product.images[0] ?? null,
        }),
      );
    });
    const attribution = context.source === 'organic' ? readAttribution() : { ...readAttribution(), source: context.source };
    saveDecorationDraft({
      productSlug: product.slug,
      productPath: router.asPath.split('?')[0] ?? '',
      addons: chosen,
      eventDate,
      slotId,
      address: servedAddress(address, area!),
      note: note.trim() || undefined,
      total: bill.total,
      attribution,
      idempotencyKey: newIdempotencyKey(),
    });
    void router.push('/checkout');
  };

  return (
    <div className={styles.panel} data-testid="booking-panel">
      {addons.length > 0 && (
        <section aria-labelledby="addons-heading">
          <h2 id="addons-heading" className={styles.sectionTitle}>
            Add-ons
          </h2>
          {addons.map((addon) => {
            const quantity = quantities[addon.slug] ?? 0;
            return (
              <div key={addon.slug} className={styles.addon}>
                <span>
                  {addon.name} · {formatRupees(addon.price)}
                </span>
                <span className={styles.qty}>
                  <button
                    type="button"
                    className={styles.qtyButton}
                    aria-label={`One ${addon.name} less`}
                    disabled={quantity === 0}
                    onClick={() => setQuantity(addon, quantity - 1)}
                  >
                    −
                  </button>
                  <span aria-live="polite" aria-label={`${addon.name} quantity`}>
                    {quantity}
                  </span>
                  <button
                    type="button"
                    className={styles.qtyButton}
                    aria-label={`One ${addon.name} more`}
                    disabled={quantity >= addon.maxQuantity}
                    onClick={() => setQuantity(addon, quantity + 1)}
                  >
                    +
                  </button>
                </span>
              </div>
            );
          })}
        </section>
      )}
      {context.place && (
        <p className={styles.lead}>
          Decoration at your home in {context.place.localityName ? `${context.place.localityName}, ` : ''}
          {context.place.cityName}.
        </p>
      )}
      <h2 className={styles.sectionTitle}>Date and time</h2>
      <label className={styles.field}>
        Date
        <input
          className={styles.input}
          type="date"
          value={eventDate}
          min={now ? istDate(new Date(now.getTime() + 86_400_000)) : undefined}
          max={now ? maxBookingDate(now) : undefined}
          aria-invalid={Boolean(errors.eventDate)}
          onChange={(e) => setEventDate(e.target.value)}
        />
      </label>
      {errors.eventDate && <span className={styles.error}>{errors.eventDate}</span>}
      <fieldset style={{ border: 0, padding: 0, margin: '12px 0' }}>
        <legend style={{ fontWeight: 600, marginBottom: 6 }}>Time slot (decorators arrive in the first hour and finish by its end)</legend>
        <div className={styles.slots}>
          {DECORATION_SLOTS.map((slot) => (
            <button
              key={slot.id}
              type="button"
              className={styles.slot}
              aria-pressed={slotId === slot.id}
              onClick={() => setSlotId(slot.id)}
            >
              {slot.label}
            </button>
          ))}
        </div>
        {errors.slotId && <span className={styles.error}>{errors.slotId}</span>}
      </fieldset>
      <AddressFields
        value={address}
        onChange={changeAddress}
        area={area}
        pincodeMessage={pincodeMessage}
        note={note}
        onNoteChange={setNote}
        errors={errors}
        noteLabel="Note for the decorator (optional)"
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
        Book Now · {formatRupees(bill.total)}
      </button>
    </div>
  );
}
