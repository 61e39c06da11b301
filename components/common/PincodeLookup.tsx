import { useEffect } from 'react';
import { canRetry, failureText } from '../../services/errors';
import { useServiceabilityCheckQuery, type PincodeCheck } from '../../store/ordersApi';
import { useLocale, useT } from '../i18n/I18nProvider';
import { addressErrorText, PINCODE_LOOKUP_FAILED } from './address';
import ui from './ui.module.css';

/** Props of `PincodeLookup`. */
export interface PincodeLookupProps {
  /** A 6-digit pincode. */
  pincode: string;
  /** Called with the answer: served (city, locality) or not (the message); a failed lookup counts as not served, with its message. */
  onResult: (pincode: string, check: PincodeCheck) => void;
}

/**
 * The status line of a pincode field: "Checking…", the served locality and city, the message for a
 * pincode we do not serve, or a failure with "Try again", in the page's language (the API names the city and
 * locality in it). Rendered inside StoreIsland (it uses the data layer).
 */
export default function PincodeLookup({ pincode, onResult }: PincodeLookupProps) {
  const t = useT('booking');
  const locale = useLocale();
  const query = useServiceabilityCheckQuery(pincode);
  const failure = query.isError ? failureText(query.error, PINCODE_LOOKUP_FAILED) : '';
  useEffect(() => {
    if (query.data) onResult(pincode, query.data);
    else if (failure) onResult(pincode, { served: false, message: failure });
  }, [query.data, failure, pincode, onResult]);

  if (query.data) {
    return (
      <>
        {query.data.served
          ? t('address.area', { locality: query.data.locality, city: query.data.city })
          : addressErrorText('pincode', query.data.message, locale, t)}
      </>
    );
  }
  if (!query.isError) return <>{t('address.checking')}</>;
  return (
    <>
      {addressErrorText('pincode', failure, locale, t)}{' '}
      {canRetry(query.error) && (
        <button type="button" className={`${ui.button} ${ui.text}`} onClick={() => void query.refetch()}>
          {t('tryAgain')}
        </button>
      )}
    </>
  );
}
