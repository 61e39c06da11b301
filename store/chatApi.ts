import { api, dataOf, type ApiData } from './api';

/** Milliseconds a chat photo upload may take (10 MB on a slow phone connection). */
const CHAT_PHOTO_UPLOAD_TIMEOUT_MS = 180_000;

/** Tag: `ChatRooms` (the room list with its unread counts; refreshed by reads, mutes and leaves). */
const chatBase = api.enhanceEndpoints({ addTagTypes: ['ChatRooms'] });

/**
 * Chat endpoints of the customer (contracts in lib/contracts/chat.ts). History pages are fetched
 * one by one (`chatHistory` with `before`) and merged by the room screen, which also merges live messages.
 */
export const chatApi = chatBase.injectEndpoints({
  endpoints: (build) => ({
    chatGroups: build.query<ApiData<'chatGroups'>, string>({
      query: (userId) => ({ endpoint: 'chatGroups', query: { userId } }),
      transformResponse: dataOf('chatGroups'),
      providesTags: ['ChatRooms'],
    }),
    chatHistory: build.query<ApiData<'chatHistory'>, { roomId: string; before?: number }>({
      query: ({ roomId, before }) => ({ endpoint: 'chatHistory', params: { roomId }, query: { before } }),
      transformResponse: dataOf('chatHistory'),
      // every page is asked for when the screen needs it (live merges happen outside the cache)
      keepUnusedDataFor: 0,
    }),
    chatSend: build.mutation<ApiData<'chatSend'>, { roomId: string; text: string; imageKeys: string[]; clientId: string }>({
      query: (body) => ({ endpoint: 'chatSend', body }),
      transformResponse: dataOf('chatSend'),
    }),
    chatDelete: build.mutation<ApiData<'chatMessageDelete'>, { roomId: string; messageId: number }>({
      query: ({ roomId, messageId }) => ({ endpoint: 'chatMessageDelete', params: { roomId }, query: { messageId } }),
      transformResponse: dataOf('chatMessageDelete'),
    }),
    chatMarkRead: build.mutation<ApiData<'chatMarkRead'>, { roomId: string; upToMessageId: number }>({
      query: (body) => ({ endpoint: 'chatMarkRead', body }),
      transformResponse: dataOf('chatMarkRead'),
      invalidatesTags: ['ChatRooms'],
    }),
    chatMute: build.mutation<ApiData<'chatMute'>, { roomId: string; muted: boolean }>({
      query: ({ roomId, muted }) => ({ endpoint: 'chatMute', params: { roomId }, body: { muted } }),
      transformResponse: dataOf('chatMute'),
      invalidatesTags: ['ChatRooms'],
    }),
    chatLeave: build.mutation<ApiData<'chatLeave'>, string>({
      query: (roomId) => ({ endpoint: 'chatLeave', params: { roomId } }),
      transformResponse: dataOf('chatLeave'),
      invalidatesTags: ['ChatRooms'],
    }),
    chatReport: build.mutation<ApiData<'chatReport'>, { roomId: string; messageId: number; reason?: string }>({
      query: ({ roomId, messageId, reason }) => ({ endpoint: 'chatReport', params: { roomId }, body: { messageId, reason } }),
      transformResponse: dataOf('chatReport'),
    }),
    chatPhotoUpload: build.mutation<ApiData<'chatPhotoUpload'>, File>({
      query: (file) => {
        const form = new FormData();
        form.append('image', file);
        // as the wall upload: the browser writes the multipart header with its boundary
        return {
          endpoint: 'chatPhotoUpload',
          body: form,
          headers: { 'Content-Type': 'multipart/form-data' },
          timeoutMs: CHAT_PHOTO_UPLOAD_TIMEOUT_MS,
        };
      },
      transformResponse: dataOf('chatPhotoUpload'),
    }),
  }),
});

export const {
  useChatGroupsQuery,
  useLazyChatHistoryQuery,
  useChatSendMutation,
  useChatDeleteMutation,
  useChatMarkReadMutation,
  useChatMuteMutation,
  useChatLeaveMutation,
  useChatReportMutation,
  useChatPhotoUploadMutation,
} = chatApi;
