import { useMemo } from 'react';
import { formatDate, formatDateTime, formatTime, formatWeekdayDate } from '../../lib/format';
import { useLocale } from './I18nProvider';

/**
 * The page language's date and time formats (IST): `date` "5 Mar 2026" / "5 मार्च 2026", `weekdayDate`
 * "Sat, 12 Dec" / "शनि, 12 दिसंबर", `time` "7:45 PM" / "शाम 7:45 बजे", `dateTime`. Money and counts read the
 * same in both languages (`formatRupees`, `formatIndianNumber`: ₹1,00,000).
 */
export function useFormat() {
  const locale = useLocale();
  return useMemo(
    () => ({
      locale,
      date: (value: string | Date) => formatDate(value, locale),
      weekdayDate: (value: string | Date) => formatWeekdayDate(value, locale),
      time: (value: string | Date) => formatTime(value, locale),
      dateTime: (value: string | Date) => formatDateTime(value, locale),
    }),
    [locale],
  );
}
