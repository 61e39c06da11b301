import { useState } from 'react';
import { CHEF_SLOTS, earliestChefDate, findSlot, isChefSlotBookable } from '../../lib/booking';
import { MIN_BOOKING_LEAD_HOURS, ORDER_TYPE } from '../../lib/constants';
import { ROUTES } from '../../lib/routes';
import { useDraft, type PhotographyDraft } from '../../store/drafts';
import styles from '../chef/chef.module.css';
import { checkAddress, onAddressChange, toAddressInput, usePincodeVerifier, type AddressField } from '../common/address';
import AddressFields from '../common/AddressFields';
import BillSummary from '../common/BillSummary';
import stepStyles from '../common/bookingForm.module.css';
import ButtonLink from '../common/ButtonLink';
import ConfirmOrderActions from '../common/ConfirmOrderActions';
import DateSlotFields from '../common/DateSlotFields';
import ui from '../common/ui.module.css';
import { useClientNow } from '../common/useClientNow';
import { useOrderConfirmation } from '../common/useOrderConfirmation';
import { usePincodeCheck } from '../common/usePincodeCheck';
import CheckoutPaymentIsland from '../payments/CheckoutPaymentIsland';
import CheckoutPolicy from '../payments/CheckoutPolicy';
import { photographyDraftBill } from './photographyDraft';

type Errors = Partial<Record<'eventDate' | 'slotId' | AddressField, string>>;

/**
 * /photography-checkout (issue 14): the package with its add-ons and extra hours from the product page, the date
 * and a one-hour arrival slot 07:00-22:00 (the start at least 24 hours ahead, IST), the address with its pincode
 * check, a note, every bill line with the 35% advance and the balance, the cancellation table, then Confirm (a
 * login prompt when logged out), which places the order with the draft's idempotency key and goes straight on
 * to the payment of the advance (issue 12: paying books it).
 */
export default function PhotographyCheckoutScreen() {
  const [draft, updateDraft] = useDraft('photography');
  const { busy, error, placed, submit } = useOrderConfirmation('photography');
  const now = useClientNow();
  const [errors, setErrors] = useState<Errors>({});
  const [checking, setChecking] = useState(false);
  const pincode = usePincodeCheck(draft?.address.pincode ?? '');
  const verifyPincode = usePincodeVerifier();

  if (draft === undefined) return <div className={`${ui.container} ${styles.screen}`} />;
  if (placed) {
    return (
      <div className={`${ui.container} ${styles.screen}`}>
        <h1 className={styles.heading}>Pay the advance</h1>
        <CheckoutPaymentIsland order={placed} />
      </div>
    );
  }
  if (!draft) {
    return (
      <div className={`${ui.container} ${styles.screen}`}>
        <h1 className={styles.heading}>Checkout</h1>
        <p className={styles.notice}>Your booking details were not found. Please choose a photography package.</p>
        <ButtonLink href={ROUTES.photography}>Photography packages</ButtonLink>
      </div>
    );
  }
  const change = (changes: Partial<PhotographyDraft>) => updateDraft((current) => ({ ...(current ?? draft), ...changes }));
  const bill = photographyDraftBill(draft);
  const { package: pkg } = draft;

  const confirm = async () => {
    if (!now) return;
    const slot = findSlot(CHEF_SLOTS, draft.slotId);
    setChecking(true);
    const { errors: found, area } = await checkAddress(draft.address, verifyPincode);
    setChecking(false);
    const problems: Errors = { ...found };
    if (!draft.eventDate) problems.eventDate = 'Please choose a date';
    if (!slot) problems.slotId = 'Please choose an arrival time';
    else if (draft.eventDate && !isChefSlotBookable(draft.eventDate, slot, now))
      problems.slotId = `This time is less than ${MIN_BOOKING_LEAD_HOURS} hours away. Please choose another.`;
    setErrors(problems);
    if (Object.keys(problems).length > 0 || !area) return;
    change({ area: { city: area.city, locality: area.locality } });
    await submit(
      {
        orderType: ORDER_TYPE.PHOTOGRAPHY,
        productSlug: pkg.slug,
        addons: draft.addons.map((a) => ({ slug: a.slug, quantity: a.quantity })),
        extraHours: draft.extraHours,
        eventDate: draft.eventDate,
        slotId: draft.slotId,
        address: toAddressInput(draft.address),
        note: draft.note,
        expectedTotal: bill.total,
        attribution: draft.attribution,
      },
      draft.idempotencyKey,
    );
  };

  return (
    <div className={`${ui.container} ${styles.screen}`}>
      <h1 className={styles.heading}>Checkout</h1>
      <div className={stepStyles.layout}>
        <div>
          <section className={stepStyles.card} aria-labelledby="summary-heading" data-testid="checkout-summary">
            <h2 id="summary-heading" className={stepStyles.cardTitle}>
              {pkg.name}
            </h2>
            <p>{`${pkg.hours + draft.extraHours} hours of coverage from arrival · ${pkg.editedPhotos} edited photos`}</p>
            {draft.addons.length > 0 && (
              <ul className={stepStyles.list}>
                {draft.addons.map((a) => (
                  <li key={a.slug}>{a.quantity > 1 ? `${a.name} × ${a.quantity}` : a.name}</li>
                ))}
              </ul>
            )}
            <ButtonLink href={pkg.path} variant="text" size="small">
              Change add-ons
            </ButtonLink>
          </section>
          <section className={stepStyles.card} aria-labelledby="when-heading">
            <h2 id="when-heading" className={stepStyles.cardTitle}>
              When
            </h2>
            <DateSlotFields
              eventDate={draft.eventDate}
              onDateChange={(eventDate) => change({ eventDate, slotId: '' })}
              slotId={draft.slotId}
              onSlotChange={(slotId) => change({ slotId })}
              now={now}
              slots={CHEF_SLOTS}
              isBookable={isChefSlotBookable}
              earliestDate={earliestChefDate}
              hint={`Book at least ${MIN_BOOKING_LEAD_HOURS} hours in advance.`}
              legend="Photographer arrival time"
              errors={errors}
            />
          </section>
          <AddressFields
            value={draft.address}
            onChange={onAddressChange(draft.address, setErrors, (address) => change({ address }))}
            pincode={pincode}
            note={draft.note}
            onNoteChange={(note) => change({ note })}
            errors={errors}
            noteLabel="Note for the photographer (optional): the occasion, must-have shots, parking"
          />
          <CheckoutPolicy />
        </div>
        <div>
          <BillSummary lines={bill.lines} testId="photography-bill" />
          {error && (
            <div className={stepStyles.alert} role="alert">
              {error.text}
            </div>
          )}
          <ConfirmOrderActions busy={busy || checking} onConfirm={() => void confirm()} backHref={pkg.path} />
        </div>
      </div>
    </div>
  );
}
