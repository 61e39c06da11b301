import type { AddressForm, DraftArea } from '../../store/drafts';

/** A booking's address on one line: name, house and street, landmark, locality, city and pincode. */
export default function AddressSummary({ address, area }: { address: AddressForm; area: DraftArea }) {
  const parts = [address.name, address.line1, address.landmark, area?.locality, area?.city].map((part) => part?.trim()).filter(Boolean);
  return (
    <p>
      {parts.join(', ')} {address.pincode}
    </p>
  );
}
