import type { ReviewSave } from '../lib/contracts/reviews';
import type { ApiAnswer } from '../services/baseQuery';
import { api, dataOf, type ApiData } from './api';

/**
 * Review endpoints of the order page: the customer's review of an order and saving it
 * (write or edit). Saving refreshes the order's review (tag `Review`, per order id).
 */
export const reviewsApi = api.injectEndpoints({
  endpoints: (build) => ({
    orderReview: build.query<ApiData<'orderReview'>, string>({
      query: (orderId) => ({ endpoint: 'orderReview', params: { orderId } }),
      transformResponse: dataOf('orderReview'),
      providesTags: (_result, _error, orderId) => [{ type: 'Review', id: orderId }],
    }),
    orderReviewSave: build.mutation<{ message: string; review: ApiData<'orderReviewSave'> }, ReviewSave>({
      query: (body) => ({ endpoint: 'orderReviewSave', body }),
      transformResponse: (answer: ApiAnswer) => ({ message: answer.message, review: dataOf('orderReviewSave')(answer) }),
      invalidatesTags: (_result, _error, body) => [{ type: 'Review', id: body.orderId }],
    }),
  }),
});

export const { useOrderReviewQuery, useOrderReviewSaveMutation } = reviewsApi;
