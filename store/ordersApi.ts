import type { HeadcountSyncBody } from '../lib/contracts/headcountSync';
import type { TipBody } from '../lib/contracts/tips';
import type { OrderAddBody, ServedArea } from '../lib/contracts/orders';
import type { ApiAnswer } from '../services/baseQuery';
import { api, dataOf, type ApiData } from './api';

/** Whether we serve a pincode: its city and locality, or the message to show when we do not. */
export type PincodeCheck = ({ served: true } & ServedArea) | { served: false; message: string };

/** An answer's message beside its data (cancel: what is refunded). */
const withMessage =
  <T>(read: (answer: ApiAnswer) => T) =>
  (answer: ApiAnswer) => ({ message: answer.message, order: read(answer) });

/** Order endpoints. Placing or cancelling an order refreshes My Orders and the order pages (tag `Order`). */
export const ordersApi = api.injectEndpoints({
  endpoints: (build) => ({
    serviceabilityCheck: build.query<PincodeCheck, string>({
      query: (pincode) => ({ endpoint: 'serviceabilityCheck', params: { pincode } }),
      transformResponse: (answer: ApiAnswer): PincodeCheck => {
        const area = dataOf('serviceabilityCheck')(answer);
        return area.served
          ? { served: true, city: area.city, citySlug: area.citySlug, locality: area.locality }
          : { served: false, message: answer.message };
      },
    }),
    orderAdd: build.mutation<ApiData<'orderAdd'>, { body: OrderAddBody; idempotencyKey: string }>({
      query: ({ body, idempotencyKey }) => ({ endpoint: 'orderAdd', body, headers: { 'Idempotency-Key': idempotencyKey } }),
      transformResponse: dataOf('orderAdd'),
      // "save this address" adds to the address book
      invalidatesTags: ['Order', 'Address'],
    }),
    orderList: build.query<ApiData<'orderList'>, number>({
      query: (page) => ({ endpoint: 'orderList', body: { page } }),
      transformResponse: dataOf('orderList'),
      providesTags: ['Order'],
    }),
    orderDetails: build.query<ApiData<'orderDetails'>, string>({
      query: (id) => ({ endpoint: 'orderDetails', params: { id } }),
      transformResponse: dataOf('orderDetails'),
      providesTags: ['Order'],
    }),
    orderCancel: build.mutation<{ message: string; order: ApiData<'orderCancel'> }, string>({
      query: (id) => ({ endpoint: 'orderCancel', body: { _id: id } }),
      transformResponse: withMessage(dataOf('orderCancel')),
      // the order page shows the cancelled order at once; the lists refresh through the tag
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(ordersApi.util.upsertQueryData('orderDetails', id, data.order));
      },
      invalidatesTags: ['Order'],
    }),
    /** Cancels an order nobody arrived for within the hour, with a full refund (the order page shows it at once). */
    orderCancelNoShow: build.mutation<{ message: string; order: ApiData<'orderCancelNoShow'> }, string>({
      query: (orderId) => ({ endpoint: 'orderCancelNoShow', params: { orderId } }),
      transformResponse: withMessage(dataOf('orderCancelNoShow')),
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(ordersApi.util.upsertQueryData('orderDetails', id, data.order));
      },
      invalidatesTags: ['Order'],
    }),
    /** Syncs an order's guests to its invite (the order pages refresh through the cache tag). */
    orderHeadcountSync: build.mutation<ApiData<'orderHeadcountSync'>, { orderId: string } & HeadcountSyncBody>({
      query: ({ orderId, ...body }) => ({ endpoint: 'orderHeadcountSync', params: { orderId }, body }),
      transformResponse: dataOf('orderHeadcountSync'),
      invalidatesTags: ['Order'],
    }),
    /** Opens the payment of a tip for the order's provider (the checkout payload; the gateway is opened by the caller). */
    orderTip: build.mutation<ApiData<'orderTip'>, { orderId: string; idempotencyKey: string } & TipBody>({
      query: ({ orderId, idempotencyKey, ...body }) => ({
        endpoint: 'orderTip',
        params: { orderId },
        body,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
      transformResponse: dataOf('orderTip'),
    }),
  }),
});

export const {
  useServiceabilityCheckQuery,
  useOrderAddMutation,
  useOrderListQuery,
  useOrderDetailsQuery,
  useOrderCancelMutation,
  useOrderCancelNoShowMutation,
  useOrderHeadcountSyncMutation,
  useOrderTipMutation,
} = ordersApi;
