import { useCallback, useState } from 'react';
import type { ServedArea } from '../../lib/contracts/orders';
import type { PincodeCheck } from '../../store/ordersApi';

/** What a booking form knows about its pincode: the served area, or the message to show instead. */
export interface PincodeState {
  area: ServedArea | null;
  message: string;
  /** Receives the lookup's answer for a pincode (from `PincodeLookup`). */
  onResult: (pincode: string, check: PincodeCheck) => void;
}

/**
 * The pincode check of a booking form (a clear message before payment). `PincodeLookup` asks
 * the API and reports here; an answer counts only for the pincode it was asked for.
 */
export function usePincodeCheck(pincode: string): PincodeState {
  const [result, setResult] = useState<{ pincode: string; check: PincodeCheck } | null>(null);
  const onResult = useCallback((asked: string, check: PincodeCheck) => setResult({ pincode: asked, check }), []);
  const check = result?.pincode === pincode ? result.check : null;
  if (!check) return { area: null, message: '', onResult };
  if (check.served) return { area: { city: check.city, citySlug: check.citySlug, locality: check.locality }, message: '', onResult };
  return { area: null, message: check.message, onResult };
}
