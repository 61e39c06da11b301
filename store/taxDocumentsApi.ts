import { api, dataOf, type ApiData } from './api';

/**
 * The GST documents of the customer's orders: the order page's list and one document (its page without a signed
 * link). Tagged `Order`, so a payment or a status change (which may issue one) refreshes them.
 */
export const taxDocumentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    orderDocuments: build.query<ApiData<'orderDocuments'>, string>({
      query: (orderId) => ({ endpoint: 'orderDocuments', params: { orderId } }),
      transformResponse: dataOf('orderDocuments'),
      providesTags: ['Order'],
    }),
    orderDocument: build.query<ApiData<'orderDocument'>, { orderId: string; documentId: string }>({
      query: (params) => ({ endpoint: 'orderDocument', params }),
      transformResponse: dataOf('orderDocument'),
    }),
  }),
});

export const { useOrderDocumentsQuery, useOrderDocumentQuery } = taxDocumentsApi;
