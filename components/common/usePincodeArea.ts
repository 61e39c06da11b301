import { useEffect, useState } from 'react';
import { ApiError } from '../../services/errors';

/**
 * Looks up a 6-digit pincode as it is typed: the served city and locality, or the message to show
 * when we do not serve it (issue 5: a clear message before payment).
 */
export function usePincodeArea(pincode: string): { area: { city: string; citySlug: string; locality: string } | null; message: string } {
  const [result, setResult] = useState<{
    pincode: string;
    area: { city: string; citySlug: string; locality: string } | null;
    message: string;
  } | null>(null);
  useEffect(() => {
    if (pincode.length !== 6) return undefined;
    let cancelled = false;
    // the service layer (axios) is fetched with the first lookup, not with the page
    import('../../services/catalog')
      .then(({ checkPincode }) => checkPincode(pincode))
      .then((found) => {
        if (cancelled) return;
        setResult({
          pincode,
          area: found.served ? { city: found.city, citySlug: found.citySlug, locality: found.locality } : null,
          message: found.served ? '' : found.message,
        });
      })
      .catch((error: unknown) => {
        if (!cancelled)
          setResult({
            pincode,
            area: null,
            message: error instanceof ApiError ? error.message : 'Could not check the pincode. Please try again.',
          });
      });
    return () => {
      cancelled = true;
    };
  }, [pincode]);
  // a result belongs to the pincode it was asked for; a newer pincode has none yet
  return result && result.pincode === pincode ? { area: result.area, message: result.message } : { area: null, message: '' };
}
