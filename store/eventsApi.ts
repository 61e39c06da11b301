import type { InviteBody } from '../lib/contracts/events';
import type { InviteLanguage, TemplateSlotKey } from '../lib/contracts/templates';
import { api, dataOf, type ApiData } from './api';

/** The RSVP body (PUT event-guest), as the form sends it. */
export interface RsvpBody {
  eventId: string;
  name: string;
  rsvpStatus: 'going' | 'maybe' | 'declined';
  plusOnes: number;
  note?: string | null;
  whatsappOptIn: boolean;
  luckyDrawOptOut?: boolean;
}

/**
 * The body of a create or change of an event: the contract's input (defaults optional), and the host's texts for the
 * template's slots (sent as `texts`: an API that does not take them yet drops the unknown key).
 */
export type InviteInput = Omit<InviteBody, 'language' | 'rsvp'> & {
  language?: InviteLanguage;
  texts?: Partial<Record<TemplateSlotKey, string>>;
  rsvp?: {
    deadline?: string | null;
    capacity?: number | null;
    plusOnesAllowed?: number;
    showGuestList?: boolean;
    showCount?: boolean;
  };
};

/** Milliseconds an invite image upload may take (10 MB at about 1 Mbit/s with room to spare). */
const INVITE_IMAGE_UPLOAD_TIMEOUT_MS = 180_000;

/**
 * Tags: `Invite` (one event by id, and `LIST` for the customer's events), `InviteGuests` (an event's guest list),
 * `InviteReminders` (its reminders), `InviteWall` (its wall).
 */
const eventsBase = api.enhanceEndpoints({ addTagTypes: ['Invite', 'InviteGuests', 'InviteReminders', 'InviteWall'] });

/**
 * Event invites endpoints (contracts in lib/contracts/events/ and templates.ts). An answer
 * or a change refreshes the event (counts, my answer) and the lists that show it.
 */
export const eventsApi = eventsBase.injectEndpoints({
  endpoints: (build) => ({
    inviteList: build.query<ApiData<'inviteList'>, void>({
      query: () => ({ endpoint: 'inviteList' }),
      transformResponse: dataOf('inviteList'),
      providesTags: [{ type: 'Invite', id: 'LIST' }],
    }),
    inviteDetails: build.query<ApiData<'inviteDetails'>, string>({
      query: (id) => ({ endpoint: 'inviteDetails', params: { id } }),
      transformResponse: dataOf('inviteDetails'),
      providesTags: (_result, _error, id) => [{ type: 'Invite', id }],
    }),
    inviteCreate: build.mutation<ApiData<'inviteCreate'>, InviteInput>({
      query: (body) => ({ endpoint: 'inviteCreate', body }),
      transformResponse: dataOf('inviteCreate'),
      invalidatesTags: [{ type: 'Invite', id: 'LIST' }],
    }),
    inviteUpdate: build.mutation<ApiData<'inviteUpdate'>, { id: string; body: InviteInput }>({
      query: ({ id, body }) => ({ endpoint: 'inviteUpdate', params: { id }, body }),
      transformResponse: dataOf('inviteUpdate'),
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'Invite', id },
        { type: 'Invite', id: 'LIST' },
      ],
    }),
    inviteCancel: build.mutation<ApiData<'inviteCancel'>, string>({
      query: (id) => ({ endpoint: 'inviteCancel', params: { id } }),
      transformResponse: dataOf('inviteCancel'),
      invalidatesTags: (_result, _error, id) => [
        { type: 'Invite', id },
        { type: 'Invite', id: 'LIST' },
      ],
    }),
    inviteRsvp: build.mutation<ApiData<'inviteRsvp'>, RsvpBody>({
      query: (body) => ({ endpoint: 'inviteRsvp', body }),
      transformResponse: dataOf('inviteRsvp'),
      // a refused answer changes nothing (the page shows why from the error itself)
      invalidatesTags: (result, _error, { eventId }) =>
        result
          ? [
              { type: 'Invite', id: eventId },
              { type: 'Invite', id: 'LIST' },
              { type: 'InviteGuests', id: eventId },
              { type: 'InviteWall', id: eventId },
            ]
          : [],
    }),
    guestList: build.query<ApiData<'inviteGuestList'>, string>({
      query: (eventId) => ({ endpoint: 'inviteGuestList', params: { eventId } }),
      transformResponse: dataOf('inviteGuestList'),
      providesTags: (_result, _error, eventId) => [{ type: 'InviteGuests', id: eventId }],
    }),
    guestRemove: build.mutation<ApiData<'inviteGuestRemove'>, { eventId: string; guestId: string }>({
      query: (body) => ({ endpoint: 'inviteGuestRemove', body }),
      transformResponse: dataOf('inviteGuestRemove'),
      invalidatesTags: (_result, _error, { eventId }) => [
        { type: 'InviteGuests', id: eventId },
        { type: 'Invite', id: eventId },
      ],
    }),
    cohostLink: build.mutation<ApiData<'inviteCohostCreate'>, string>({
      query: (eventId) => ({ endpoint: 'inviteCohostCreate', params: { eventId } }),
      transformResponse: dataOf('inviteCohostCreate'),
    }),
    cohostAccept: build.mutation<ApiData<'inviteCohostAccept'>, string>({
      query: (token) => ({ endpoint: 'inviteCohostAccept', body: { token } }),
      transformResponse: dataOf('inviteCohostAccept'),
      invalidatesTags: [{ type: 'Invite', id: 'LIST' }],
    }),
    messageSend: build.mutation<
      ApiData<'inviteMessageSend'>,
      { eventId: string; segment: 'all' | 'going' | 'maybe' | 'no-reply'; channel: 'whatsapp' | 'sms'; text: string }
    >({
      query: ({ eventId, ...body }) => ({ endpoint: 'inviteMessageSend', params: { eventId }, body }),
      transformResponse: dataOf('inviteMessageSend'),
    }),
    reminders: build.query<ApiData<'inviteReminderList'>, string>({
      query: (eventId) => ({ endpoint: 'inviteReminderList', params: { eventId } }),
      transformResponse: dataOf('inviteReminderList'),
      providesTags: (_result, _error, eventId) => [{ type: 'InviteReminders', id: eventId }],
    }),
    reminderCreate: build.mutation<
      ApiData<'inviteReminderCreate'>,
      {
        eventId: string;
        sendAt: string;
        segment: 'all' | 'going' | 'maybe' | 'no-reply';
        channel: 'whatsapp' | 'sms';
        text?: string | null;
      }
    >({
      query: ({ eventId, ...body }) => ({ endpoint: 'inviteReminderCreate', params: { eventId }, body }),
      transformResponse: dataOf('inviteReminderCreate'),
      invalidatesTags: (_result, _error, { eventId }) => [{ type: 'InviteReminders', id: eventId }],
    }),
    reminderCancel: build.mutation<ApiData<'inviteReminderCancel'>, { eventId: string; reminderId: string }>({
      query: ({ eventId, reminderId }) => ({ endpoint: 'inviteReminderCancel', params: { eventId }, body: { reminderId } }),
      transformResponse: dataOf('inviteReminderCancel'),
      invalidatesTags: (_result, _error, { eventId }) => [{ type: 'InviteReminders', id: eventId }],
    }),
    luckyDraw: build.mutation<ApiData<'inviteLuckyDraw'>, { eventId: string; prize: string; winners: number }>({
      query: ({ eventId, ...body }) => ({ endpoint: 'inviteLuckyDraw', params: { eventId }, body }),
      transformResponse: dataOf('inviteLuckyDraw'),
      invalidatesTags: (_result, _error, { eventId }) => [{ type: 'Invite', id: eventId }],
    }),
    wall: build.query<ApiData<'inviteWallList'>, string>({
      query: (eventId) => ({ endpoint: 'inviteWallList', params: { eventId }, query: { limit: 60 } }),
      transformResponse: dataOf('inviteWallList'),
      providesTags: (_result, _error, eventId) => [{ type: 'InviteWall', id: eventId }],
    }),
    wallUpload: build.mutation<ApiData<'inviteWallUpload'>, { eventId: string; file: File }>({
      query: ({ eventId, file }) => {
        const form = new FormData();
        form.append('image', file);
        // axios turns FormData into JSON under the client's default JSON content type: multipart says otherwise, and the
        // browser then writes the header with its boundary
        return { endpoint: 'inviteWallUpload', params: { eventId }, body: form, headers: { 'Content-Type': 'multipart/form-data' } };
      },
      transformResponse: dataOf('inviteWallUpload'),
      invalidatesTags: (_result, _error, { eventId }) => [{ type: 'InviteWall', id: eventId }],
    }),
    inviteImageUpload: build.mutation<ApiData<'inviteImageUpload'>, { id: string; file: File; onProgress?: (fraction: number) => void }>({
      query: ({ id, file, onProgress }) => {
        const form = new FormData();
        form.append('image', file);
        return {
          endpoint: 'inviteImageUpload',
          params: { id },
          body: form,
          // as wallUpload: the browser writes the multipart header with its boundary
          headers: { 'Content-Type': 'multipart/form-data' },
          onUploadProgress: onProgress,
          // up to 10 MB on a slow phone connection: more than the client's default 20 s
          timeoutMs: INVITE_IMAGE_UPLOAD_TIMEOUT_MS,
        };
      },
      transformResponse: dataOf('inviteImageUpload'),
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'Invite', id },
        { type: 'Invite', id: 'LIST' },
      ],
    }),
    inviteImageReset: build.mutation<ApiData<'inviteImageReset'>, string>({
      query: (id) => ({ endpoint: 'inviteImageReset', params: { id } }),
      transformResponse: dataOf('inviteImageReset'),
      invalidatesTags: (_result, _error, id) => [
        { type: 'Invite', id },
        { type: 'Invite', id: 'LIST' },
      ],
    }),
    wallNote: build.mutation<ApiData<'inviteWallNote'>, { eventId: string; text: string }>({
      query: ({ eventId, text }) => ({ endpoint: 'inviteWallNote', params: { eventId }, body: { text } }),
      transformResponse: dataOf('inviteWallNote'),
      invalidatesTags: (_result, _error, { eventId }) => [{ type: 'InviteWall', id: eventId }],
    }),
    wallDelete: build.mutation<ApiData<'inviteWallDelete'>, { eventId: string; imageId: string }>({
      query: ({ eventId, imageId }) => ({ endpoint: 'inviteWallDelete', params: { eventId }, body: { imageId } }),
      transformResponse: dataOf('inviteWallDelete'),
      invalidatesTags: (_result, _error, { eventId }) => [{ type: 'InviteWall', id: eventId }],
    }),
    templates: build.query<ApiData<'templateList'>, InviteLanguage>({
      query: (language) => ({ endpoint: 'templateList', query: { language } }),
      transformResponse: dataOf('templateList'),
    }),
  }),
});

export const {
  useInviteListQuery,
  useInviteDetailsQuery,
  useInviteCreateMutation,
  useInviteUpdateMutation,
  useInviteCancelMutation,
  useInviteRsvpMutation,
  useGuestListQuery,
  useGuestRemoveMutation,
  useCohostLinkMutation,
  useCohostAcceptMutation,
  useMessageSendMutation,
  useRemindersQuery,
  useReminderCreateMutation,
  useReminderCancelMutation,
  useLuckyDrawMutation,
  useWallQuery,
  useWallUploadMutation,
  useWallNoteMutation,
  useInviteImageUploadMutation,
  useInviteImageResetMutation,
  useWallDeleteMutation,
  useTemplatesQuery,
} = eventsApi;
