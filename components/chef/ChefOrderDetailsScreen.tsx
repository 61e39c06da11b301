import { useRouter } from 'next/router';
import { useEffect, useMemo, useState } from 'react';
import { findSlot, CHEF_SLOTS, isChefSlotBookable } from '../../lib/booking';
import { formatRupees } from '../../lib/format';
import { chefBill, MIN_ORDER_TOTAL } from '../../lib/pricing';
import { ROUTES } from '../../lib/routes';
import { fetchChefRequirements, type ChefRequirements } from '../../services/catalog';
import { usePincodeArea } from '../common/usePincodeArea';
import { useSessionUi } from '../auth/SessionUi';
import { useIsLoggedIn } from '../auth/useIsLoggedIn';
import ButtonLink from '../common/ButtonLink';
import LazyMessagePopup from '../common/LazyMessagePopup';
import ui from '../common/ui.module.css';
import { useClientNow } from '../common/useClientNow';
import AddressFields, { addressErrors, servedAddress, type AddressValue } from '../common/AddressFields';
import BillSummary from '../common/BillSummary';
import BookingProgress from './BookingProgress';
import { dishesFromQuery, newIdempotencyKey, readDraft, saveDraft } from './bookingDraft';
import styles from './chef.module.css';
import RequirementsPanel from './RequirementsPanel';
import SchedulePicker from './SchedulePicker';
import stepStyles from './steps.module.css';

const DEFAULT_PEOPLE = 10;
type Errors = Partial<Record<'people' | 'eventDate' | 'slotId' | 'name' | 'line1' | 'pincode', string>>;

/**
 * Step 2 of the chef booking (issue 5): people, date, arrival slot, address with a served pincode,
 * a note, what to keep ready, and the live bill. Continue saves a draft for step 3 (login asked here).
 */
export default function ChefOrderDetailsScreen() {
  const router = useRouter();
  const now = useClientNow();
  const isLoggedIn = useIsLoggedIn();
  const { openLogin } = useSessionUi();
  const dishes = useMemo(
    () => (router.isReady ? (dishesFromQuery(router.query) ?? readDraft()?.dishes ?? null) : null),
    [router.isReady, router.query],
  );
  const [people, setPeople] = useState(DEFAULT_PEOPLE);
  const [eventDate, setEventDate] = useState('');
  const [slotId, setSlotId] = useState('');
  const [address, setAddress] = useState<AddressValue>({ name: '', line1: '', landmark: '', pincode: '' });
  const { area, message: pincodeMessage } = usePincodeArea(address.pincode);
  // a new pincode gets a fresh check: drop the error shown for the previous one
  const changeAddress = (next: AddressValue) => {
    if (next.pincode !== address.pincode) setErrors((current) => ({ ...current, pincode: undefined }));
    setAddress(next);
  };
  const [note, setNote] = useState('');
  const [requirements, setRequirements] = useState<ChefRequirements | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [minimumPopup, setMinimumPopup] = useState(false);

  const dishIds = useMemo(() => dishes?.map((d) => d._id) ?? [], [dishes]);
  useEffect(() => {
    if (dishIds.length === 0) return undefined;
    let cancelled = false;
    const timer = window.setTimeout(() => {
      fetchChefRequirements(dishIds, people)
        .then((loaded) => !cancelled && setRequirements(loaded))
        .catch((error: unknown) => console.error('Could not load the requirements', error));
    }, 250);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [dishIds, people]);

  if (router.isReady && !dishes) {
    return (
      <div className={`${ui.container} ${styles.screen}`}>
        <BookingProgress current={1} />
        <h1 className={styles.heading}>Select Date &amp; Time</h1>
        <p className={styles.notice}>Please choose your dishes first.</p>
        <ButtonLink href={ROUTES.chef}>Choose dishes</ButtonLink>
      </div>
    );
  }

  const bill = dishes ? chefBill({ dishRates: dishes.map((d) => d.dish_rate), people }) : null;
  const slot = findSlot(CHEF_SLOTS, slotId);

  const onContinue = () => {
    if (!dishes || !bill || !now) return;
    const found: Errors = addressErrors(address, area, pincodeMessage);
    if (!eventDate) found.eventDate = 'Please choose a date';
    if (!slot) found.slotId = 'Please choose an arrival time';
    else if (eventDate && !isChefSlotBookable(eventDate, slot, now))
      found.slotId = 'This time is less than 24 hours away. Please choose another.';
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    if (!bill.meetsMinimum) return setMinimumPopup(true);
    if (!isLoggedIn) return openLogin();
    saveDraft({
      dishes,
      people,
      eventDate,
      slotId,
      address: servedAddress(address, area!),
      note: note.trim() || undefined,
      total: bill.total,
      // a new draft gets a new key: only repeated Confirms of this same draft are deduplicated
      idempotencyKey: newIdempotencyKey(),
    });
    void router.push(ROUTES.chefCheckout);
  };

  return (
    <div className={`${ui.container} ${styles.screen}`}>
      <BookingProgress current={1} />
      <h1 className={styles.heading}>Select Date &amp; Time</h1>
      <div className={stepStyles.layout}>
        <div>
          <SchedulePicker
            people={people}
            onPeopleChange={setPeople}
            eventDate={eventDate}
            onDateChange={(date) => {
              setEventDate(date);
              setSlotId('');
            }}
            slotId={slotId}
            onSlotChange={setSlotId}
            now={now}
            errors={errors}
          />
          <AddressFields
            value={address}
            onChange={changeAddress}
            area={area}
            pincodeMessage={pincodeMessage}
            note={note}
            onNoteChange={setNote}
            errors={errors}
          />
        </div>
        <div>
          {dishes && (
            <section className={stepStyles.card} aria-labelledby="dishes-heading">
              <h2 id="dishes-heading" className={stepStyles.cardTitle}>
                Your dishes ({dishes.length})
              </h2>
              <ul className={stepStyles.list}>
                {dishes.map((d) => (
                  <li key={d._id}>
                    {d.name}: {formatRupees(d.dish_rate)}
                  </li>
                ))}
              </ul>
              <ButtonLink href={ROUTES.chef} variant="text" size="small">
                Change dishes
              </ButtonLink>
            </section>
          )}
          {bill && <BillSummary lines={bill.lines} />}
          <RequirementsPanel requirements={requirements} people={people} />
        </div>
      </div>
      <div className={styles.continueBar}>
        <span className={styles.continueSummary}>Total {bill ? formatRupees(bill.total) : '…'}</span>
        <button type="button" className={styles.continueButton} disabled={!bill || !now} onClick={onContinue}>
          Continue
        </button>
      </div>
      <LazyMessagePopup
        open={minimumPopup}
        onClose={() => setMinimumPopup(false)}
        img="/images/icons/order-warning.svg"
        title={`Total Order amount can not be less than ${formatRupees(MIN_ORDER_TOTAL)}`}
        body="Please add more dishes or people to continue."
        button="OK"
      />
    </div>
  );
}
