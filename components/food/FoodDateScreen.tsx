import { useRouter } from 'next/router';
import { useState } from 'react';
import { earliestFoodDate, findSlot, FOOD_LEAD_HOURS, FOOD_SLOTS, isFoodSlotBookable, type FoodService } from '../../lib/booking';
import { formatRupees } from '../../lib/format';
import { DISPOSABLES_PER_GUEST, quantityTable, SERVING_TABLES_CHARGE } from '../../lib/pricing';
import { foodDishesPath, ROUTES } from '../../lib/routes';
import { useDraft, type FoodDraft } from '../../store/drafts';
import BookingProgress from '../chef/BookingProgress';
import styles from '../chef/chef.module.css';
import stepStyles from '../chef/steps.module.css';
import BillSummary from '../common/BillSummary';
import ButtonLink from '../common/ButtonLink';
import { withPincode } from '../common/address';
import DateSlotFields from '../common/DateSlotFields';
import LazyMessagePopup from '../common/LazyMessagePopup';
import { KEEP_CLEAR } from '../common/keepClear';
import ui from '../common/ui.module.css';
import { useClientNow } from '../common/useClientNow';
import { useT } from '../i18n/I18nProvider';
import food from './food.module.css';
import FoodInclusions from './FoodInclusions';
import { categoryOf, draftBill, foodFlowOf, newFoodDraft } from './foodDraft';
import GuestPicker from './GuestPicker';
import QuantityTable from './QuantityTable';

type Errors = Partial<Record<'pincode' | 'eventDate' | 'slotId', string>>;

/** The slots route's key of each food service (lib/services). */
const SERVICE_KEY = { delivery: 'food-delivery', buffet: 'buffet' } as const;

/**
 * Step 2 of a party-food booking: guests (delivery 10-100, buffet 20-100, in fives or typed; more
 * goes to the bulk enquiry), the quantity of every dish, the complimentary items, the inclusions, the opt-in
 * extra (never ticked for the customer), the live bill, the party's pincode, a date and a one-hour slot someone can
 * serve there (delivery 24 hours ahead, buffet 48). Continue refuses food under ₹3,000 with the "Add More" popup, then goes to the checkout.
 */
export default function FoodDateScreen({ service }: { service: FoodService }) {
  const router = useRouter();
  const t = useT('food');
  const now = useClientNow();
  const [draft, updateDraft] = useDraft(foodFlowOf(service));
  const [errors, setErrors] = useState<Errors>({});
  const [minimumPopup, setMinimumPopup] = useState(false);
  const form = draft ?? newFoodDraft(service);
  const change = (changes: Partial<FoodDraft>) => updateDraft((current) => ({ ...(current ?? newFoodDraft(service)), ...changes }));
  const dishesHref = foodDishesPath(categoryOf(service));
  const leadHours = FOOD_LEAD_HOURS[service];
  const bill = draftBill(service, form);

  const onContinue = () => {
    if (!bill || !now) return;
    const slot = findSlot(FOOD_SLOTS, form.slotId);
    const found: Errors = {};
    if (!/^\d{6}$/.test(form.address.pincode)) found.pincode = t('date.pincodeError');
    if (!form.eventDate) found.eventDate = t('date.dateError');
    if (!slot) found.slotId = t(service === 'delivery' ? 'date.slotErrorDelivery' : 'date.slotErrorBuffet');
    else if (form.eventDate && !isFoodSlotBookable(service, form.eventDate, slot, now))
      found.slotId = t('date.tooSoon', { hours: leadHours });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    if (!bill.meetsMinimum) return setMinimumPopup(true);
    void router.push({ pathname: ROUTES.foodCheckout, query: { service: categoryOf(service) } });
  };

  const extra =
    service === 'delivery'
      ? { key: 'disposables' as const, label: t('date.disposables', { price: formatRupees(DISPOSABLES_PER_GUEST) }) }
      : { key: 'tables' as const, label: t('date.tables', { price: formatRupees(SERVING_TABLES_CHARGE) }) };

  return (
    <div className={`${ui.container} ${styles.screen}`}>
      <BookingProgress current={1} />
      <h1 className={styles.heading}>{t('date.heading')}</h1>
      <p className={styles.banner}>{t('date.banner', { service: t(`service.${service}`) })}</p>
      {draft !== undefined && form.dishes.length === 0 && (
        <div>
          <p className={styles.notice}>{t('date.chooseFirst')}</p>
          <ButtonLink href={dishesHref}>{t('date.chooseDishes')}</ButtonLink>
        </div>
      )}
      <div className={stepStyles.layout}>
        <div>
          <section className={stepStyles.card} aria-labelledby="guests-heading" {...KEEP_CLEAR}>
            <h2 id="guests-heading" className={stepStyles.cardTitle}>
              {t('date.guestsHeading')}
            </h2>
            <GuestPicker service={service} guests={form.guests} onChange={(guests) => change({ guests })} />
            <label className={food.checkbox}>
              <input
                type="checkbox"
                checked={form.extras[extra.key]}
                onChange={(e) => change({ extras: { ...form.extras, [extra.key]: e.target.checked } })}
              />
              <span>{extra.label}</span>
            </label>
          </section>
          <section className={stepStyles.card} aria-labelledby="when-heading">
            <h2 id="when-heading" className={stepStyles.cardTitle}>
              {t(service === 'delivery' ? 'date.whenDelivery' : 'date.whenBuffet')}
            </h2>
            <DateSlotFields
              eventDate={form.eventDate}
              onDateChange={(eventDate) => change({ eventDate, slotId: '' })}
              slotId={form.slotId}
              onSlotChange={(slotId) => change({ slotId })}
              now={now}
              slots={FOOD_SLOTS}
              isBookable={(date, slot, at) => isFoodSlotBookable(service, date, slot, at)}
              earliestDate={(at) => earliestFoodDate(service, at)}
              hint={t('date.hint', { hours: leadHours })}
              legend={t(service === 'delivery' ? 'date.legendDelivery' : 'date.legendBuffet')}
              errors={errors}
              availability={{
                service: SERVICE_KEY[service],
                pincode: form.address.pincode,
                // the checkout's address form starts with this pincode
                onPincodeChange: (pincode, prefill) => {
                  if (prefill) return updateDraft((current) => withPincode(current ?? newFoodDraft(service), pincode));
                  setErrors(({ pincode: _was, ...rest }) => rest);
                  change({ address: { ...form.address, pincode } });
                },
                pincodeError: errors.pincode,
              }}
            />
          </section>
          <section className={stepStyles.card}>
            <FoodInclusions service={service} />
          </section>
        </div>
        <div>
          {form.dishes.length > 0 && (
            <section className={stepStyles.card}>
              <QuantityTable quantities={quantityTable(form.dishes, form.guests)} guests={form.guests} />
              <ButtonLink href={dishesHref} variant="text" size="small">
                {t('date.changeDishes')}
              </ButtonLink>
            </section>
          )}
          {bill && <BillSummary lines={bill.lines} testId="food-bill" />}
        </div>
      </div>
      <div className={styles.continueBar}>
        <span className={styles.continueSummary}>{t('date.total', { total: bill ? formatRupees(bill.total) : '…' })}</span>
        <button type="button" className={styles.continueButton} disabled={!bill || !now} onClick={onContinue}>
          {t('date.continue')}
        </button>
      </div>
      <LazyMessagePopup
        open={minimumPopup}
        onClose={() => setMinimumPopup(false)}
        img="/images/icons/order-warning.svg"
        title={t('date.minimumTitle')}
        body={t('date.minimumBody')}
        button={t('date.addMore')}
        onButtonClick={() => void router.push(dishesHref)}
      />
    </div>
  );
}
