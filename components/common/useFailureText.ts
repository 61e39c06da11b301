import { useCallback } from 'react';
import { isHindiText } from '../../lib/i18n/hindiText';
import { failureText, isApiFailure } from '../../services/errors';
import { useLocale, useT } from '../i18n/I18nProvider';

/**
 * `failureText` in the page's language: on an English page exactly `failureText`; on a Hindi one the connection
 * message in Hindi, a server's 4xx message only when the server wrote it in Hindi, else the caller's `fallback`
 * (never the API's English on a Hindi page).
 */
export function useFailureText(): (value: unknown, fallback: string) => string {
  const english = useLocale() === 'en';
  const t = useT('common');
  return useCallback(
    (value: unknown, fallback: string) => {
      const shown = failureText(value, fallback);
      if (english || shown === fallback) return shown;
      if (isApiFailure(value) && value.status === 'NETWORK') return t('common.offline');
      return isHindiText(shown) ? shown : fallback;
    },
    [english, t],
  );
}
