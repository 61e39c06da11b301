import { BALANCE_TEXT } from '../../lib/constants';
import type { Locale } from '../../lib/i18n/locales';
import type { BillLine } from '../../lib/pricing';
import type { T } from '../i18n/I18nProvider';

/** The `booking` message of each service's balance line (BALANCE_TEXT, by its English text). */
const BALANCE_KEYS: Record<string, string> = {
  [BALANCE_TEXT[1]]: 'bill.balance.decorator',
  [BALANCE_TEXT[2]]: 'bill.balance.chef',
  [BALANCE_TEXT[6]]: 'bill.balance.delivery',
  [BALANCE_TEXT[7]]: 'bill.balance.catering',
  [BALANCE_TEXT[9]]: 'bill.balance.shoot',
};

const FIXED: Record<string, string> = {
  Total: 'bill.total',
  Refunded: 'bill.refunded',
  'Balance paid': 'bill.balancePaid',
  'Balance paid so far': 'bill.balancePaidSoFar',
  Decoration: 'bill.decoration',
  'Buffet service: 2 chefs, 2 waiters, chafing dishes, crockery': 'bill.buffet',
  'Delivery (free on food of ₹4,000 or more)': 'bill.deliveryFree',
  Delivery: 'bill.delivery',
  Packing: 'bill.packing',
  'Serving tables': 'bill.servingTables',
  ...BALANCE_KEYS,
};

const number = (text: string) => Number(text.replace(/,/g, ''));

/** Label patterns of lib/pricing (English, as orders store them) and the message each reads as. */
const PATTERNS: readonly [RegExp, (match: RegExpExecArray, t: T) => string][] = [
  [/^(\d+) dish(?:es)?$/, (m, t) => t('bill.dishes', { count: number(m[1]!) })],
  [/^₹([\d,]+) × (\d+) (?:person|people)$/, (m, t) => t('bill.people', { rate: m[1]!, count: number(m[2]!) })],
  [/^More than (\d+) dishes$/, (m, t) => t('bill.surcharge', { count: m[1]! })],
  [/^Advance to pay now \((\d+)%\)$/, (m, t) => t('bill.advanceNow', { percent: m[1]! })],
  [/^Advance paid( \(\d+%\))?$/, (m, t) => t('bill.advancePaid', { percent: m[1] ?? '' })],
  [/^Advance( \(\d+%\))?$/, (m, t) => t('bill.advance', { percent: m[1] ?? '' })],
  [/^Food: (₹[\d,]+) per plate × (\d+) guests?$/, (m, t) => t('bill.food', { price: m[1]!, count: number(m[2]!) })],
  [/^Group discount: (\d+)% off for (\d+) guests or more$/, (m, t) => t('bill.groupDiscount', { percent: m[1]!, from: m[2]! })],
  [/^Disposable plates and water bottles \(₹([\d,]+) × (\d+)\)$/, (m, t) => t('bill.disposables', { rate: m[1]!, count: m[2]! })],
  [/^(\d+) extra hours? \(₹([\d,]+) an hour\)$/, (m, t) => t('bill.extraHours', { count: number(m[1]!), rate: m[2]! })],
];

/**
 * A bill line's label in the page's language. Bills (lib/pricing) and stored orders write their labels in English;
 * English pages show them unchanged, a Hindi page reads each known label as its `booking` message (`t` of that
 * domain). A label of the catalogue (a package or add-on name) stays as it is.
 */
export function billLineLabel(line: Pick<BillLine, 'label'>, locale: Locale, t: T): string {
  if (locale === 'en') return line.label;
  const fixed = FIXED[line.label];
  if (fixed) return t(fixed);
  for (const [pattern, text] of PATTERNS) {
    const match = pattern.exec(line.label);
    if (match) return text(match, t);
  }
  return line.label;
}
