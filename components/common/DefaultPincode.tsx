import { useEffect } from 'react';
import { useAddressListQuery } from '../../store/userApi';

/**
 * Reads the logged-in customer's address book and hands the default address's pincode (else the first one's) to
 * `onFound` once. Renders nothing; used inside StoreIsland by `PincodeFirstField`.
 */
export default function DefaultPincode({ onFound }: { onFound: (pincode: string) => void }) {
  const { data } = useAddressListQuery();
  const pincode = (data?.find((address) => address.isDefault) ?? data?.[0])?.pincode ?? '';
  useEffect(() => {
    if (pincode) onFound(pincode);
  }, [pincode, onFound]);
  return null;
}
