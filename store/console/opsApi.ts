import type { OpsOrderQueryInput } from '../../lib/contracts/opsOrders';
import { answerOf, type BodyOf, consoleApi, dataOf, type QueryOf } from './api';

/** A call on one resource: its id (the `{id}` of the path) and the body the contract takes. */
type On<B> = { id: string; body: B };

/**
 * The operations console's endpoints (`/ops`), on the contracts of lib/contracts. Reads answer the contract's data;
 * changes answer the server's message with the data (the screens show the message). The console's screens are
 * rendered with their data (getServerSideProps) and read again after a change, as each screen says (the order page
 * reads the order again after any action, and after a refusal, whose figures may have moved).
 */
export const opsApi = consoleApi.injectEndpoints({
  endpoints: (build) => ({
    opsLogout: build.mutation({ query: (_: void) => ({ endpoint: 'opsLogout' }), transformResponse: answerOf('opsLogout') }),

    opsStaffCreate: build.mutation({
      query: (body: BodyOf<'opsStaffCreate'>) => ({ endpoint: 'opsStaffCreate', body }),
      transformResponse: answerOf('opsStaffCreate'),
    }),
    opsStaffUpdate: build.mutation({
      query: ({ id, body }: On<BodyOf<'opsStaffUpdate'>>) => ({ endpoint: 'opsStaffUpdate', params: { id }, body }),
      transformResponse: answerOf('opsStaffUpdate'),
    }),

    // the orders board: the URL's filters as the query string (lib/contracts/opsOrders)
    opsOrderList: build.query({
      query: (query: OpsOrderQueryInput) => ({ endpoint: 'opsOrderList', query }),
      transformResponse: dataOf('opsOrderList'),
    }),
    opsOrderOne: build.query({
      query: (id: string) => ({ endpoint: 'opsOrderOne', params: { id } }),
      transformResponse: dataOf('opsOrderOne'),
    }),
    opsOrderStep: build.mutation({
      query: ({ id, body }: On<BodyOf<'opsOrderStep'>>) => ({ endpoint: 'opsOrderStep', params: { id }, body }),
      transformResponse: answerOf('opsOrderStep'),
    }),
    opsOrderStartCodeUnlock: build.mutation({
      query: ({ id, body }: On<BodyOf<'opsOrderStartCodeUnlock'>>) => ({ endpoint: 'opsOrderStartCodeUnlock', params: { id }, body }),
      transformResponse: answerOf('opsOrderStartCodeUnlock'),
    }),
    opsOrderMessageCreate: build.mutation({
      query: ({ id, body }: On<BodyOf<'opsOrderMessageCreate'>>) => ({ endpoint: 'opsOrderMessageCreate', params: { id }, body }),
      transformResponse: answerOf('opsOrderMessageCreate'),
    }),
    opsOrderNoteCreate: build.mutation({
      query: ({ id, body }: On<BodyOf<'opsOrderNoteCreate'>>) => ({ endpoint: 'opsOrderNoteCreate', params: { id }, body }),
      transformResponse: answerOf('opsOrderNoteCreate'),
    }),
    opsProviderAssign: build.mutation({
      query: (body: BodyOf<'opsProviderAssign'>) => ({ endpoint: 'opsProviderAssign', body }),
      transformResponse: answerOf('opsProviderAssign'),
    }),
    paymentRefund: build.mutation({
      query: (body: BodyOf<'paymentRefund'>) => ({ endpoint: 'paymentRefund', body }),
      transformResponse: answerOf('paymentRefund'),
    }),
    balanceCash: build.mutation({
      query: (body: BodyOf<'balanceCash'>) => ({ endpoint: 'balanceCash', body }),
      transformResponse: answerOf('balanceCash'),
    }),

    opsProviderCreate: build.mutation({
      query: (body: BodyOf<'opsProviderCreate'>) => ({ endpoint: 'opsProviderCreate', body }),
      transformResponse: answerOf('opsProviderCreate'),
    }),
    opsProviderUpdate: build.mutation({
      query: ({ id, body }: On<BodyOf<'opsProviderUpdate'>>) => ({ endpoint: 'opsProviderUpdate', params: { id }, body }),
      transformResponse: answerOf('opsProviderUpdate'),
    }),
    opsProviderJobs: build.query({
      query: ({ id, ...query }: { id: string } & QueryOf<'opsProviderJobs'>) => ({ endpoint: 'opsProviderJobs', params: { id }, query }),
      transformResponse: dataOf('opsProviderJobs'),
    }),
    opsEnquiryUpdate: build.mutation({
      query: ({ id, body }: On<BodyOf<'opsEnquiryUpdate'>>) => ({ endpoint: 'opsEnquiryUpdate', params: { id }, body }),
      transformResponse: answerOf('opsEnquiryUpdate'),
    }),
    opsEnquiryNote: build.mutation({
      query: ({ id, body }: On<BodyOf<'opsEnquiryNote'>>) => ({ endpoint: 'opsEnquiryNote', params: { id }, body }),
      transformResponse: answerOf('opsEnquiryNote'),
    }),
    opsReviewModerate: build.mutation({
      query: ({ id, body }: On<BodyOf<'opsReviewModerate'>>) => ({ endpoint: 'opsReviewModerate', params: { id }, body }),
      transformResponse: answerOf('opsReviewModerate'),
    }),
    opsJobRetry: build.mutation({
      query: (id: string) => ({ endpoint: 'opsJobRetry', params: { id } }),
      transformResponse: answerOf('opsJobRetry'),
    }),
    opsMessageRetry: build.mutation({
      query: (id: string) => ({ endpoint: 'opsMessageRetry', params: { id } }),
      transformResponse: answerOf('opsMessageRetry'),
    }),

    // the support inbox: the queue and one conversation, read again after each change and on the chat stream's news
    opsChatQueue: build.query({
      query: (_: void) => ({ endpoint: 'opsChatQueue' }),
      transformResponse: dataOf('opsChatQueue'),
      providesTags: [{ type: 'Chat', id: 'queue' }],
    }),
    opsChatRoom: build.query({
      query: (id: string) => ({ endpoint: 'opsChatRoom', params: { id } }),
      transformResponse: dataOf('opsChatRoom'),
      providesTags: (_room, _failure, id) => [{ type: 'Chat', id }],
    }),
    opsChatSend: build.mutation({
      query: ({ id, body }: On<BodyOf<'opsChatSend'>>) => ({ endpoint: 'opsChatSend', params: { id }, body }),
      transformResponse: answerOf('opsChatSend'),
    }),
    opsChatAssign: build.mutation({
      query: ({ id, body }: On<BodyOf<'opsChatAssign'>>) => ({ endpoint: 'opsChatAssign', params: { id }, body }),
      transformResponse: answerOf('opsChatAssign'),
    }),
  }),
});

export const {
  useOpsLogoutMutation,
  useOpsStaffCreateMutation,
  useOpsStaffUpdateMutation,
  useLazyOpsOrderListQuery,
  useLazyOpsOrderOneQuery,
  useOpsOrderStepMutation,
  useOpsOrderStartCodeUnlockMutation,
  useOpsOrderMessageCreateMutation,
  useOpsOrderNoteCreateMutation,
  useOpsProviderAssignMutation,
  usePaymentRefundMutation,
  useBalanceCashMutation,
  useOpsProviderCreateMutation,
  useOpsProviderUpdateMutation,
  useOpsProviderJobsQuery,
  useOpsEnquiryUpdateMutation,
  useOpsEnquiryNoteMutation,
  useOpsReviewModerateMutation,
  useOpsMessageRetryMutation,
  useOpsJobRetryMutation,
  useLazyOpsChatQueueQuery,
  useLazyOpsChatRoomQuery,
  useOpsChatSendMutation,
  useOpsChatAssignMutation,
} = opsApi;
