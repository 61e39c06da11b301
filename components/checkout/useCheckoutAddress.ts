import { useState } from 'react';
import type { ServedArea } from '../../lib/contracts/orders';
import type { AddressForm } from '../../store/drafts';
import { checkAddress, onAddressChange, usePincodeVerifier, type AddressField } from '../common/address';
import { usePincodeCheck, type PincodeState } from '../common/usePincodeCheck';

/** What `useCheckoutAddress` gives a checkout that takes the address on the checkout itself. */
export interface CheckoutAddress<F extends string> {
  /** The errors shown under the fields (address fields and the checkout's own, e.g. the date). */
  errors: Partial<Record<AddressField | F, string>>;
  /** True while Confirm checks the address. */
  checking: boolean;
  /** The live pincode check under the field. */
  pincode: PincodeState;
  /** The address fields' onChange: saves with `save`, and drops the old pincode's error when it changes. */
  onChange: (save: (address: AddressForm) => void) => (address: AddressForm) => void;
  /**
   * Run by Confirm: checks the address (the API contract's rules, then that we serve the pincode), shows its errors
   * together with `problems` of the checkout's own fields, and gives the served area, or null when anything is wrong.
   */
  check: (problems?: Partial<Record<F, string>>) => Promise<ServedArea | null>;
}

/**
 * The address check of a checkout (one copy for the food and photography checkouts, which take the
 * address at checkout; chef and decoration check it on the step before).
 */
export function useCheckoutAddress<F extends string = never>(address: AddressForm): CheckoutAddress<F> {
  const [errors, setErrors] = useState<Partial<Record<AddressField | F, string>>>({});
  const [checking, setChecking] = useState(false);
  const pincode = usePincodeCheck(address.pincode);
  const verifyPincode = usePincodeVerifier();
  const check = async (problems: Partial<Record<F, string>> = {}) => {
    setChecking(true);
    const { errors: found, area } = await checkAddress(address, verifyPincode);
    setChecking(false);
    // a generic spread is not a Record to the compiler; both halves are field -> message
    const shown = { ...found, ...problems } as Partial<Record<AddressField | F, string>>;
    setErrors(shown);
    return Object.keys(shown).length > 0 ? null : area;
  };
  return { errors, checking, pincode, onChange: (save) => onAddressChange(address, setErrors, save), check };
}
