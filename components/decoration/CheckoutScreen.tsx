import { useRouter } from 'next/router';
import { useMemo } from 'react';
import { DECORATION_SLOTS, findSlot } from '../../lib/booking';
import { ORDER_TYPE } from '../../lib/constants';
import { formatDate, formatRupees } from '../../lib/format';
import { CANCELLATION_POLICY } from '../../lib/orders';
import { decorationBill } from '../../lib/pricing';
import { ROUTES } from '../../lib/routes';
import { addOrder } from '../../services/orders';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { clearSelection, selectSelection } from '../../store/selectionSlice';
import BillSummary from '../common/BillSummary';
import ButtonLink from '../common/ButtonLink';
import ConfirmOrderActions from '../common/ConfirmOrderActions';
import { useOrderConfirmation } from '../common/useOrderConfirmation';
import { useSessionItem } from '../common/useSessionItem';
import ui from '../common/ui.module.css';
import stepStyles from '../chef/steps.module.css';
import { clearDecorationDraft, DECORATION_DRAFT_KEY, readDecorationDraft } from './decorationDraft';
import styles from './decoration.module.css';

/**
 * /checkout (issue 7): the decoration summary from the persisted selection and the booking draft, every
 * bill line (product, add-ons, total, 30% advance, balance on site), the cancellation policy and Confirm.
 */
export default function CheckoutScreen() {
  const router = useRouter();
  const dispatch = useAppDispatch();
  const selection = useAppSelector(selectSelection);
  const rawDraft = useSessionItem(DECORATION_DRAFT_KEY);
  const draft = useMemo(() => (rawDraft === undefined ? undefined : readDecorationDraft()), [rawDraft]);
  const { busy, error, placed, submit } = useOrderConfirmation();

  if (draft === undefined) return <div className={`${ui.container} ${styles.page}`} />;
  const product = selection.product;
  if (draft === null || !product || product.slug !== draft.productSlug) {
    return (
      <div className={`${ui.container} ${styles.page}`}>
        <h1 className={styles.heading}>Checkout</h1>
        <p>Your booking details were not found. Please choose a decoration again.</p>
        <ButtonLink href={ROUTES.decoration}>Balloon Decoration</ButtonLink>
      </div>
    );
  }
  const bill = decorationBill({
    productPrice: product.price,
    addons: draft.addons.map((a) => ({ name: a.name, unitPrice: a.price, quantity: a.quantity })),
  });
  const slot = findSlot(DECORATION_SLOTS, draft.slotId);

  const confirm = () =>
    submit(() =>
      addOrder(
        {
          orderType: ORDER_TYPE.DECORATION,
          productSlug: draft.productSlug,
          addons: draft.addons.map((a) => ({ slug: a.slug, quantity: a.quantity })),
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
          attribution: draft.attribution,
        },
        draft.idempotencyKey,
      ),
    );

  const finish = () => {
    clearDecorationDraft();
    dispatch(clearSelection());
    void router.push(ROUTES.orderList);
  };

  return (
    <div className={`${ui.container} ${styles.page}`}>
      <h1 className={styles.heading}>Checkout</h1>
      <div className={stepStyles.layout}>
        <div>
          <section className={stepStyles.card} aria-labelledby="summary-heading" data-testid="checkout-summary">
            <h2 id="summary-heading" className={stepStyles.cardTitle}>
              {selection.subCategory ?? 'Balloon Decoration'}
            </h2>
            <p>
              <strong>{product.name}</strong> · {formatRupees(product.price)}
            </p>
            {draft.addons.length > 0 && (
              <ul className={stepStyles.list}>
                {draft.addons.map((a) => (
                  <li key={a.slug}>
                    {a.name} × {a.quantity}: {formatRupees(a.price * a.quantity)}
                  </li>
                ))}
              </ul>
            )}
            <p>
              {formatDate(draft.eventDate)}, {slot?.label ?? draft.slotId}
            </p>
            <p>
              {draft.address.name}, {draft.address.line1}
              {draft.address.landmark ? `, ${draft.address.landmark}` : ''}, {draft.address.locality}, {draft.address.city}{' '}
              {draft.address.pincode}
            </p>
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
            <p className={stepStyles.alert} role="alert">
              {error.text}
            </p>
          )}
          <ConfirmOrderActions
            busy={busy}
            onConfirm={() => void confirm()}
            backHref={draft.productPath}
            placed={placed}
            onFinish={finish}
          />
        </div>
      </div>
    </div>
  );
}
