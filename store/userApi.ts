import type { AddressAdd, AddressEdit } from '../lib/contracts/addresses';
import { ROLE_CUSTOMER } from '../lib/constants';
import type { NotificationSettingsUpdate } from '../lib/contracts/privacy';
import type { ApiAnswer } from '../services/baseQuery';
import { api, dataOf, type ApiData } from './api';

/**
 * The user's account: sign-in (OTP), profile, photo, logout, saved city, refunds, notification choices, deletion
 * and the address book. Logging in refreshes everything private (tags `User` and `Order`). Endpoint names are the
 * contracts' keys (lib/contracts/endpoints.ts), which keep the API's own words (`accountDelete`, `addressList`).
 */
export const userApi = api.injectEndpoints({
  endpoints: (build) => ({
    otpGenerate: build.mutation<{ status: number; message: string }, string>({
      query: (phone) => ({ endpoint: 'otpGenerate', body: { phone, role: ROLE_CUSTOMER } }),
      transformResponse: ({ status, message }: ApiAnswer) => ({ status, message }),
    }),
    otpVerify: build.mutation<
      { status: number; message: string; token: string; deletionCancelled: boolean; user: ApiData<'otpVerify'> },
      { phone: string; otp: string; service?: string }
    >({
      query: ({ phone, otp, service }) => ({ endpoint: 'otpVerify', body: { phone, role: ROLE_CUSTOMER, otp, service } }),
      transformResponse: (answer: ApiAnswer) => ({
        status: answer.status,
        message: answer.message,
        token: String(answer.token ?? ''),
        deletionCancelled: answer.deletionCancelled === true,
        user: dataOf('otpVerify')(answer),
      }),
      invalidatesTags: ['User', 'Order'],
    }),
    userDetails: build.query<ApiData<'userDetails'>, void>({
      query: () => ({ endpoint: 'userDetails' }),
      transformResponse: dataOf('userDetails'),
      providesTags: ['User'],
    }),
    userDetailsUpdate: build.mutation<{ message: string; user: ApiData<'userDetailsUpdate'> }, string>({
      query: (name) => ({ endpoint: 'userDetailsUpdate', body: { name } }),
      transformResponse: (answer: ApiAnswer) => ({ message: answer.message, user: dataOf('userDetailsUpdate')(answer) }),
      invalidatesTags: ['User'],
    }),
    /** PUT /api/user/user-details/{id}: sets the name by the spec's path (the id is the session user's). */
    userNameUpdate: build.mutation<{ message: string; user: ApiData<'userDetailsByIdUpdate'> }, { id: string; name: string }>({
      query: ({ id, name }) => ({ endpoint: 'userDetailsByIdUpdate', params: { id }, body: { name } }),
      transformResponse: (answer: ApiAnswer) => ({ message: answer.message, user: dataOf('userDetailsByIdUpdate')(answer) }),
      invalidatesTags: ['User'],
    }),
    /** PUT /api/user/user-avatar/{id}: a new profile photo (multipart `image`), or `file: null` to remove it. */
    userAvatarUpdate: build.mutation<{ message: string; avatar: string | null }, { id: string; file: File | null }>({
      query: ({ id, file }) => {
        if (!file) return { endpoint: 'userAvatarUpdate', params: { id }, body: { clearAvatar: true } };
        const form = new FormData();
        form.append('image', file);
        // as the invite wall: the browser writes the multipart header with its boundary
        return { endpoint: 'userAvatarUpdate', params: { id }, body: form, headers: { 'Content-Type': 'multipart/form-data' } };
      },
      transformResponse: (answer: ApiAnswer) => ({ message: answer.message, avatar: dataOf('userAvatarUpdate')(answer).avatar }),
      invalidatesTags: ['User'],
    }),
    /**
     * POST /api/user/logout: ends this session on the server, or every session of the
     * customer with `allDevices`. `token` sends that session token explicitly, for a logout that has
     * already cleared it from localStorage.
     */
    logout: build.mutation<{ message: string; revokedSessions: number }, { allDevices?: boolean; token?: string }>({
      query: ({ allDevices, token }) => ({
        endpoint: 'logout',
        body: allDevices ? { allDevices: true } : {},
        headers: token ? { Authorization: `Bearer ${token}` } : undefined,
      }),
      transformResponse: (answer: ApiAnswer) => ({ message: answer.message, revokedSessions: dataOf('logout')(answer).revokedSessions }),
    }),
    pushTokenCreate: build.mutation<void, string>({
      query: (token) => ({ endpoint: 'pushTokenCreate', body: { token } }),
      transformResponse: () => undefined,
    }),
    // the saved city (written into the cached profile) and the refunds (refreshed with the orders, tag `Order`)
    accountRefunds: build.query<ApiData<'accountRefunds'>, void>({
      query: () => ({ endpoint: 'accountRefunds' }),
      transformResponse: dataOf('accountRefunds'),
      providesTags: ['Order'],
    }),
    userCityUpdate: build.mutation<{ message: string; user: ApiData<'userCityUpdate'> }, string | null>({
      query: (city) => ({ endpoint: 'userCityUpdate', body: { city } }),
      transformResponse: (answer: ApiAnswer) => ({ message: answer.message, user: dataOf('userCityUpdate')(answer) }),
      async onQueryStarted(_city, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(userApi.util.upsertQueryData('userDetails', undefined, data.user));
      },
    }),
    // notification choices (the server's answer written into the cache, so the switches show what it holds) and deletion
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
        if (data) dispatch(userApi.util.upsertQueryData('notificationSettings', undefined, data));
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
    // the address book: every change refreshes the list (tag `Address`)
    addressList: build.query<ApiData<'addressList'>, void>({
      query: () => ({ endpoint: 'addressList' }),
      transformResponse: dataOf('addressList'),
      providesTags: ['Address'],
    }),
    addressAdd: build.mutation<{ message: string; address: ApiData<'addressAdd'> }, Partial<AddressAdd> & Omit<AddressAdd, 'label'>>({
      query: (body) => ({ endpoint: 'addressAdd', body }),
      transformResponse: (answer: ApiAnswer) => ({ message: answer.message, address: dataOf('addressAdd')(answer) }),
      invalidatesTags: ['Address'],
    }),
    addressEdit: build.mutation<{ message: string; address: ApiData<'addressEdit'> }, AddressEdit>({
      query: (body) => ({ endpoint: 'addressEdit', body }),
      transformResponse: (answer: ApiAnswer) => ({ message: answer.message, address: dataOf('addressEdit')(answer) }),
      invalidatesTags: ['Address'],
    }),
    addressRemove: build.mutation<string, string>({
      query: (id) => ({ endpoint: 'addressStatus', body: { _id: id, status: 0 } }),
      transformResponse: (answer: ApiAnswer) => answer.message,
      invalidatesTags: ['Address'],
    }),
  }),
});

export const {
  useOtpGenerateMutation,
  useOtpVerifyMutation,
  useUserDetailsQuery,
  useUserDetailsUpdateMutation,
  useUserNameUpdateMutation,
  useUserAvatarUpdateMutation,
  usePushTokenCreateMutation,
  useLogoutMutation,
  useAccountRefundsQuery,
  useUserCityUpdateMutation,
  useNotificationSettingsQuery,
  useNotificationSettingsUpdateMutation,
  useAccountDeleteMutation,
  useAccountRestoreMutation,
  useAddressListQuery,
  useAddressAddMutation,
  useAddressEditMutation,
  useAddressRemoveMutation,
} = userApi;
