import { answerOf, type BodyOf, consoleApi, dataOf } from './api';

/** A call on one job: its id (the `{id}` of the path) and the body the contract takes. */
type OnJob<B> = { id: string; body: B };

/**
 * The partner app's endpoints (`/partner`), on the contracts of lib/contracts. The job list is read again after each
 * job action (tag `Job`); each job action answers the job as it now is; a job's chat is read on its page and again on the chat stream's news.
 */
export const partnerApi = consoleApi.injectEndpoints({
  endpoints: (build) => ({
    partnerLogout: build.mutation({ query: (_: void) => ({ endpoint: 'partnerLogout' }), transformResponse: answerOf('partnerLogout') }),

    partnerJobs: build.query({
      query: (_: void) => ({ endpoint: 'partnerJobs' }),
      transformResponse: dataOf('partnerJobs'),
      providesTags: [{ type: 'Job', id: 'list' }],
    }),
    partnerJobAccept: build.mutation({
      query: (id: string) => ({ endpoint: 'partnerJobAccept', params: { id } }),
      transformResponse: answerOf('partnerJobAccept'),
      invalidatesTags: [{ type: 'Job', id: 'list' }],
    }),
    partnerJobDecline: build.mutation({
      query: ({ id, body }: OnJob<BodyOf<'partnerJobDecline'>>) => ({ endpoint: 'partnerJobDecline', params: { id }, body }),
      transformResponse: answerOf('partnerJobDecline'),
      invalidatesTags: [{ type: 'Job', id: 'list' }],
    }),
    partnerJobStart: build.mutation({
      query: ({ id, body }: OnJob<BodyOf<'partnerJobStart'>>) => ({ endpoint: 'partnerJobStart', params: { id }, body }),
      transformResponse: answerOf('partnerJobStart'),
      invalidatesTags: [{ type: 'Job', id: 'list' }],
    }),
    partnerJobComplete: build.mutation({
      query: (id: string) => ({ endpoint: 'partnerJobComplete', params: { id } }),
      transformResponse: answerOf('partnerJobComplete'),
      invalidatesTags: [{ type: 'Job', id: 'list' }],
    }),
    partnerJobOnTheWay: build.mutation({
      query: (id: string) => ({ endpoint: 'partnerJobOnTheWay', params: { id } }),
      transformResponse: answerOf('partnerJobOnTheWay'),
      invalidatesTags: [{ type: 'Job', id: 'list' }],
    }),
    partnerJobArrived: build.mutation({
      query: ({ id, body }: OnJob<BodyOf<'partnerJobArrived'>>) => ({ endpoint: 'partnerJobArrived', params: { id }, body }),
      transformResponse: answerOf('partnerJobArrived'),
      invalidatesTags: [{ type: 'Job', id: 'list' }],
    }),
    // one photo a request, with its progress (a failed file is sent again alone)
    partnerJobPhotoUpload: build.mutation({
      query: ({ id, field, file, onProgress }: { id: string; field: string; file: File; onProgress: (share: number) => void }) => ({
        endpoint: 'partnerJobPhotoUpload',
        params: { id },
        file: { field, file },
        onUploadProgress: onProgress,
      }),
      transformResponse: answerOf('partnerJobPhotoUpload'),
    }),

    partnerChat: build.query({
      query: (id: string) => ({ endpoint: 'partnerChat', params: { id } }),
      transformResponse: dataOf('partnerChat'),
      providesTags: (_chat, _failure, id) => [{ type: 'Chat', id }],
    }),
    partnerChatSend: build.mutation({
      query: ({ id, body }: OnJob<BodyOf<'partnerChatSend'>>) => ({ endpoint: 'partnerChatSend', params: { id }, body }),
      transformResponse: answerOf('partnerChatSend'),
    }),
    partnerChatRead: build.mutation({
      query: ({ id, body }: OnJob<BodyOf<'partnerChatRead'>>) => ({ endpoint: 'partnerChatRead', params: { id }, body }),
      transformResponse: answerOf('partnerChatRead'),
    }),
  }),
});

export const {
  usePartnerLogoutMutation,
  usePartnerJobsQuery,
  useLazyPartnerJobsQuery,
  usePartnerJobAcceptMutation,
  usePartnerJobDeclineMutation,
  usePartnerJobStartMutation,
  usePartnerJobCompleteMutation,
  usePartnerJobPhotoUploadMutation,
  usePartnerJobOnTheWayMutation,
  usePartnerJobArrivedMutation,
  useLazyPartnerChatQuery,
  usePartnerChatSendMutation,
  usePartnerChatReadMutation,
} = partnerApi;
