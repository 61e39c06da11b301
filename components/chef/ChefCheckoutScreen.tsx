import { useRouter } from 'next/router';
import { useMemo } from 'react';
import { CHEF_SLOTS, findSlot } from '../../lib/booking';
import { ORDER_TYPE } from '../../lib/constants';
import { formatDate, formatRupees } from '../../lib/format';
import { CANCELLATION_POLICY } from '../../lib/orders';
import { chefBill } from '../../lib/pricing';
import { ROUTES } from '../../lib/routes';
import { addOrder } from '../../services/orders';
import ButtonLink from '../common/ButtonLink';
import ConfirmOrderActions from '../common/ConfirmOrderActions';
import { useOrderConfirmation } from '../common/useOrderConfirmation';
import { useSessionItem } from '../common/useSessionItem';
import ui from '../common/ui.module.css';
import BillSummary from '../common/BillSummary';
import BookingProgress from './BookingProgress';
import { CHEF_DRAFT_KEY, clearDraft, readDraft } from './bookingDraft';
import styles from './chef.module.css';
import { clearSavedSelection } from './selectionStorage';
import stepStyles from './steps.module.css';

/**
 * Step 3 of the chef booking (issue 5): the summary, the bill, the cancellation policy and Confirm,
 * which books the order with the draft's idempotency key (a repeated tap never books twice).
 */
export default function ChefCheckoutScreen() {
  const router = useRouter();
  const rawDraft = useSessionItem(CHEF_DRAFT_KEY);
  const draft = useMemo(() => (rawDraft === undefined ? undefined : readDraft()), [rawDraft]);
  const { busy, error, placed, submit } = useOrderConfirmation();

  if (draft === undefined) return <div className={`${ui.container} ${styles.screen}`} />;
  if (draft === null) {
    return (
      <div className={`${ui.container} ${styles.screen}`}>
        <BookingProgress current={2} />
        <h1 className={styles.heading}>Confirm Order</h1>
        <p className={styles.notice}>Your booking details were not found. Please start again.</p>
        <ButtonLink href={ROUTES.chef}>Choose dishes</ButtonLink>
      </div>
    );
  }

  const bill = chefBill({ dishRates: draft.dishes.map((d) => d.dish_rate), people: draft.people });
  const slot = findSlot(CHEF_SLOTS, draft.slotId);

  const confirm = () =>
    submit(() =>
      addOrder(
        {
          orderType: ORDER_TYPE.CHEF,
          dishIds: draft.dishes.map((d) => d._id),
          people: draft.people,
          eventDate: draft.eventDate,
          slotId: draft.slotId,
          address: {
            name: draft.address.name,
            line1: draft.address.line1,
            landmark: draft.address.landmark,
            pincode: draft.address.pincode,
          },
          note: draft.note,
          expectedTotal: bill.total,
        },
        draft.idempotencyKey,
      ),
    );

  const finish = () => {
    clearDraft();
    clearSavedSelection();
    void router.push(ROUTES.orderList);
  };

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
            <p>
              {draft.address.name}, {draft.address.line1}
              {draft.address.landmark ? `, ${draft.address.landmark}` : ''}, {draft.address.locality}, {draft.address.city}{' '}
              {draft.address.pincode}
            </p>
            {draft.note && <p>Note for the chef: {draft.note}</p>}
          </section>
          <section className={stepStyles.card} aria-labelledby="policy-heading">
            <h2 id="policy-heading" className={stepStyles.cardTitle}>
              Cancellation policy
            </h2>
            <p>{CANCELLATION_POLICY}</p>
          </section>
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
          <ConfirmOrderActions
            busy={busy}
            onConfirm={() => void confirm()}
            backHref={ROUTES.chefOrderDetails}
            placed={placed}
            onFinish={finish}
          />
        </div>
      </div>
    </div>
  );
}
