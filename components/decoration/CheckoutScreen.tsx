import { useEffect } from 'react';
import { DECORATION_SLOTS, findSlot } from '../../lib/booking';
import { ORDER_TYPE } from '../../lib/constants';
import { formatRupees } from '../../lib/format';
import { decorationBill } from '../../lib/pricing';
import { ROUTES } from '../../lib/routes';
import { useDraft, useEventBooking, type DecorationDraft } from '../../store/drafts';
import { useStoreHost } from '../../store/StoreHost';
import { businessBody } from '../checkout/businessInvoice';
import CheckoutLayout, { type CheckoutContent } from '../checkout/CheckoutLayout';
import { eventPlanCheck } from '../checkout/planCheck';
import { confirmationErrorView } from '../checkout/SlotTakenNotice';
import { bookingAddress } from '../common/address';
import AddressSummary from '../common/AddressSummary';
import stepStyles from '../common/bookingForm.module.css';
import { useOrderConfirmation } from '../common/useOrderConfirmation';
import { useT } from '../i18n/I18nProvider';
import { useFormat } from '../i18n/useFormat';
import { slotText } from './slotText';

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
 * /checkout in the shared checkout layout: the tab's decoration draft (product, add-ons, date, slot,
 * address), every bill line (product, add-ons, total, 30% advance, balance on site), the cancellation table and
 * policy and Confirm, which places the order, clears the draft and goes straight on to the payment of the advance
 * (paying books it).
 */
export default function CheckoutScreen() {
  const [draft, updateDraft] = useDraft('decoration');
  const t = useT('decoration');
  const format = useFormat();
  const { busy, error, placed, submit, clearError } = useOrderConfirmation('decoration');
  useRecordSelection(draft);
  const eventBooking = useEventBooking();

  const checkout = (form: DecorationDraft): CheckoutContent => {
    const { product } = form;
    const bill = decorationBill({
      productPrice: product.price,
      addons: form.addons.map((a) => ({ name: a.name, unitPrice: a.price, quantity: a.quantity })),
    });
    const slot = findSlot(DECORATION_SLOTS, form.slotId);
    const plan = eventPlanCheck(eventBooking, form.eventDate, { proposedType: ORDER_TYPE.DECORATION, proposedSlot: form.slotId });
    return {
      summaryTitle: product.categoryName,
      summary: (
        <>
          <p>
            <strong>{product.name}</strong> · {formatRupees(product.price)}
          </p>
          {form.addons.length > 0 && (
            <ul className={stepStyles.list}>
              {form.addons.map((a) => (
                <li key={a.slug}>
                  {a.name} × {a.quantity}: {formatRupees(a.price * a.quantity)}
                </li>
              ))}
            </ul>
          )}
          <p>
            {format.date(form.eventDate)}, {slot ? slotText(slot, format.locale) : form.slotId}
          </p>
          <AddressSummary address={form.address} area={form.area} />
          {plan.check}
        </>
      ),
      business: {
        value: form.business,
        onChange: (business) => updateDraft((current) => ({ ...(current ?? form), business })),
      },
      bill: bill.lines,
      error: confirmationErrorView(
        error,
        (eventDate, slotId) => updateDraft((current) => ({ ...(current ?? form), eventDate, slotId })),
        clearError,
      ),
      busy,
      onConfirm: () =>
        void submit(
          {
            orderType: ORDER_TYPE.DECORATION,
            productSlug: product.slug,
            addons: form.addons.map((a) => ({ slug: a.slug, quantity: a.quantity })),
            eventDate: form.eventDate,
            slotId: form.slotId,
            ...bookingAddress(form.address),
            note: form.note,
            expectedTotal: bill.total,
            attribution: form.attribution,
            ...(plan.eventId ? { eventId: plan.eventId } : {}),
            ...businessBody(form.business),
          },
          form.idempotencyKey,
        ),
      backHref: product.path,
    };
  };

  return (
    <CheckoutLayout
      heading={t('checkout.heading')}
      draftKnown={draft !== undefined}
      placed={placed}
      content={draft && draft.eventDate && draft.slotId && draft.area ? checkout(draft) : null}
      missing={{
        text: t('checkout.missing'),
        href: draft?.product.path || ROUTES.decoration,
        label: draft ? draft.product.name : t('checkout.missingLabel'),
      }}
    />
  );
}
