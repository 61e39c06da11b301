import { answerOf, type BodyOf, consoleApi, dataOf } from './api';

/** Whose availability: a provider's, read and changed from the console (`/ops`), or the signed-in provider's own (`/partner`). */
export type AvailabilityOwner = { app: 'ops'; providerId: string } | { app: 'partner' };

/**
 * A provider's weekly hours, time off, served pincodes and jobs a day (lib/contracts/availability): read, and replaced
 * whole by each change, by the console for any provider or by the provider in the partner app. Both routes take and
 * answer the same shapes.
 */
export const availabilityApi = consoleApi.injectEndpoints({
  endpoints: (build) => ({
    availability: build.query({
      query: (owner: AvailabilityOwner) =>
        owner.app === 'ops'
          ? { endpoint: 'opsProviderAvailability', params: { id: owner.providerId } }
          : { endpoint: 'partnerAvailability' },
      transformResponse: dataOf('partnerAvailability'),
    }),
    availabilitySave: build.mutation({
      query: ({ owner, body }: { owner: AvailabilityOwner; body: BodyOf<'partnerAvailabilityUpdate'> }) =>
        owner.app === 'ops'
          ? { endpoint: 'opsProviderAvailabilityUpdate', params: { id: owner.providerId }, body }
          : { endpoint: 'partnerAvailabilityUpdate', body },
      transformResponse: answerOf('partnerAvailabilityUpdate'),
    }),
  }),
});

export const { useAvailabilityQuery, useAvailabilitySaveMutation } = availabilityApi;
