import type { NotificationSettingsUpdate } from '../lib/contracts/privacy';
import type { ApiAnswer } from '../services/baseQuery';
import { api, dataOf, type ApiData } from './api';

/**
 * Notification choices and the account's privacy actions: `GET|PUT /api/user/notification-settings`,
 * `POST /api/user/delete-account` and `POST /api/user/restore-account`. Saving a choice writes the server's answer
 * (every choice) into the cached settings, so the switches show what the server holds.
 */
export const privacyApi = api.injectEndpoints({
  endpoints: (build) => ({
    notificationSettings: build.query<ApiData<'notificationSettings'>, void>({
      query: () => ({ endpoint: 'notificationSettings' }),
      transformResponse: dataOf('notificationSettings'),
      providesTags: ['User'],
    }),
    notificationSettingsUpdate: build.mutation<ApiData<'notificationSettingsUpdate'>, NotificationSettingsUpdate>({
      query: (body) => ({ endpoint: 'notificationSettingsUpdate', body }),
      transformResponse: dataOf('notificationSettingsUpdate'),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(privacyApi.util.upsertQueryData('notificationSettings', undefined, data));
      },
    }),
    accountDelete: build.mutation<{ message: string; deletion: ApiData<'accountDelete'> }, void>({
      query: () => ({ endpoint: 'accountDelete' }),
      transformResponse: (answer: ApiAnswer) => ({ message: answer.message, deletion: dataOf('accountDelete')(answer) }),
    }),
    accountRestore: build.mutation<ApiData<'accountRestore'>, void>({
      query: () => ({ endpoint: 'accountRestore' }),
      transformResponse: dataOf('accountRestore'),
    }),
  }),
});

export const { useNotificationSettingsQuery, useNotificationSettingsUpdateMutation, useAccountDeleteMutation, useAccountRestoreMutation } =
  privacyApi;
