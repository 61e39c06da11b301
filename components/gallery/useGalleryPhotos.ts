import { useCallback, useMemo, useRef } from 'react';
import { useGalleryPhotosInfiniteQuery, type GalleryArg } from '../../store/galleryApi';

/** Refetching for fresh signed URLs at most this often, however many images fail at once (ms). */
export const REFRESH_URLS_MIN_MS = 10_000;

/**
 * One gallery's photos, page by page (infinite scroll, 30 a page): the loaded photos in order,
 * the order's facts and counts from the latest page, and `refreshUrls` for an image that failed to load
 * (its signed URL expires within 15 minutes): it refetches the loaded pages, at most once per 10 s.
 */
export function useGalleryPhotos(arg: GalleryArg) {
  const query = useGalleryPhotosInfiniteQuery(arg);
  const { data, refetch, fetchNextPage, hasNextPage, isFetching } = query;
  const lastRefresh = useRef(0);

  const photos = useMemo(() => data?.pages.flatMap((page) => page.thumbnails) ?? [], [data]);
  const lastPage = data?.pages.at(-1);

  const refreshUrls = useCallback(() => {
    const now = Date.now();
    if (now - lastRefresh.current < REFRESH_URLS_MIN_MS) return;
    lastRefresh.current = now;
    void refetch();
  }, [refetch]);

  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetching) void fetchNextPage();
  }, [fetchNextPage, hasNextPage, isFetching]);

  return {
    query,
    photos,
    order: lastPage?.order,
    total: lastPage?.pagination.totalItems ?? 0,
    hasMore: Boolean(hasNextPage),
    loadingMore: query.isFetchingNextPage,
    loadMore,
    refreshUrls,
  };
}
