import { useState, type ReactNode } from 'react';
import type { OrderDetails } from '../../lib/contracts/orders';
import type { BillLine } from '../../lib/pricing';
import type { DraftBusiness } from '../../store/drafts';
import BillSummary from '../common/BillSummary';
import stepStyles from '../common/bookingForm.module.css';
import ButtonLink from '../common/ButtonLink';
import ConfirmOrderActions from '../common/ConfirmOrderActions';
import ui from '../common/ui.module.css';
import CheckoutPaymentIsland from '../payments/CheckoutPaymentIsland';
import CheckoutPolicy from '../payments/CheckoutPolicy';
import { useT } from '../i18n/I18nProvider';
import { businessErrors, givenBusiness } from './businessInvoice';
import BusinessInvoiceFields, { BUSINESS_FIELD_IDS } from './BusinessInvoiceFields';
import styles from './CheckoutLayout.module.css';

/** What a service puts on its checkout once its draft is complete (see `CheckoutLayout`). */
export interface CheckoutContent {
  /** The summary card's title (the service or package name). */
  summaryTitle: ReactNode;
  /** The summary card's body: what is booked, when, where (`data-testid="checkout-summary"`). */
  summary: ReactNode;
  /** Cards between the summary and the policy: the date and slot, the address form. */
  fields?: ReactNode;
  /**
   * "Add GSTIN for a business invoice": the draft's business details and how to change them. The layout shows the
   * fields after the service's own, the name and GSTIN in the summary once valid, and holds Confirm while they are not.
   * The service sends `businessBody(value)` with its booking.
   */
  business?: { value: DraftBusiness | undefined; onChange: (value: DraftBusiness) => void };
  /** The bill's lines (lib/pricing), whole rupees. */
  bill: readonly BillLine[];
  billTestId?: string;
  /** Shown under the bill (e.g. the kitchen's FSSAI licence). */
  billNote?: ReactNode;
  /** The reason the last Confirm failed (role="alert"), or null. */
  error: ReactNode;
  busy: boolean;
  onConfirm: () => void;
  /** Where Back goes: the previous step of the booking. */
  backHref: string;
}

/** Props of `CheckoutLayout`. */
export interface CheckoutLayoutProps {
  /** "Confirm Order" or "Checkout", in the page's language. */
  heading: string;
  /** The booking's step indicator, when the flow has one. */
  progress?: ReactNode;
  /** False while the tab's draft is not known yet (server render, hydration): an empty frame, no flash of "not found". */
  draftKnown: boolean;
  /** The order once placed: the payment of the advance replaces the checkout (paying books it). */
  placed: OrderDetails | null;
  /** The checkout itself, or null while the tab's draft is missing or incomplete. */
  content: CheckoutContent | null;
  /** Shown instead when `content` is null: why, and where to go to finish the booking. */
  missing: { text: string; href: string; label: string };
}

/**
 * The one checkout skeleton each service fills: its step and heading; then, in order of the booking,
 * an empty frame until the tab's draft is known, "not found" with the way back when it is incomplete, or the
 * summary card, the service's fields (date, slot, address check), the business invoice's name and GSTIN (Confirm
 * waits while an opened one is not valid, and says why at the field), the cancellation table and policy, the bill and
 * Confirm with Back; once Confirm has placed the order, the payment of the advance. Plain elements and CSS
 * modules: no MUI and no store on the first paint (the payment step loads the store as an island). Texts: the
 * `checkout`, `booking`, `policy` and `payments` domains (a page showing it lists them all).
 */
export default function CheckoutLayout({ heading, progress, draftKnown, placed, missing, content }: CheckoutLayoutProps) {
  const t = useT('checkout');
  const [showBusinessErrors, setShowBusinessErrors] = useState(false);
  const frame = `${ui.container} ${styles.screen}`;
  if (!draftKnown) return <div className={frame} />;
  if (placed) {
    return (
      <div className={frame}>
        {progress}
        <h1 className={styles.heading}>{t('payAdvance')}</h1>
        <CheckoutPaymentIsland order={placed} />
      </div>
    );
  }
  if (!content) {
    return (
      <div className={frame}>
        {progress}
        <h1 className={styles.heading}>{heading}</h1>
        <p className={styles.notice}>{missing.text}</p>
        <ButtonLink href={missing.href}>{missing.label}</ButtonLink>
      </div>
    );
  }
  const { summaryTitle, summary, fields, business, bill, billTestId, billNote, error, busy, onConfirm, backHref } = content;
  const given = givenBusiness(business?.value);
  const confirm = () => {
    const refused = Object.keys(businessErrors(business?.value)) as (keyof typeof BUSINESS_FIELD_IDS)[];
    if (refused.length === 0) return onConfirm();
    setShowBusinessErrors(true);
    document.getElementById(BUSINESS_FIELD_IDS[refused[0]!])?.focus();
  };
  return (
    <div className={frame}>
      {progress}
      <h1 className={styles.heading}>{heading}</h1>
      <div className={stepStyles.layout}>
        <div>
          <section className={stepStyles.card} aria-labelledby="summary-heading" data-testid="checkout-summary">
            <h2 id="summary-heading" className={stepStyles.cardTitle}>
              {summaryTitle}
            </h2>
            {summary}
            {given && <p data-testid="checkout-business">{t('businessLine', { name: given.name, gstin: given.gstin })}</p>}
          </section>
          {fields}
          {business && <BusinessInvoiceFields value={business.value} onChange={business.onChange} showErrors={showBusinessErrors} />}
          <CheckoutPolicy />
        </div>
        <div>
          <BillSummary lines={bill} testId={billTestId} />
          {billNote}
          {error && (
            <div className={stepStyles.alert} role="alert">
              {error}
            </div>
          )}
          <ConfirmOrderActions busy={busy} onConfirm={confirm} backHref={backHref} />
        </div>
      </div>
    </div>
  );
}
