import { api, dataOf, type ApiData } from './api';

/** Decoration search: by name, case-insensitive and partial, one page at a time. */
export const decorationApi = api.injectEndpoints({
  endpoints: (build) => ({
    decorationSearchByName: build.query<ApiData<'decorationSearchByName'>, { name: string; page?: number }>({
      query: ({ name, page = 1 }) => ({ endpoint: 'decorationSearchByName', params: { name }, query: { page } }),
      transformResponse: dataOf('decorationSearchByName'),
    }),
  }),
});

export const { useDecorationSearchByNameQuery } = decorationApi;
