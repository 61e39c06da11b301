import { consoleApi, dataOf } from './api';

/** The console's list of an order's GST documents (their PDFs are plain links: the console's session is a cookie). */
export const taxDocumentsConsoleApi = consoleApi.injectEndpoints({
  endpoints: (build) => ({
    opsOrderDocuments: build.query({
      query: (id: string) => ({ endpoint: 'opsOrderDocuments', params: { id } }),
      transformResponse: dataOf('opsOrderDocuments'),
    }),
  }),
});

export const { useOpsOrderDocumentsQuery } = taxDocumentsConsoleApi;
