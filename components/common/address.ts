import { useCallback, type Dispatch, type SetStateAction } from 'react';
import type { AddressInput, ServedArea } from '../../lib/contracts/orders';
import type { Locale } from '../../lib/i18n/locales';
import { failureText } from '../../services/errors';
import type { AddressForm } from '../../store/drafts';
import { useStoreHost } from '../../store/StoreHost';
import type { PincodeCheck } from '../../store/ordersApi';
import type { T } from '../i18n/I18nProvider';

/** Fields of the address form that can carry an error. */
export type AddressField = Exclude<keyof AddressForm, 'save'>;

/** What a failed pincode lookup says, when the server gave no message of its own (5xx, no answer). */
export const PINCODE_LOOKUP_FAILED = 'Could not check the pincode. Please try again.';

/**
 * An address field's error in the page's language (`t` of the `booking` domain). The rules (the API contract) and
 * the server word their errors in English: an English page shows them as they are; a Hindi page names the pincode
 * we do not serve, the lookup that failed, or what the field needs.
 */
export function addressErrorText(field: AddressField, text: string, locale: Locale, t: T): string {
  if (locale === 'en') return text;
  const unserved = /do not serve pincode (\d{6})/.exec(text);
  if (unserved) return t(text.startsWith('Sorry') ? 'address.notServed' : 'address.notServedShort', { pincode: unserved[1]! });
  if (text === PINCODE_LOOKUP_FAILED || (field === 'pincode' && !/pincode/i.test(text))) return t('address.lookupFailed');
  return t(`address.error.${field}`);
}

/** Fetches the address rules (the API contract, with zod) ahead of Continue: call when the form is first used. */
export const preloadAddressRules = () => void import('../../lib/contracts/orders');

/**
 * A draft with a suggested pincode (the tab's last one, the default address) in its address, applied to the draft as
 * stored: a draft that already has a pincode is returned as it is.
 */
export function withPincode<D extends { address: AddressForm }>(draft: D, pincode: string): D {
  return draft.address.pincode ? draft : { ...draft, address: { ...draft.address, pincode } };
}

/**
 * The address fields' onChange of a booking form: saves the new address and drops the error shown for every
 * field the customer changed (an error never outlives the value it was about; a new pincode gets
 * a fresh check, and Continue checks everything again).
 */
export function onAddressChange<E extends Partial<Record<AddressField, string>>>(
  current: AddressForm,
  setErrors: Dispatch<SetStateAction<E>>,
  save: (address: AddressForm) => void,
): (address: AddressForm) => void {
  return (address) => {
    const changed = (Object.keys(address) as (keyof AddressForm)[]).filter(
      (field): field is AddressField => field !== 'save' && address[field] !== current[field],
    );
    if (changed.length > 0) setErrors((errors) => clearErrors(errors, changed));
    save(address);
  };
}

/** `errors` without the errors of `fields` (the same object when none of them had one, so nothing re-renders). */
export function clearErrors<E extends Partial<Record<string, string>>>(errors: E, fields: readonly (keyof E & string)[]): E {
  if (!fields.some((field) => errors[field])) return errors;
  const next = { ...errors };
  for (const field of fields) delete next[field];
  return next;
}

/**
 * The address part of a booking request: the address as the API takes it and, when the customer ticked "Save this
 * address", `saveAddress: true`, so that the server adds it to their address book.
 */
export function bookingAddress(value: AddressForm): { address: AddressInput; saveAddress?: true } {
  return value.save ? { address: toAddressInput(value), saveAddress: true } : { address: toAddressInput(value) };
}

/** The address as the API takes it: trimmed lines, no empty landmark. */
export function toAddressInput(value: AddressForm): AddressInput {
  return {
    name: value.name.trim(),
    line1: value.line1.trim(),
    landmark: value.landmark.trim() || undefined,
    pincode: value.pincode.trim(),
  };
}

/**
 * A function that asks whether we serve a pincode and waits for the answer (the data layer's cached
 * answer when the field's own lookup already has it): Continue never judges a pincode still being checked.
 */
export function usePincodeVerifier(): (pincode: string) => Promise<PincodeCheck> {
  const host = useStoreHost();
  return useCallback(
    async (pincode: string) => {
      const [{ store }, { ordersApi }] = await Promise.all([host.load(), import('../../store/ordersApi')]);
      const request = store.dispatch(ordersApi.endpoints.serviceabilityCheck.initiate(pincode));
      try {
        return await request.unwrap();
      } catch (error) {
        return { served: false, message: failureText(error, PINCODE_LOOKUP_FAILED) };
      } finally {
        request.unsubscribe();
      }
    },
    [host],
  );
}

/**
 * Checks the address before continuing: the API contract's own rules and messages for each field (its
 * code loads on first use), then that we serve the pincode (`verify`, from usePincodeVerifier).
 * @returns the field errors (none: `{}`) and the served area when the pincode is served.
 */
export async function checkAddress(
  value: AddressForm,
  verify: (pincode: string) => Promise<PincodeCheck>,
): Promise<{ errors: Partial<Record<AddressField, string>>; area: ServedArea | null }> {
  const { schemaAddress } = await import('../../lib/contracts/orders');
  const errors: Partial<Record<AddressField, string>> = {};
  const result = schemaAddress.safeParse(toAddressInput(value));
  for (const issue of result.success ? [] : result.error.issues) {
    const field = issue.path[0] as AddressField;
    errors[field] ??= issue.message;
  }
  if (errors.pincode) return { errors, area: null };
  const check = await verify(value.pincode.trim());
  if (!check.served) return { errors: { ...errors, pincode: check.message }, area: null };
  return { errors, area: { city: check.city, citySlug: check.citySlug, locality: check.locality } };
}
