import type { AddressInput } from '../../lib/contracts/orders';
import type { AddressForm } from '../../store/drafts';
import type { PincodeState } from './usePincodeCheck';

/** Fields of the address form that can carry an error. */
export type AddressField = keyof AddressForm;

/** Fetches the address rules (the API contract, with zod) ahead of Continue: call when the form is first used. */
export const preloadAddressRules = () => void import('../../lib/contracts/orders');

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
 * The address problems to show before continuing: the API contract's own rules and messages for each
 * field (its code loads on first use), and a pincode we serve (`pincode` from usePincodeCheck).
 */
export async function addressErrors(value: AddressForm, pincode: Pick<PincodeState, 'area' | 'message'>): Promise<Partial<Record<AddressField, string>>> {
  const { schemaAddress } = await import('../../lib/contracts/orders');
  const errors: Partial<Record<AddressField, string>> = {};
  const result = schemaAddress.safeParse(toAddressInput(value));
  for (const issue of result.success ? [] : result.error.issues) {
    const field = issue.path[0] as AddressField;
    errors[field] ??= issue.message;
  }
  if (!errors.pincode && !pincode.area) errors.pincode = pincode.message || 'Please enter the 6-digit pincode of the party address';
  return errors;
}
