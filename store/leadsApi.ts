import type { LeadCreateBody } from '../lib/contracts/leads';
import type { ApiAnswer } from '../services/baseQuery';
import { api, dataOf } from './api';

/**
 * The enquiry form of /caterers and /bulk-food-delivery (POST /api/leads): the answer's message
 * thanks the customer and names the reference; a 400 carries the field errors, a 429 the wait.
 */
export const leadsApi = api.injectEndpoints({
  endpoints: (build) => ({
    leadCreate: build.mutation<{ message: string; reference: string }, LeadCreateBody>({
      query: (body) => ({ endpoint: 'leadCreate', body }),
      transformResponse: (answer: ApiAnswer) => ({ message: answer.message, reference: dataOf('leadCreate')(answer).reference }),
    }),
  }),
});

export const { useLeadCreateMutation } = leadsApi;
