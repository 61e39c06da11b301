import { PROVIDER_PHOTO_FIELD } from '../../lib/contracts/providerPhotos';
import { answerOf, consoleApi } from './api';

/** Whose photo: a provider's, set by the console (`/ops`), or the signed-in provider's own (`/partner`). */
export type PhotoOwner = { app: 'ops'; providerId: string } | { app: 'partner' };

/**
 * A provider's photo (customers see it on their order page): set as `multipart/form-data` (field
 * PROVIDER_PHOTO_FIELD) and removed, by the console for any provider or by the provider in the partner app.
 */
export const providerPhotoApi = consoleApi.injectEndpoints({
  endpoints: (build) => ({
    providerPhotoSet: build.mutation({
      query: ({ owner, file }: { owner: PhotoOwner; file: File }) =>
        owner.app === 'ops'
          ? { endpoint: 'opsProviderPhotoUpdate', params: { id: owner.providerId }, file: { field: PROVIDER_PHOTO_FIELD, file } }
          : { endpoint: 'partnerPhotoUpdate', file: { field: PROVIDER_PHOTO_FIELD, file } },
      // the two routes answer the same shape (lib/contracts/providerPhotos)
      transformResponse: answerOf('partnerPhotoUpdate'),
    }),
    providerPhotoRemove: build.mutation({
      query: (owner: PhotoOwner) =>
        owner.app === 'ops' ? { endpoint: 'opsProviderPhotoRemove', params: { id: owner.providerId } } : { endpoint: 'partnerPhotoRemove' },
      transformResponse: answerOf('partnerPhotoRemove'),
    }),
  }),
});

export const { useProviderPhotoSetMutation, useProviderPhotoRemoveMutation } = providerPhotoApi;
