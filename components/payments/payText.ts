import type { AttemptKind, PaymentKind } from '../../lib/payments';
import { formatRupees, formatTime } from '../../lib/format';
import type { Locale } from '../../lib/i18n/locales';
import { PAISE_PER_RUPEE } from '../../lib/payments';
import type { T } from '../i18n/I18nProvider';

/** What is payable online now (whole rupees), as orders and the status answer carry it. */
export interface DueAmount {
  kind: PaymentKind;
  amount: number;
}

/**
 * The pay button's label: "Pay ₹1,200" for the advance, "Pay balance ₹3,400" for the balance; with `t` (the
 * `payments` domain) in the page's language.
 */
export function payLabel(due: DueAmount, t?: T): string {
  const amount = formatRupees(due.amount);
  if (t) return t(due.kind === 'balance' ? 'pay.balance' : 'pay.advance', { amount });
  return due.kind === 'balance' ? `Pay balance ${amount}` : `Pay ${amount}`;
}

/** "Advance" / "Balance" / "Tip": what a payment was for; with `t` (the `payments` domain) in the page's language. */
export function paymentKindLabel(kind: AttemptKind, t?: T): string {
  if (t) return t(`kind.${kind}`);
  if (kind === 'topup') return 'Top-up for more guests';
  if (kind === 'tip') return 'Tip';
  return kind === 'balance' ? 'Balance' : 'Advance';
}

/**
 * What a payment on the order page was for: its kind, and for a co-host's share whose, e.g.
 * "Balance: Priya's share" (`shareOf`: the co-host's first name, null for the host's own payments).
 */
export function receivedLabel({ kind, shareOf }: { kind: AttemptKind; shareOf: string | null }, t?: T): string {
  if (t) return shareOf ? t('kind.share', { kind: paymentKindLabel(kind, t), name: shareOf }) : paymentKindLabel(kind, t);
  return shareOf ? `${paymentKindLabel(kind)}: ${shareOf}'s share` : paymentKindLabel(kind);
}

/** An attempt's amount (integer paise, as the gateways take it) as rupee text: 120000 -> "₹1,200". */
export function formatPaise(paise: number): string {
  return formatRupees(paise / PAISE_PER_RUPEE);
}

/** What the customer sees while the gateway opens (English; `t('redirecting')` of `payments` in a screen). */
export const REDIRECTING_TEXT = 'Redirecting to payment…';

/**
 * The line under an order awaiting payment: "Pay by 7:45 PM to keep this slot"; with `t` (`payments`) and the page's
 * `locale` in its language ("शाम 7:45 बजे तक …").
 */
export function holdText(holdExpiresAt: string, t?: T, locale: Locale = 'en'): string {
  if (t) return t('hold', { time: formatTime(holdExpiresAt, locale) });
  return `Pay by ${formatTime(holdExpiresAt)} to keep this slot`;
}

/**
 * What cancelling now refunds, exactly (the server's `refundIfCancelledNow`), for the cancel popup:
 * "You will get ₹X back." or, for an order nothing was paid for, "Nothing has been paid, so nothing is refunded.";
 * with `t` (the `orders` domain) in the page's language.
 */
export function refundIfCancelledText(order: { payment: { paidAmount: number }; refundIfCancelledNow: number }, t?: T): string {
  if (order.payment.paidAmount === 0) return t ? t('cancel.nothingPaid') : 'Nothing has been paid, so nothing is refunded.';
  const amount = formatRupees(order.refundIfCancelledNow);
  return t ? t('cancel.refund', { amount }) : `You will get ${amount} back.`;
}

/** Payment methods a Hindi page names in Hindi (`method.*` of `payments`); UPI and EMI stay as Indians read them. */
const HINDI_METHODS: Record<string, string> = { card: 'method.card', netbanking: 'method.netbanking', wallet: 'method.wallet' };

/**
 * How the gateways name a payment method, as the customer reads it ("upi" -> "UPI", "netbanking" -> "Netbanking");
 * with `t` (the `payments` domain) in the page's language, where a method it does not know reads "ऑनलाइन" rather
 * than the gateway's English code.
 */
export function paymentMethodLabel(method: string | null, t?: T): string {
  if (t) {
    const latin: Record<string, string> = { upi: 'UPI', emi: 'EMI', upi_qr: 'UPI QR', upi_intent: 'UPI', upi_collect: 'UPI' };
    const code = method?.toLowerCase() ?? '';
    const key = HINDI_METHODS[code];
    return latin[code] ?? (key ? t(key) : t('method.online'));
  }
  if (!method) return 'Online';
  const known: Record<string, string> = { upi: 'UPI', emi: 'EMI', upi_qr: 'UPI QR', upi_intent: 'UPI', upi_collect: 'UPI' };
  return known[method.toLowerCase()] ?? method.charAt(0).toUpperCase() + method.slice(1).replace(/_/g, ' ');
}
