import type { PaymentCreateBody, PaymentStatusCheckBody } from '../lib/contracts/payments';
import { api, dataOf, type ApiData } from './api';

/** What the sandbox test page can do with an attempt. */
export type SandboxActionName = 'pay' | 'fail' | 'pending';

/**
 * Payment endpoints. Opening an attempt or checking a payment can change an order's state,
 * so both refresh My Orders and the order pages (tag `Order`). The status check's answer is also put in
 * the cache of the status query, which the result page then polls from.
 */
export const paymentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    paymentCreate: build.mutation<ApiData<'paymentCreate'>, { body: PaymentCreateBody; idempotencyKey: string }>({
      query: ({ body, idempotencyKey }) => ({ endpoint: 'paymentCreate', body, headers: { 'Idempotency-Key': idempotencyKey } }),
      transformResponse: dataOf('paymentCreate'),
      invalidatesTags: ['Order'],
    }),
    paymentStatusCheck: build.mutation<ApiData<'paymentStatusCheck'>, PaymentStatusCheckBody>({
      query: (body) => ({ endpoint: 'paymentStatusCheck', body }),
      transformResponse: dataOf('paymentStatusCheck'),
      async onQueryStarted({ orderId }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) await dispatch(paymentsApi.util.upsertQueryData('paymentStatus', orderId, data));
      },
      invalidatesTags: ['Order'],
    }),
    paymentStatus: build.query<ApiData<'paymentStatus'>, string>({
      query: (orderId) => ({ endpoint: 'paymentStatus', params: { orderId } }),
      transformResponse: dataOf('paymentStatus'),
    }),
    receipt: build.query<ApiData<'receipt'>, string>({
      query: (paymentId) => ({ endpoint: 'receipt', params: { paymentId } }),
      transformResponse: dataOf('receipt'),
    }),
    sandboxAttempt: build.query<ApiData<'sandboxAttempt'>, string>({
      query: (attemptId) => ({ endpoint: 'sandboxAttempt', params: { attemptId } }),
      transformResponse: dataOf('sandboxAttempt'),
    }),
    sandboxAction: build.mutation<ApiData<'sandboxAction'>, { attemptId: string; action: SandboxActionName }>({
      query: ({ attemptId, action }) => ({ endpoint: 'sandboxAction', params: { attemptId }, body: { action } }),
      transformResponse: dataOf('sandboxAction'),
    }),
  }),
});

export const {
  usePaymentCreateMutation,
  usePaymentStatusCheckMutation,
  usePaymentStatusQuery,
  useReceiptQuery,
  useSandboxAttemptQuery,
  useSandboxActionMutation,
} = paymentsApi;
