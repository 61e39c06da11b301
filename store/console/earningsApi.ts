import { answerOf, type BodyOf, consoleApi, dataOf } from './api';

/**
 * The partner app's earnings and bank account (lib/contracts/earnings): the signed-in provider's own, never another's
 * (the routes take the provider from the session); and the console's view of a provider's account, which admins and
 * operations verify. Amounts are paise; the account number comes back masked.
 */
export const earningsApi = consoleApi.injectEndpoints({
  endpoints: (build) => ({
    partnerEarnings: build.query({
      query: () => ({ endpoint: 'partnerEarnings' }),
      transformResponse: dataOf('partnerEarnings'),
    }),
    partnerBankAccount: build.query({
      query: () => ({ endpoint: 'partnerBankAccount' }),
      transformResponse: dataOf('partnerBankAccount'),
    }),
    partnerBankAccountSave: build.mutation({
      query: (body: BodyOf<'partnerBankAccountUpdate'>) => ({ endpoint: 'partnerBankAccountUpdate', body }),
      transformResponse: answerOf('partnerBankAccountUpdate'),
      // the saved account (masked) is the answer: shown at once, without reading it again
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const { data: saved } = await queryFulfilled.catch(() => ({ data: null }));
        if (saved?.data) dispatch(earningsApi.util.upsertQueryData('partnerBankAccount', undefined, saved.data));
      },
    }),
    opsProviderBankAccount: build.query({
      query: (id: string) => ({ endpoint: 'opsProviderBankAccount', params: { id } }),
      transformResponse: dataOf('opsProviderBankAccount'),
    }),
    opsProviderBankAccountVerify: build.mutation({
      query: ({ id, updatedAt }: { id: string; updatedAt: string }) => ({
        endpoint: 'opsProviderBankAccountVerify',
        params: { id },
        body: { updatedAt },
      }),
      transformResponse: answerOf('opsProviderBankAccountVerify'),
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        const { data: verified } = await queryFulfilled.catch(() => ({ data: null }));
        if (verified?.data) dispatch(earningsApi.util.upsertQueryData('opsProviderBankAccount', id, verified.data));
      },
    }),
  }),
});

export const {
  usePartnerEarningsQuery,
  usePartnerBankAccountQuery,
  usePartnerBankAccountSaveMutation,
  useOpsProviderBankAccountQuery,
  useOpsProviderBankAccountVerifyMutation,
} = earningsApi;
