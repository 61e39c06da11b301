import { api, dataOf, type ApiData } from './api';

/** A checkout's proposed booking, checked with the event's orders before payment. */
export interface PlanProposalQuery {
  proposedType: number;
  proposedSlot: string;
  proposedDishes?: number;
  proposedHours?: number;
}

/** Tags: `EventPlan` (one event's plan by id). Placing or attaching an order refreshes it. */
const planBase = api.enhanceEndpoints({ addTagTypes: ['EventPlan'] });

/**
 * Event plan endpoints (contracts in lib/contracts/eventPlan.ts): the plan of an event (with a
 * checkout's proposal) and attaching an order booked before.
 */
export const eventPlanApi = planBase.injectEndpoints({
  endpoints: (build) => ({
    eventPlan: build.query<ApiData<'eventPlan'>, { eventId: string; proposal?: PlanProposalQuery }>({
      query: ({ eventId, proposal }) => ({ endpoint: 'eventPlan', params: { eventId }, query: { ...proposal } }),
      transformResponse: dataOf('eventPlan'),
      providesTags: (_result, _error, { eventId }) => [{ type: 'EventPlan', id: eventId }],
    }),
    eventAttachOrder: build.mutation<ApiData<'eventAttachOrder'>, { eventId: string; orderId: string }>({
      query: ({ eventId, orderId }) => ({ endpoint: 'eventAttachOrder', params: { eventId }, body: { orderId } }),
      transformResponse: dataOf('eventAttachOrder'),
      invalidatesTags: (_result, _error, { eventId }) => [{ type: 'EventPlan', id: eventId }, 'Order'],
    }),
  }),
});

export const { useEventPlanQuery, useEventAttachOrderMutation } = eventPlanApi;
