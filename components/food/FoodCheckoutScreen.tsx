import { useState } from 'react';
import { findSlot, FOOD_ORDER_TYPE, FOOD_SLOTS, type FoodService } from '../../lib/booking';
import { formatDate } from '../../lib/format';
import { foodSelectDatePath } from '../../lib/routes';
import { FSSAI_LICENCE } from '../../lib/site';
import { useDraft, type FoodDraft } from '../../store/drafts';
import BookingProgress from '../chef/BookingProgress';
import styles from '../chef/chef.module.css';
import { checkAddress, onAddressChange, toAddressInput, usePincodeVerifier, type AddressField } from '../common/address';
import AddressFields from '../common/AddressFields';
import BillSummary from '../common/BillSummary';
import stepStyles from '../common/bookingForm.module.css';
import ButtonLink from '../common/ButtonLink';
import ConfirmOrderActions from '../common/ConfirmOrderActions';
import ui from '../common/ui.module.css';
import { useOrderConfirmation } from '../common/useOrderConfirmation';
import { usePincodeCheck } from '../common/usePincodeCheck';
import CheckoutPolicy from '../payments/CheckoutPolicy';
import CheckoutPaymentIsland from '../payments/CheckoutPaymentIsland';
import food from './food.module.css';
import { categoryOf, draftBill, FOOD_SERVICE_NAME, foodFlowOf, newFoodDraft } from './foodDraft';

/**
 * Step 3 of a party-food booking (issue 13): the summary, the address with its pincode check, a note stored with
 * the order, every bill line with the 65% advance and the balance, the cancellation table, the kitchen's FSSAI
 * licence, and Confirm (a login prompt when logged out), which places the order with the draft's idempotency
 * key and goes straight on to the payment of the advance (issue 12: paying books it).
 */
export default function FoodCheckoutScreen({ service }: { service: FoodService }) {
  const flow = foodFlowOf(service);
  const [draft, updateDraft] = useDraft(flow);
  const { busy, error, placed, submit } = useOrderConfirmation(flow);
  const [errors, setErrors] = useState<Partial<Record<AddressField, string>>>({});
  const [checking, setChecking] = useState(false);
  const form = draft ?? newFoodDraft(service);
  const change = (changes: Partial<FoodDraft>) => updateDraft((current) => ({ ...(current ?? newFoodDraft(service)), ...changes }));
  const pincode = usePincodeCheck(form.address.pincode);
  const verifyPincode = usePincodeVerifier();
  const stepTwo = foodSelectDatePath(categoryOf(service));

  if (draft === undefined) return <div className={`${ui.container} ${styles.screen}`} />;
  if (placed) {
    return (
      <div className={`${ui.container} ${styles.screen}`}>
        <BookingProgress current={2} />
        <h1 className={styles.heading}>Pay the advance</h1>
        <CheckoutPaymentIsland order={placed} />
      </div>
    );
  }
  const bill = draftBill(service, form);
  const slot = findSlot(FOOD_SLOTS, form.slotId);
  if (!draft || !bill || !form.eventDate || !slot) {
    return (
      <div className={`${ui.container} ${styles.screen}`}>
        <BookingProgress current={2} />
        <h1 className={styles.heading}>Confirm Order</h1>
        <p className={styles.notice}>Your booking details were not found. Please start again.</p>
        <ButtonLink href={stepTwo}>Choose guests, date and time</ButtonLink>
      </div>
    );
  }

  const confirm = async () => {
    setChecking(true);
    const { errors: found, area } = await checkAddress(form.address, verifyPincode);
    setChecking(false);
    setErrors(found);
    if (Object.keys(found).length > 0 || !area) return;
    change({ area: { city: area.city, locality: area.locality } });
    await submit(
      {
        orderType: FOOD_ORDER_TYPE[service],
        dishIds: form.dishes.map((d) => d._id),
        ...(form.packageId ? { packageId: form.packageId } : {}),
        guests: form.guests,
        extras: form.extras,
        eventDate: form.eventDate,
        slotId: form.slotId,
        address: toAddressInput(form.address),
        note: form.note,
        expectedTotal: bill.total,
        attribution: form.attribution,
      },
      draft.idempotencyKey,
    );
  };

  return (
    <div className={`${ui.container} ${styles.screen}`}>
      <BookingProgress current={2} />
      <h1 className={styles.heading}>Confirm Order</h1>
      <div className={stepStyles.layout}>
        <div>
          <section className={stepStyles.card} aria-labelledby="summary-heading" data-testid="checkout-summary">
            <h2 id="summary-heading" className={stepStyles.cardTitle}>
              {FOOD_SERVICE_NAME[service]}
            </h2>
            <p>
              <strong>{formatDate(form.eventDate)}</strong>, {service === 'delivery' ? 'delivery' : 'serving starts'} {slot.label}
            </p>
            <p>
              {form.guests} guests · {form.dishes.length} {form.dishes.length === 1 ? 'dish' : 'dishes'}
            </p>
            <ul className={stepStyles.list}>
              {form.dishes.map((d) => (
                <li key={d._id}>{d.name}</li>
              ))}
            </ul>
            <ButtonLink href={stepTwo} variant="text" size="small">
              Change guests, date or time
            </ButtonLink>
          </section>
          <AddressFields
            value={form.address}
            onChange={onAddressChange(form.address, setErrors, (address) => change({ address }))}
            pincode={pincode}
            note={form.note}
            onNoteChange={(note) => change({ note })}
            errors={errors}
            noteLabel="Note for the kitchen (optional): spice level, allergies, where to deliver"
          />
          <CheckoutPolicy />
        </div>
        <div>
          <BillSummary lines={bill.lines} testId="food-bill" />
          {FSSAI_LICENCE && <p className={food.licence}>Cooked in an FSSAI-licensed kitchen. Licence no. {FSSAI_LICENCE}</p>}
          {error && (
            <div className={stepStyles.alert} role="alert">
              {error.text}
            </div>
          )}
          <ConfirmOrderActions busy={busy || checking} onConfirm={() => void confirm()} backHref={stepTwo} />
        </div>
      </div>
    </div>
  );
}
