import { useCallback, useEffect, useState } from 'react';
import { clearLogin } from '../../lib/browserSession';
import { ApiError } from '../../services/errors';

/** Where a customer request stands: waiting, failed (with the thrown error) or answered. */
export type OrdersRequestState<T> = { phase: 'loading' } | { phase: 'failed'; error: unknown } | { phase: 'done'; data: T };

/** What `useOrdersRequest` gives its component. */
export interface OrdersRequest<T> {
  state: OrdersRequestState<T>;
  /** Sends the request again (the "Try again" button). */
  retry: () => void;
  /** Shows other data in place of the answer (e.g. the order returned by a cancel). */
  replace: (data: T) => void;
}

const LOADING = { phase: 'loading' } as const;

/**
 * Runs `load(arg)` after mount for a logged-in customer and again on `retry`. A 401 means the session
 * has expired: it logs the browser out (clearLogin), so the page swaps to its login prompt.
 * Mount the component only while logged in (and key it by `arg`), so a new login starts afresh.
 * @param load a stable function (module level), e.g. `fetchOrder`.
 */
export function useOrdersRequest<A extends string | number, T>(arg: A, load: (arg: A) => Promise<T>): OrdersRequest<T> {
  const [attempt, setAttempt] = useState(0);
  // The answer remembers which attempt it belongs to: a retry shows "loading" without a reset in the effect.
  const [answer, setAnswer] = useState<{ attempt: number; state: OrdersRequestState<T> } | null>(null);

  useEffect(() => {
    let cancelled = false;
    load(arg).then(
      (data) => {
        if (!cancelled) setAnswer({ attempt, state: { phase: 'done', data } });
      },
      (error: unknown) => {
        if (cancelled) return;
        if (error instanceof ApiError && error.status === 401) clearLogin();
        setAnswer({ attempt, state: { phase: 'failed', error } });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [arg, load, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const replace = useCallback((data: T) => setAnswer({ attempt, state: { phase: 'done', data } }), [attempt]);
  return { state: answer?.attempt === attempt ? answer.state : LOADING, retry, replace };
}
