import { describe, expect, it, vi } from 'vitest';
import { bookingAddress, clearErrors, onAddressChange, type AddressField } from '../../../components/common/address';
import type { AddressForm } from '../../../store/drafts';

type Errors = Partial<Record<AddressField | 'eventDate', string>>;

const ADDRESS: AddressForm = { name: '', line1: '', landmark: '', pincode: '20130' };

/** Runs the onChange of a booking form's address fields against `errors`; answers the errors afterwards. */
function afterChange(errors: Errors, next: AddressForm): { errors: Errors; saved: AddressForm | null } {
  let state = errors;
  let saved: AddressForm | null = null;
  const setErrors = vi.fn((update: Errors | ((current: Errors) => Errors)) => {
    state = typeof update === 'function' ? update(state) : update;
  });
  onAddressChange<Errors>(ADDRESS, setErrors, (address) => (saved = address))(next);
  return { errors: state, saved };
}

describe('onAddressChange (chef details, decoration product and the checkouts)', () => {
  const shown: Errors = {
    name: 'Please enter a name',
    line1: 'Please enter the address',
    pincode: 'Pincode has 6 digits',
    eventDate: 'Please choose a date',
  };

  it('drops the error of the field the customer fixed, and keeps the others', () => {
    const { errors, saved } = afterChange(shown, { ...ADDRESS, name: 'Ravi' });
    expect(saved).toEqual({ ...ADDRESS, name: 'Ravi' });
    expect(errors).toEqual({ line1: shown.line1, pincode: shown.pincode, eventDate: shown.eventDate });
  });

  it('still drops the pincode error when the pincode changes', () => {
    expect(afterChange(shown, { ...ADDRESS, pincode: '201309' }).errors.pincode).toBeUndefined();
  });

  it('clearErrors keeps the same object when nothing it names had an error', () => {
    const errors: Errors = { name: 'x' };
    expect(clearErrors(errors, ['eventDate'])).toBe(errors);
    expect(clearErrors(errors, ['name'])).toEqual({});
  });
});

describe('bookingAddress ("Save this address")', () => {
  const typed: AddressForm = { name: ' Asha Verma ', line1: 'Flat 402, Tower B', landmark: ' ', pincode: '201309' };
  it('sends saveAddress only when the customer ticked it, never the tick inside the address', () => {
    expect(bookingAddress(typed)).toEqual({ address: { name: 'Asha Verma', line1: 'Flat 402, Tower B', pincode: '201309' } });
    expect(bookingAddress({ ...typed, save: true })).toEqual({
      address: { name: 'Asha Verma', line1: 'Flat 402, Tower B', pincode: '201309' },
      saveAddress: true,
    });
  });
  it('a change of the tick alone clears no field error', () => {
    const { errors } = afterChange({ pincode: 'Please enter a valid 6-digit pincode' }, { ...ADDRESS, save: true });
    expect(errors).toEqual({ pincode: 'Please enter a valid 6-digit pincode' });
  });
});
