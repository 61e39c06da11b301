import { useRouter } from 'next/router';
import { useEffect, useRef, useState } from 'react';
import { CHEF_SLOTS, findSlot, isChefSlotBookable } from '../../lib/booking';
import { formatRupees } from '../../lib/format';
import { chefBill, MIN_ORDER_TOTAL } from '../../lib/pricing';
import { ROUTES } from '../../lib/routes';
import { useChefRequirementsQuery } from '../../store/catalogApi';
import { useDraft, type ChefDraft } from '../../store/drafts';
import { useSessionUi } from '../auth/SessionUi';
import { useIsLoggedIn } from '../auth/useIsLoggedIn';
import { checkAddress, clearErrors, onAddressChange, usePincodeVerifier, withPincode, type AddressField } from '../common/address';
import AddressFields from '../common/AddressFields';
import BillSummary from '../common/BillSummary';
import ButtonLink from '../common/ButtonLink';
import LazyMessagePopup from '../common/LazyMessagePopup';
import { useT } from '../i18n/I18nProvider';
import ui from '../common/ui.module.css';
import { useClientNow } from '../common/useClientNow';
import { useDebouncedValue } from '../common/useDebouncedValue';
import { useFirstErrorFocus } from '../common/useFirstErrorFocus';
import { usePincodeCheck } from '../common/usePincodeCheck';
import BookingProgress from './BookingProgress';
import { dishesFromQuery, newChefDraft } from './chefDraft';
import styles from './chef.module.css';
import RequirementsPanel from './RequirementsPanel';
import SchedulePicker from './SchedulePicker';
import stepStyles from './steps.module.css';

type Errors = Partial<Record<'people' | 'eventDate' | 'slotId' | AddressField, string>>;

/** Milliseconds the people count must rest before the ingredient list is asked for again. */
const PEOPLE_SETTLE_MS = 250;

/**
 * Step 2 of the chef booking: people, date, arrival slot, address with a served pincode, a
 * note, what to keep ready, and the live bill. Everything typed goes into the tab's chef draft at once
 * (a reload or a login loses nothing); Continue checks it and goes to step 3 (login asked here). Texts: the `chef`
 * and `booking` domains.
 */
export default function ChefOrderDetailsScreen() {
  const router = useRouter();
  const t = useT('chef');
  const now = useClientNow();
  const isLoggedIn = useIsLoggedIn();
  const { openLogin } = useSessionUi();
  const [draft, updateDraft] = useDraft('chef');
  const [errors, setErrors] = useState<Errors>({});
  const [minimumPopup, setMinimumPopup] = useState(false);
  const formRef = useRef<HTMLDivElement>(null);
  const showFirstError = useFirstErrorFocus(formRef);

  // A Continue link opened in a tab that has no draft (spec 2 query): start the draft from its dishes.
  const queryDishes = router.isReady && draft !== undefined && !draft?.dishes.length ? dishesFromQuery(router.query) : null;
  useEffect(() => {
    if (queryDishes) updateDraft((current) => ({ ...(current ?? newChefDraft()), dishes: queryDishes }));
  }, [queryDishes, updateDraft]);

  const form = draft ?? newChefDraft();
  const dishes = form.dishes.length > 0 ? form.dishes : null;
  const change = (changes: Partial<ChefDraft>) => updateDraft((current) => ({ ...(current ?? newChefDraft()), ...changes }));
  const pincode = usePincodeCheck(form.address.pincode);
  // the pincode asked above the date and the address form's own field are one value
  const saveAddress = onAddressChange(form.address, setErrors, (address) => change({ address }));
  const verifyPincode = usePincodeVerifier();
  const people = useDebouncedValue(form.people, PEOPLE_SETTLE_MS);
  const requirements = useChefRequirementsQuery({ dishIds: dishes?.map((d) => d._id) ?? [], people }, { skip: !dishes });

  if (draft !== undefined && router.isReady && !dishes && !queryDishes) {
    return (
      <div className={`${ui.container} ${styles.screen}`}>
        <BookingProgress current={1} />
        <h1 className={styles.heading}>{t('details.heading')}</h1>
        <p className={styles.notice}>{t('details.chooseFirst')}</p>
        <ButtonLink href={ROUTES.chef}>{t('details.chooseDishes')}</ButtonLink>
      </div>
    );
  }

  const bill = dishes ? chefBill({ dishRates: dishes.map((d) => d.dish_rate), people: form.people }) : null;
  const slot = findSlot(CHEF_SLOTS, form.slotId);

  const onContinue = async () => {
    if (!dishes || !bill || !now) return;
    const { errors: addressProblems, area } = await checkAddress(form.address, verifyPincode);
    const found: Errors = { ...addressProblems };
    if (!form.eventDate) found.eventDate = t('details.errorDate');
    if (!slot) found.slotId = t('details.errorSlot');
    else if (form.eventDate && !isChefSlotBookable(form.eventDate, slot, now)) found.slotId = t('details.errorLead');
    setErrors(found);
    if (Object.keys(found).length > 0) return showFirstError();
    if (!bill.meetsMinimum) return setMinimumPopup(true);
    change({ area: area && { city: area.city, locality: area.locality } });
    // logging in here carries on to the checkout without a second tap
    const toCheckout = () => void router.push(ROUTES.chefCheckout);
    if (!isLoggedIn) return openLogin(toCheckout);
    toCheckout();
  };

  return (
    <div className={`${ui.container} ${styles.screen}`}>
      <BookingProgress current={1} />
      <h1 className={styles.heading}>{t('details.heading')}</h1>
      <div className={stepStyles.layout}>
        <div ref={formRef}>
          <SchedulePicker
            people={form.people}
            onPeopleChange={(value) => change({ people: value })}
            eventDate={form.eventDate}
            onDateChange={(date) => {
              // a new date clears the slot: its error then asks for a slot again only at Continue
              setErrors((current) => clearErrors(current, ['eventDate', 'slotId']));
              change({ eventDate: date, slotId: '' });
            }}
            slotId={form.slotId}
            onSlotChange={(slotId) => {
              setErrors((current) => clearErrors(current, ['slotId']));
              change({ slotId });
            }}
            now={now}
            errors={errors}
            availability={{
              service: 'chef',
              pincode: form.address.pincode,
              onPincodeChange: (typed, prefill) =>
                prefill
                  ? updateDraft((current) => withPincode(current ?? newChefDraft(), typed))
                  : saveAddress({ ...form.address, pincode: typed }),
              pincodeError: errors.pincode,
              ...(dishes && { dishes: dishes.length }),
            }}
          />
          <AddressFields
            value={form.address}
            onChange={saveAddress}
            pincode={pincode}
            note={form.note}
            onNoteChange={(note) => change({ note })}
            errors={errors}
          />
        </div>
        <div>
          {dishes && (
            <section className={stepStyles.card} aria-labelledby="dishes-heading">
              <h2 id="dishes-heading" className={stepStyles.cardTitle}>
                {t('details.yourDishes', { count: dishes.length })}
              </h2>
              <ul className={stepStyles.list}>
                {dishes.map((d) => (
                  <li key={d._id}>{t('details.dishLine', { name: d.name, price: formatRupees(d.dish_rate) })}</li>
                ))}
              </ul>
              <ButtonLink href={ROUTES.chef} variant="text" size="small">
                {t('details.changeDishes')}
              </ButtonLink>
            </section>
          )}
          {bill && <BillSummary lines={bill.lines} />}
          {dishes && <RequirementsPanel query={requirements} people={people} />}
        </div>
      </div>
      <div className={styles.continueBar}>
        <span className={styles.continueSummary}>{t('details.total', { amount: bill ? formatRupees(bill.total) : '…' })}</span>
        <button type="button" className={styles.continueButton} disabled={!bill || !now} onClick={() => void onContinue()}>
          {t('continue')}
        </button>
      </div>
      <LazyMessagePopup
        open={minimumPopup}
        onClose={() => setMinimumPopup(false)}
        img="/images/icons/order-warning.svg"
        title={t('details.minimumTitle', { amount: formatRupees(MIN_ORDER_TOTAL) })}
        body={t('details.minimumBody')}
        button={t('ok')}
      />
    </div>
  );
}
