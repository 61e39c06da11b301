import { answerOf, type BodyOf, consoleApi, dataOf } from './api';

/**
 * Provider payouts (lib/contracts/payouts): the console's run button and settling a held payout (admins), payouts list and statement (admins
 * and finance; every read is audited on the server), and the partner app's statement of the provider's own payout.
 * Amounts are paise.
 */
export const payoutsApi = consoleApi.injectEndpoints({
  endpoints: (build) => ({
    opsPayoutList: build.query({
      query: () => ({ endpoint: 'opsPayoutList' }),
      transformResponse: dataOf('opsPayoutList'),
    }),
    opsPayoutOne: build.query({
      query: (id: string) => ({ endpoint: 'opsPayoutOne', params: { id } }),
      transformResponse: dataOf('opsPayoutOne'),
    }),
    opsPayoutRun: build.mutation({
      query: () => ({ endpoint: 'opsPayoutRun' }),
      transformResponse: answerOf('opsPayoutRun'),
    }),
    opsPayoutSettle: build.mutation({
      query: ({ id, body }: { id: string; body: BodyOf<'opsPayoutSettle'> }) => ({ endpoint: 'opsPayoutSettle', params: { id }, body }),
      transformResponse: answerOf('opsPayoutSettle'),
    }),
    partnerPayoutOne: build.query({
      query: (id: string) => ({ endpoint: 'partnerPayoutOne', params: { id } }),
      transformResponse: dataOf('partnerPayoutOne'),
    }),
  }),
});

export const {
  useOpsPayoutListQuery,
  useOpsPayoutOneQuery,
  useOpsPayoutRunMutation,
  useOpsPayoutSettleMutation,
  usePartnerPayoutOneQuery,
} = payoutsApi;
