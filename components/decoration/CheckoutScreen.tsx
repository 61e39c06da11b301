import { useEffect } from 'react';
import { DECORATION_SLOTS, findSlot } from '../../lib/booking';
import { ORDER_TYPE } from '../../lib/constants';
import { formatDate, formatRupees } from '../../lib/format';
import { decorationBill } from '../../lib/pricing';
import { ROUTES } from '../../lib/routes';
import { useDraft, type DecorationDraft } from '../../store/drafts';
import { useStoreHost } from '../../store/StoreHost';
import { toAddressInput } from '../common/address';
import AddressSummary from '../common/AddressSummary';
import BillSummary from '../common/BillSummary';
import ButtonLink from '../common/ButtonLink';
import stepStyles from '../common/bookingForm.module.css';
import ConfirmOrderActions from '../common/ConfirmOrderActions';
import ui from '../common/ui.module.css';
import CheckoutPolicy from '../payments/CheckoutPolicy';
import CheckoutPaymentIsland from '../payments/CheckoutPaymentIsland';
import { useOrderConfirmation } from '../common/useOrderConfirmation';
import styles from './decoration.module.css';

/**
 * Records the customer's choice in the spec's persisted selection (spec 3 slice, key `root`). The store's code
 * loads for it after the first paint (the checkout does not carry the store from the start).
 */
function useRecordSelection(draft: DecorationDraft | null | undefined): void {
  const host = useStoreHost();
  const product = draft?.product;
  useEffect(() => {
    if (!product) return;
    void Promise.all([host.load(), import('../../store/selectionSlice')]).then(([{ store }, selection]) => {
      store.dispatch(selection.setOrderType(ORDER_TYPE.DECORATION));
      store.dispatch(selection.setCatValue(product.category));
      store.dispatch(selection.setSubCategory(product.categoryName));
      store.dispatch(selection.setImgAlt(product.name));
      store.dispatch(
        selection.setProduct({ _id: product._id, name: product.name, slug: product.slug, price: product.price, image: product.image }),
      );
    });
  }, [host, product]);
}

/**
 * /checkout (issue 7): the tab's decoration draft (product, add-ons, date, slot, address), every bill
 * line (product, add-ons, total, 30% advance, balance on site), the cancellation table and policy and
 * Confirm, which places the order, clears the draft and goes straight on to the payment of the advance
 * (issue 12: paying books it).
 */
export default function CheckoutScreen() {
  const [draft] = useDraft('decoration');
  const { busy, error, placed, submit } = useOrderConfirmation('decoration');
  useRecordSelection(draft);

  if (draft === undefined) return <div className={`${ui.container} ${styles.page}`} />;
  if (placed) {
    return (
      <div className={`${ui.container} ${styles.page}`}>
        <h1 className={styles.heading}>Pay the advance</h1>
        <CheckoutPaymentIsland order={placed} />
      </div>
    );
  }
  if (!draft || !draft.eventDate || !draft.slotId || !draft.area) {
    return (
      <div className={`${ui.container} ${styles.page}`}>
        <h1 className={styles.heading}>Checkout</h1>
        <p>Your booking details were not found. Please choose a decoration again.</p>
        <ButtonLink href={draft?.product.path || ROUTES.decoration}>{draft ? draft.product.name : 'Balloon Decoration'}</ButtonLink>
      </div>
    );
  }
  const { product } = draft;
  const bill = decorationBill({
    productPrice: product.price,
    addons: draft.addons.map((a) => ({ name: a.name, unitPrice: a.price, quantity: a.quantity })),
  });
  const slot = findSlot(DECORATION_SLOTS, draft.slotId);
  const confirm = () =>
    submit(
      {
        orderType: ORDER_TYPE.DECORATION,
        productSlug: product.slug,
        addons: draft.addons.map((a) => ({ slug: a.slug, quantity: a.quantity })),
        eventDate: draft.eventDate,
        slotId: draft.slotId,
        address: toAddressInput(draft.address),
        note: draft.note,
        expectedTotal: bill.total,
        attribution: draft.attribution,
      },
      draft.idempotencyKey,
    );

  return (
    <div className={`${ui.container} ${styles.page}`}>
      <h1 className={styles.heading}>Checkout</h1>
      <div className={stepStyles.layout}>
        <div>
          <section className={stepStyles.card} aria-labelledby="summary-heading" data-testid="checkout-summary">
            <h2 id="summary-heading" className={stepStyles.cardTitle}>
              {product.categoryName}
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
            <AddressSummary address={draft.address} area={draft.area} />
          </section>
          <CheckoutPolicy />
        </div>
        <div>
          <BillSummary lines={bill.lines} />
          {error && (
            <p className={stepStyles.alert} role="alert">
              {error.text}
            </p>
          )}
          <ConfirmOrderActions busy={busy} onConfirm={() => void confirm()} backHref={product.path} />
        </div>
      </div>
    </div>
  );
}
