import { useRouter } from 'next/router';
import { useCallback, useEffect, useRef, useState } from 'react';
import { openGateway } from '../../client/gateway';
import { localizedPath } from '../../lib/i18n/urls';
import type { PaymentKind } from '../../lib/payments';
import { failureText, isApiFailure } from '../../services/errors';
import { newIdempotencyKey } from '../../store/drafts';
import { usePaymentCreateMutation } from '../../store/paymentsApi';
import { useSessionUi } from '../auth/SessionUi';
import { useLocale, useT } from '../i18n/I18nProvider';

/** What `usePayNow` gives a pay button. */
export interface PayNow {
  /** Opens a payment attempt for `kind` of the order and sends the browser to its gateway. */
  pay: (orderId: string, kind: PaymentKind) => Promise<void>;
  /** True from the click until the browser has left for the gateway (or the attempt failed). */
  busy: boolean;
  /** Why the last try failed, to show beside the button; null while none did. */
  error: string | null;
}

const FALLBACK = 'Could not start the payment. Please try again in a moment.';
/** Shown beside the button when the session had ended (the login popup is open). */
export const LOGIN_TEXT = 'Please log in again to pay.';

/**
 * Pays an order online: opens a payment attempt and then its gateway (client/gateway).
 * One idempotency key per click series, kept in a ref: a double click, or a retry after an answer got
 * lost on the way, sends the same key and so reaches the same attempt. A failure the server answered
 * ends the series (the next click is a new request). A 401 opens the login popup (and says so beside
 * the button); a 502 shows the server's "busy" message; other failures their text. A Hindi page says its own
 * `payments` message instead of the server's English.
 */
export function usePayNow(): PayNow {
  const router = useRouter();
  const { openLogin } = useSessionUi();
  const t = useT('payments');
  const locale = useLocale();
  const [createAttempt] = usePaymentCreateMutation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const series = useRef<{ id: string; key: string } | null>(null);
  const inFlight = useRef(false);

  // Back from a gateway's page restores this page from the back/forward cache still "redirecting".
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setBusy(false);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  const pay = useCallback(
    async (orderId: string, kind: PaymentKind) => {
      if (inFlight.current) return;
      inFlight.current = true;
      setBusy(true);
      setError(null);
      const id = `${orderId}:${kind}`;
      if (series.current?.id !== id) series.current = { id, key: newIdempotencyKey() };
      const result = await createAttempt({ body: { orderId, kind }, idempotencyKey: series.current.key });
      inFlight.current = false;
      if ('data' in result && result.data) {
        series.current = null;
        try {
          // a gateway page of our own (the sandbox's) opens in the page's language
          const { redirectUrl } = result.data;
          const attempt = redirectUrl ? { ...result.data, redirectUrl: localizedPath(redirectUrl, locale) } : result.data;
          await openGateway(attempt, (url) => void router.push(url));
        } catch (failure) {
          setBusy(false);
          setError(failure instanceof Error && locale === 'en' ? failure.message : t('failed'));
        }
        return;
      }
      setBusy(false);
      const failure = result.error;
      // without an answer the server may have opened the attempt: the next click asks again with this key
      if (!isApiFailure(failure) || failure.status !== 'NETWORK') series.current = null;
      if (isApiFailure(failure) && failure.status === 401) {
        // the login popup opens; the text stays so a checkout never reads "Redirecting…" meanwhile
        setError(t('loginAgain'));
        return openLogin();
      }
      if (locale !== 'en') return setError(t('failed'));
      setError(isApiFailure(failure) && failure.status === 502 ? failure.message : failureText(failure, FALLBACK));
    },
    [createAttempt, openLogin, router, locale, t],
  );

  return { pay, busy, error };
}
