import type { AddressAdd, AddressEdit } from '../lib/contracts/addresses';
import type { ApiAnswer } from '../services/baseQuery';
import { api, dataOf, type ApiData } from './api';

/** The customer's address book: list, add, edit, remove; every change refreshes the list (tag `Address`). */
export const addressesApi = api.injectEndpoints({
  endpoints: (build) => ({
    addressList: build.query<ApiData<'addressList'>, void>({
      query: () => ({ endpoint: 'addressList' }),
      transformResponse: dataOf('addressList'),
      providesTags: ['Address'],
    }),
    addressAdd: build.mutation<{ message: string; address: ApiData<'addressAdd'> }, Partial<AddressAdd> & Omit<AddressAdd, 'label'>>({
      query: (body) => ({ endpoint: 'addressAdd', body }),
      transformResponse: (answer: ApiAnswer) => ({ message: answer.message, address: dataOf('addressAdd')(answer) }),
      invalidatesTags: ['Address'],
    }),
    addressEdit: build.mutation<{ message: string; address: ApiData<'addressEdit'> }, AddressEdit>({
      query: (body) => ({ endpoint: 'addressEdit', body }),
      transformResponse: (answer: ApiAnswer) => ({ message: answer.message, address: dataOf('addressEdit')(answer) }),
      invalidatesTags: ['Address'],
    }),
    addressRemove: build.mutation<string, string>({
      query: (id) => ({ endpoint: 'addressStatus', body: { _id: id, status: 0 } }),
      transformResponse: (answer: ApiAnswer) => answer.message,
      invalidatesTags: ['Address'],
    }),
  }),
});

export const { useAddressListQuery, useAddressAddMutation, useAddressEditMutation, useAddressRemoveMutation } = addressesApi;
