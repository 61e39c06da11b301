import type { SplitCreateBody } from '../lib/contracts/split';
import { api, dataOf, type ApiData } from './api';

/** Where a co-host's share payment stands after the gateway, with its proof when there is one. */
export interface ShareStatusCheckArgs {
  attemptId: string;
  providerOrderId?: string;
  providerPaymentId?: string;
  signature?: string;
}

/**
 * Splitting an order's balance with co-hosts: the host's split of an order (refreshed with the order,
 * tag `Order`), making it, and the public share link's payment and status check.
 */
export const splitApi = api.injectEndpoints({
  endpoints: (build) => ({
    splitView: build.query<ApiData<'splitView'>, string>({
      query: (orderId) => ({ endpoint: 'splitView', params: { orderId } }),
      transformResponse: dataOf('splitView'),
      providesTags: ['Order'],
    }),
    splitCreate: build.mutation<ApiData<'splitCreate'>, SplitCreateBody>({
      query: (body) => ({ endpoint: 'splitCreate', body }),
      transformResponse: dataOf('splitCreate'),
      invalidatesTags: ['Order'],
    }),
    sharePay: build.mutation<ApiData<'sharePay'>, { token: string }>({
      query: (body) => ({ endpoint: 'sharePay', body }),
      transformResponse: dataOf('sharePay'),
    }),
    shareStatusCheck: build.mutation<ApiData<'shareStatusCheck'>, ShareStatusCheckArgs>({
      query: (body) => ({ endpoint: 'shareStatusCheck', body }),
      transformResponse: dataOf('shareStatusCheck'),
    }),
  }),
});

export const { useSplitViewQuery, useSplitCreateMutation, useSharePayMutation, useShareStatusCheckMutation } = splitApi;
