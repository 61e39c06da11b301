import { validateGstin } from '../../lib/tax/gstin';
import type { Locale } from '../../lib/i18n/locales';
import type { DraftBusiness } from '../../store/drafts';
import type { T } from '../i18n/I18nProvider';

/**
 * The checkout's business invoice ("Add GSTIN for a business invoice"), checked in the browser as the booking
 * contract checks it (lib/contracts/orderBooking schemaBusiness), with the same zod-free validateGstin: so the page
 * carries no zod for it.
 */

/** The longest registered name, as the booking contract's BUSINESS_NAME_MAX (a test keeps the two equal). */
export const BUSINESS_NAME_MAX = 100;

/** Why each field of an open business invoice would be refused; empty when it would not (or it is closed). */
export type BusinessErrors = Partial<Record<'name' | 'gstin', string>>;

/** What is wrong with the business invoice as typed: nothing while it is closed. */
export function businessErrors(business: DraftBusiness | undefined): BusinessErrors {
  if (!business?.open) return {};
  const errors: BusinessErrors = {};
  const name = business.name.trim();
  if (!name) errors.name = 'Please enter the registered business name';
  else if (name.length > BUSINESS_NAME_MAX) errors.name = `Registered business name can be at most ${BUSINESS_NAME_MAX} characters`;
  const gstin = business.gstin.trim();
  if (!gstin) errors.gstin = 'Please enter the GSTIN';
  else {
    const check = validateGstin(gstin);
    if (!check.ok) errors.gstin = check.message;
  }
  return errors;
}

/**
 * A business invoice error (businessErrors, English) in the page's language (`t` of the `checkout` domain): an English
 * page shows it as it is, a Hindi page says what the field needs.
 */
export function businessErrorText(field: 'name' | 'gstin', text: string, locale: Locale, t: T): string {
  if (locale === 'en') return text;
  if (field === 'name')
    return text.startsWith('Please') ? t('business.error.nameMissing') : t('business.error.nameLong', { max: BUSINESS_NAME_MAX });
  return text.startsWith('Please') ? t('business.error.gstinMissing') : t('business.error.gstinInvalid');
}

/** The name and GSTIN as the booking sends them (trimmed, GSTIN upper-cased), or null while closed or not valid. */
export function givenBusiness(business: DraftBusiness | undefined): { name: string; gstin: string } | null {
  if (!business?.open || Object.keys(businessErrors(business)).length > 0) return null;
  return { name: business.name.trim(), gstin: business.gstin.trim().toUpperCase() };
}

/** The booking body's `business` field: present only when the customer gave a valid name and GSTIN. */
export function businessBody(business: DraftBusiness | undefined): { business?: { name: string; gstin: string } } {
  const given = givenBusiness(business);
  return given ? { business: given } : {};
}
