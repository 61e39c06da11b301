import { CHEF_SLOTS, findSlot } from '../../lib/booking';
import { ORDER_TYPE } from '../../lib/constants';
import { formatDate, formatRupees } from '../../lib/format';
import { chefBill } from '../../lib/pricing';
import { ROUTES } from '../../lib/routes';
import { useDraft } from '../../store/drafts';
import { toAddressInput } from '../common/address';
import AddressSummary from '../common/AddressSummary';
import BillSummary from '../common/BillSummary';
import ButtonLink from '../common/ButtonLink';
import ConfirmOrderActions from '../common/ConfirmOrderActions';
import ui from '../common/ui.module.css';
import CheckoutPolicy from '../payments/CheckoutPolicy';
import CheckoutPaymentIsland from '../payments/CheckoutPaymentIsland';
import { useOrderConfirmation } from '../common/useOrderConfirmation';
import BookingProgress from './BookingProgress';
import styles from './chef.module.css';
import stepStyles from './steps.module.css';

/**
 * Step 3 of the chef booking (issue 5): the summary, the bill, the cancellation table and policy and Confirm,
 * which places the tab's chef draft with its idempotency key (a repeated tap never books twice), clears it
 * once the order is placed and goes straight on to the payment of the advance (issue 12: paying books it).
 */
export default function ChefCheckoutScreen() {
  const [draft] = useDraft('chef');
  const { busy, error, placed, submit } = useOrderConfirmation('chef');

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
  if (!draft || draft.dishes.length === 0 || !draft.eventDate || !draft.slotId || !draft.area) {
    return (
      <div className={`${ui.container} ${styles.screen}`}>
        <BookingProgress current={2} />
        <h1 className={styles.heading}>Confirm Order</h1>
        <p className={styles.notice}>Your booking details were not found. Please start again.</p>
        <ButtonLink href={draft?.dishes.length ? ROUTES.chefOrderDetails : ROUTES.chef}>
          {draft?.dishes.length ? 'Choose the date and address' : 'Choose dishes'}
        </ButtonLink>
      </div>
    );
  }

  const bill = chefBill({ dishRates: draft.dishes.map((d) => d.dish_rate), people: draft.people });
  const slot = findSlot(CHEF_SLOTS, draft.slotId);
  const confirm = () =>
    submit(
      {
        orderType: ORDER_TYPE.CHEF,
        dishIds: draft.dishes.map((d) => d._id),
        people: draft.people,
        eventDate: draft.eventDate,
        slotId: draft.slotId,
        address: toAddressInput(draft.address),
        note: draft.note,
        expectedTotal: bill.total,
      },
      draft.idempotencyKey,
    );

  return (
    <div className={`${ui.container} ${styles.screen}`}>
      <BookingProgress current={2} />
      <h1 className={styles.heading}>Confirm Order</h1>
      <div className={stepStyles.layout}>
        <div>
          <section className={stepStyles.card} aria-labelledby="summary-heading" data-testid="checkout-summary">
            <h2 id="summary-heading" className={stepStyles.cardTitle}>
              Chef for Party
            </h2>
            <p>
              <strong>{formatDate(draft.eventDate)}</strong>, chef arrives {slot?.label ?? draft.slotId}
            </p>
            <p>
              {draft.people} {draft.people === 1 ? 'person' : 'people'} · {draft.dishes.length} dishes
            </p>
            <ul className={stepStyles.list}>
              {draft.dishes.map((d) => (
                <li key={d._id}>
                  {d.name}: {formatRupees(d.dish_rate)}
                </li>
              ))}
            </ul>
            <AddressSummary address={draft.address} area={draft.area} />
            {draft.note.trim() && <p>Note for the chef: {draft.note.trim()}</p>}
          </section>
          <CheckoutPolicy />
        </div>
        <div>
          <BillSummary lines={bill.lines} />
          {error && (
            <div className={stepStyles.alert} role="alert">
              {error.text}
              {error.status === 409 && (
                <div style={{ marginTop: 8 }}>
                  <ButtonLink href={ROUTES.chef} variant="outlined" size="small">
                    Review dishes
                  </ButtonLink>
                </div>
              )}
            </div>
          )}
          <ConfirmOrderActions busy={busy} onConfirm={() => void confirm()} backHref={ROUTES.chefOrderDetails} />
        </div>
      </div>
    </div>
  );
}
