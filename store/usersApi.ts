import { ROLE_CUSTOMER } from '../lib/constants';
import type { ApiAnswer } from '../services/baseQuery';
import { api, dataOf, type ApiData } from './api';

/** Login and profile endpoints. Logging in refreshes everything private (tags `User` and `Order`). */
export const usersApi = api.injectEndpoints({
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
} = usersApi;
