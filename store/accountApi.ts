import type { ApiAnswer } from '../services/baseQuery';
import { api, dataOf, type ApiData } from './api';
import { usersApi } from './usersApi';

/**
 * The account's refunds and saved city: `GET /api/user/refunds` (refreshed with the orders, tag `Order`)
 * and `PUT /api/user/city`, whose answer (the profile) is written into the cached profile.
 */
export const accountApi = api.injectEndpoints({
  endpoints: (build) => ({
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
        if (data) dispatch(usersApi.util.upsertQueryData('userDetails', undefined, data.user));
      },
    }),
  }),
});

export const { useAccountRefundsQuery, useUserCityUpdateMutation } = accountApi;
