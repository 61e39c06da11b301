import { answerOf, type BodyOf, consoleApi, dataOf } from './api';

/**
 * The partner app's earnings and bank account (lib/contracts/earnings): the signed-in provider's own, never another's
 * (the routes take the provider from the session). Amounts are paise; the account number comes back masked.
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
  }),
});

export const { usePartnerEarningsQuery, usePartnerBankAccountQuery, usePartnerBankAccountSaveMutation } = earningsApi;
