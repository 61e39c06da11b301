import type { ContactCreateBody } from '../lib/contracts/contact';
import type { ApiAnswer } from '../services/baseQuery';
import { api, dataOf } from './api';

/** The contact form (POST /api/contact): the answer's message thanks the customer and quotes the reference. */
export const contactApi = api.injectEndpoints({
  endpoints: (build) => ({
    contactCreate: build.mutation<{ message: string; reference: string }, ContactCreateBody>({
      query: (body) => ({ endpoint: 'contactCreate', body }),
      transformResponse: (answer: ApiAnswer) => ({ message: answer.message, reference: dataOf('contactCreate')(answer).reference }),
    }),
  }),
});

export const { useContactCreateMutation } = contactApi;
