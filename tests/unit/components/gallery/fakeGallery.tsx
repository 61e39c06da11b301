import type { AxiosRequestConfig } from 'axios';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { GalleryPhoto, GallerySummary, ThumbnailsPage } from '../../../../lib/contracts/photos';
import type { ApiEnvelope } from '../../../../services/apiClient';
import type { ApiFailure } from '../../../../services/errors';
import { makeStore } from '../../../../store';

/** A request the fake server saw, with its query parameters. */
export interface SeenRequest {
  method: string;
  url: string;
  query: Record<string, unknown>;
  body: unknown;
}

/** What the fake server answers: data (a 2xx envelope) or a failure. */
export type FakeAnswer = { data?: unknown; status?: number; message?: string } | { failure: ApiFailure };
/** `METHOD /path` -> the answer, or a function of the request called each time. */
export type FakeRoutes = Record<string, FakeAnswer | ((request: SeenRequest) => FakeAnswer)>;

/** A failure as the base query receives it. */
export const failure = (status: ApiFailure['status'], message: string): { failure: ApiFailure } => ({
  failure: { status, message, errors: [], retryAfterSeconds: null },
});

/**
 * A stand-in for services/apiClient's `apiRequest` (use with vi.mock) that also records query parameters
 * (the gallery pages by `page`). The real base query, contract check and store run on top of it, so every
 * answer must match its contract (lib/contracts/photos).
 */
export function fakeApi(routes: FakeRoutes) {
  const seen: SeenRequest[] = [];
  const apiRequest = async (config: AxiosRequestConfig): Promise<{ envelope: ApiEnvelope } | { failure: ApiFailure }> => {
    const request: SeenRequest = {
      method: String(config.method),
      url: String(config.url),
      query: Object.fromEntries(Object.entries((config.params ?? {}) as Record<string, unknown>).filter(([, v]) => v !== undefined)),
      body: config.data,
    };
    seen.push(request);
    const route = routes[`${request.method} ${request.url}`];
    if (!route) return failure(404, `no fake route for ${request.method} ${request.url}`);
    const answer = typeof route === 'function' ? route(request) : route;
    if ('failure' in answer) return answer;
    const status = answer.status ?? 200;
    // a copy: the store freezes what it keeps, and the fake server goes on changing its own objects
    return { envelope: { error: false, status, message: answer.message ?? 'OK', data: structuredClone(answer.data) } };
  };
  const calls = (key: string) => seen.filter((r) => `${r.method} ${r.url}` === key);
  return { apiRequest, seen, calls };
}

/** Renders `children` with a fresh store. */
export function WithStore({ children }: { children: ReactNode }) {
  return <Provider store={makeStore()}>{children}</Provider>;
}

export const ORDER_ID = '11111111-1111-4111-8111-111111111111';
export const SHARE_TOKEN = 'guest_Token-123';
export const THUMBNAILS = 'GET /api/photo/thumbnailsWithinProject';
export const FAVOURITE = 'POST /api/photo/favourite';
export const EDIT_REQUEST = 'POST /api/photo/edit-request';
export const ZIP_LINK = 'POST /api/photo/zip-link';
export const SHARE = 'POST /api/photo/share';
export const SHARE_LIST = 'GET /api/photo/share';
export const SHARE_REVOKE = 'POST /api/photo/share/revoke';
export const GALLERIES = 'GET /api/photo/galleries';

/** The i-th photo (1-based) of the fake gallery: a landscape 1200x800, its ids and URLs named by i. */
export function photo(i: number, change: Partial<GalleryPhoto> = {}): GalleryPhoto {
  const id = `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;
  return {
    _id: id,
    fileName: `photo-${i}.jpg`,
    width: 1200,
    height: 800,
    thumbUrl: `/api/photo/file/${id}/thumb?expires=1&signature=t${i}`,
    webUrl: `/api/photo/file/${id}/web?expires=1&signature=w${i}`,
    jpegUrl: `/api/photo/jpeg/${id}?expires=1&download=cA&signature=j${i}`,
    originalUrl: `/api/photo/file/${id}/original?expires=1&signature=o${i}`,
    favourite: false,
    editRequest: null,
    ...change,
  };
}

/** A gallery of `total` photos answered in pages of `limit`; `photos` overrides the default photos (by index). */
export function gallery(total: number, { favouriteLimit = 20, readOnly = false, favourites = 0 } = {}) {
  // as the server answers: a guest (read-only) never gets the originals
  const photos = Array.from({ length: total }, (_, i) => photo(i + 1, readOnly ? { originalUrl: null } : {}));
  const page = (pageNumber: number, limit: number): ThumbnailsPage => ({
    thumbnails: photos.slice((pageNumber - 1) * limit, pageNumber * limit),
    pagination: { currentPage: pageNumber, totalPages: Math.max(1, Math.ceil(total / limit)), totalItems: total, limit },
    order: { orderNumber: 'PS-ABC234', eventDate: '2026-03-05', favouriteLimit, favourites, readOnly },
  });
  /** The thumbnails route: answers the asked page. */
  const route = (request: SeenRequest): FakeAnswer => ({ data: page(Number(request.query.page ?? 1), Number(request.query.limit ?? 30)) });
  return { photos, page, route };
}

/** One of the customer's galleries as GET /api/photo/galleries lists it. */
export function summary(change: Partial<GallerySummary> = {}): GallerySummary {
  return {
    orderId: ORDER_ID,
    orderNumber: 'PS-ABC234',
    service: 'Birthday Photography',
    eventDate: '2026-03-05',
    photoCount: 40,
    coverThumbUrl: '/api/photo/file/x/thumb?expires=1&signature=c',
    favouriteLimit: 20,
    favourites: 3,
    ...change,
  };
}
