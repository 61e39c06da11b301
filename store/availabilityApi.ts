import type { SlotsAnswer, SlotsQuery } from '../lib/contracts/availability';
import { api, dataOf } from './api';

/**
 * The slots someone can serve (GET /api/serviceability/slots): a service's slots on an IST date at a pincode,
 * each available or not with the providers left, whether anybody serves the pincode at all, and the next date with
 * a free slot. Loaded with the booking flows' slot pickers; never cached for long, since holds come and go.
 */
export const availabilityApi = api.injectEndpoints({
  endpoints: (build) => ({
    serviceabilitySlots: build.query<SlotsAnswer, SlotsQuery>({
      query: (query) => ({ endpoint: 'serviceabilitySlots', query: { ...query } }),
      transformResponse: dataOf('serviceabilitySlots'),
      // another customer's hold can fill a slot at any time: a picker opened again asks again
      keepUnusedDataFor: 30,
    }),
  }),
});

export const { useServiceabilitySlotsQuery } = availabilityApi;
