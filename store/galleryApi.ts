import type { GalleryPhoto, ThumbnailsPage } from '../lib/contracts/photos';
import { api, dataOf, type ApiData } from './api';

/** Photos asked for per page of a gallery (infinite scroll, 30 a page; the API allows up to 60). The contract's
 * GALLERY_PAGE_SIZE, repeated: the browser imports only types from lib/contracts/photos (its zod schemas stay out of the bundle). */
export const GALLERY_PAGE_SIZE = 30;

/**
 * Which gallery to read: the owner's order (their session), or a guest's through a share link's token (with
 * the order's id when the link carries it).
 */
export type GalleryArg = { orderId: string; share?: undefined } | { orderId?: string; share: string };

/** A change to one photo of an order's gallery (favourite, edit request). */
interface PhotoChange {
  orderId: string;
  photoId: string;
}

/** Tags: `Gallery` (the list of galleries, and each order's photos by id), `Favourite` (counts shown in the list), `GalleryShare` (an order's share links). */
const galleryBase = api.enhanceEndpoints({ addTagTypes: ['Gallery', 'Favourite', 'GalleryShare'] });

/**
 * Gallery endpoints. An order's photos are an infinite query (pages of 30, fetched
 * as the customer scrolls); a favourite or an edit request writes the answered photo into the loaded pages
 * (no refetch, so signed image URLs and the scroll position stay) and refreshes the list's counts.
 */
export const galleryApi = galleryBase.injectEndpoints({
  endpoints: (build) => ({
    galleries: build.query<ApiData<'photoGalleries'>, void>({
      query: () => ({ endpoint: 'photoGalleries' }),
      transformResponse: dataOf('photoGalleries'),
      providesTags: [
        { type: 'Gallery', id: 'LIST' },
        { type: 'Favourite', id: 'LIST' },
      ],
    }),
    galleryPhotos: build.infiniteQuery<ThumbnailsPage, GalleryArg, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: ({ pagination }) => (pagination.currentPage < pagination.totalPages ? pagination.currentPage + 1 : undefined),
      },
      query: ({ queryArg: { orderId, share }, pageParam }) => ({
        endpoint: 'photoThumbnails',
        query: { orderId, page: pageParam, limit: GALLERY_PAGE_SIZE, share },
      }),
      transformResponse: dataOf('photoThumbnails'),
      providesTags: (_result, _error, { orderId }) => [{ type: 'Gallery', id: orderId }],
    }),
    photoFavourite: build.mutation<ApiData<'photoFavourite'>, PhotoChange & { favourite: boolean }>({
      query: ({ photoId, favourite }) => ({ endpoint: 'photoFavourite', body: { photoId, favourite } }),
      transformResponse: dataOf('photoFavourite'),
      async onQueryStarted({ orderId }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(galleryApi.util.updateQueryData('galleryPhotos', { orderId }, (draft) => applyPhoto(draft, data)));
      },
      invalidatesTags: [{ type: 'Favourite', id: 'LIST' }],
    }),
    photoEditRequest: build.mutation<ApiData<'photoEditRequest'>, PhotoChange & { note: string }>({
      query: ({ photoId, note }) => ({ endpoint: 'photoEditRequest', body: { photoId, note } }),
      transformResponse: dataOf('photoEditRequest'),
      async onQueryStarted({ orderId }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(galleryApi.util.updateQueryData('galleryPhotos', { orderId }, (draft) => applyPhoto(draft, data)));
      },
    }),
    photoZipLink: build.mutation<ApiData<'photoZipLink'>, { orderId: string; originals: boolean }>({
      query: (body) => ({ endpoint: 'photoZipLink', body }),
      transformResponse: dataOf('photoZipLink'),
    }),
    shareLinks: build.query<ApiData<'photoShareList'>, string>({
      query: (orderId) => ({ endpoint: 'photoShareList', query: { orderId } }),
      transformResponse: dataOf('photoShareList'),
      providesTags: (_result, _error, orderId) => [{ type: 'GalleryShare', id: orderId }],
    }),
    shareCreate: build.mutation<ApiData<'photoShareCreate'>, string>({
      query: (orderId) => ({ endpoint: 'photoShareCreate', body: { orderId } }),
      transformResponse: dataOf('photoShareCreate'),
      invalidatesTags: (_result, _error, orderId) => [{ type: 'GalleryShare', id: orderId }],
    }),
    shareRevoke: build.mutation<ApiData<'photoShareRevoke'>, { orderId: string; shareId: string }>({
      query: ({ shareId }) => ({ endpoint: 'photoShareRevoke', body: { shareId } }),
      transformResponse: dataOf('photoShareRevoke'),
      invalidatesTags: (_result, _error, { orderId }) => [{ type: 'GalleryShare', id: orderId }],
    }),
  }),
});

/**
 * Writes the photo a favourite or edit request answered into loaded pages of its gallery (only the flags:
 * the loaded signed URLs stay, so the image is not fetched again), and moves the favourites count when
 * the photo's favourite flag changed.
 */
export function applyPhoto(draft: { pages: ThumbnailsPage[] }, photo: GalleryPhoto): void {
  for (const page of draft.pages) {
    const index = page.thumbnails.findIndex((p) => p._id === photo._id);
    const before = page.thumbnails[index];
    if (!before) continue;
    const delta = before.favourite === photo.favourite ? 0 : photo.favourite ? 1 : -1;
    page.thumbnails[index] = { ...before, favourite: photo.favourite, editRequest: photo.editRequest };
    for (const each of draft.pages) each.order.favourites += delta;
  }
}

export const {
  useGalleriesQuery,
  useGalleryPhotosInfiniteQuery,
  usePhotoFavouriteMutation,
  usePhotoEditRequestMutation,
  usePhotoZipLinkMutation,
  useShareLinksQuery,
  useShareCreateMutation,
  useShareRevokeMutation,
} = galleryApi;
