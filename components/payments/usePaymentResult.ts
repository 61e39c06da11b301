import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useRef, useState } from 'react';
import type { PaymentStatusAnswer } from '../../lib/contracts/payments';
import type { PaymentProof } from '../../lib/routes';
import { failedWith } from '../../services/errors';
import { paymentsApi, usePaymentStatusCheckMutation, usePaymentStatusQuery } from '../../store/paymentsApi';

/** The result page asks again this often while the payment is pending. */
export const POLL_MS = 3000;
/** After this long pending, the page says it is taking longer than usual. */
export const SLOW_AFTER_MS = 20_000;
/** After this long the page stops asking (My Orders keeps showing the true state). */
export const POLL_FOR_MS = 10 * 60_000;

/** Where the result page stands. */
export interface PaymentResult {
  /** The server's latest word on the order's payment; undefined until the first answer. */
  status: PaymentStatusAnswer | undefined;
  /** The order is unknown, or not the customer's (404; 400 for a malformed id). */
  notFound: boolean;
  /** Why nothing could be learnt yet (shown with "Try again"); null otherwise. */
  failure: unknown;
  /** Asks again after a failure. */
  retry: () => void;
  /** Pending for longer than SLOW_AFTER_MS. */
  slow: boolean;
  /** Pending for longer than POLL_FOR_MS: the page stopped asking. */
  gaveUp: boolean;
}

/**
 * The result page's data: sends the gateway's proof once (POST status: the server verifies
 * it and asks the gateway; a 400 "could not be verified" still leaves the reconciler to decide, so the
 * page goes on asking), then reads the status (GET), every POLL_MS while it is PAYMENT_PENDING.
 */
export function usePaymentResult(orderId: string, proof: PaymentProof): PaymentResult {
  const [check] = usePaymentStatusCheckMutation();
  const [checked, setChecked] = useState(false);
  const [elapsed, setElapsed] = useState<'fresh' | 'slow' | 'gaveUp'>('fresh');
  const sent = useRef(false);
  const { providerOrderId, providerPaymentId, signature } = proof;

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    void check({ orderId, providerOrderId, providerPaymentId, signature }).finally(() => setChecked(true));
  }, [check, orderId, providerOrderId, providerPaymentId, signature]);

  useEffect(() => {
    const slow = setTimeout(() => setElapsed('slow'), SLOW_AFTER_MS);
    const stop = setTimeout(() => setElapsed('gaveUp'), POLL_FOR_MS);
    return () => {
      clearTimeout(slow);
      clearTimeout(stop);
    };
  }, []);

  const arg = checked ? orderId : skipToken;
  const known = paymentsApi.endpoints.paymentStatus.useQueryState(arg);
  const unknownOrder = failedWith(known.error, 400, 404);
  const pending = known.data === undefined || known.data.message === 'PAYMENT_PENDING';
  const polling = checked && pending && !unknownOrder && !failedWith(known.error, 401) && elapsed !== 'gaveUp';
  const query = usePaymentStatusQuery(arg, { pollingInterval: polling ? POLL_MS : 0 });

  const isPending = query.data?.message === 'PAYMENT_PENDING';
  return {
    status: query.data,
    notFound: !query.data && failedWith(query.error, 400, 404),
    failure: !query.data && query.isError ? query.error : null,
    retry: () => void query.refetch(),
    slow: isPending && elapsed !== 'fresh',
    gaveUp: isPending && elapsed === 'gaveUp',
  };
}
