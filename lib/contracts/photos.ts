/**
 * The photo gallery's API: operations upload an order's photos; its customer sees them
 * (and guests through a share link), marks favourites for editing, asks for edits, downloads one photo or a
 * zip. Photo files are only ever reached through signed URLs valid for at most 15 minutes.
 */
import { z } from 'zod';
import { defineRoute, pageQueryField, schemaNoData } from './http';
import { plainText } from './text';

/** Thumbnails a gallery page holds by default, and at most. */
export const GALLERY_PAGE_SIZE = 30;
export const GALLERY_MAX_PAGE_SIZE = 60;
/** Photos one upload request may carry, and the largest file (bytes: 25 MB). */
export const UPLOAD_MAX_FILES = 100;
export const UPLOAD_MAX_FILE_BYTES = 25 * 1024 * 1024;
/** The multipart field of the upload. */
export const UPLOAD_FIELD = 'photos';
/** Favourites a photography order allows when its package does not say (its edited-photo count). */
export const DEFAULT_FAVOURITE_LIMIT = 20;
/** The add-on that buys one more edited photo: each one bought allows one more favourite. */
export const EXTRA_EDITED_PHOTO_ADDON = 'extra-edited-photo';
/** Days a share link works. */
export const SHARE_LINK_DAYS = 90;
/** Live share links one order may have at once. */
export const MAX_LIVE_SHARE_LINKS = 20;
/** Edit request notes, in characters. */
export const EDIT_REQUEST_MIN = 3;
export const EDIT_REQUEST_MAX = 500;

/** The one answer to a gallery the caller may not see, whatever the reason (unknown, another's, expired or revoked link). */
export const GALLERY_NOT_FOUND = 'This gallery does not exist or the link is no longer valid.';
/** The one answer to a photo the caller may not see. */
export const PHOTO_NOT_FOUND = 'This photo does not exist or is not yours.';

const schemaOrderId = z.uuid('Unknown order');
/** A share token as links carry it (base64url); a wrong one is a 404, like an expired one. */
const schemaShareToken = z.string().regex(/^[A-Za-z0-9_-]{1,128}$/, GALLERY_NOT_FOUND);
const schemaHexSignature = z.string().regex(/^[0-9a-f]{64}$/, 'Invalid signature');
const schemaUnixSeconds = z
  .string()
  .regex(/^\d{1,12}$/, 'Invalid expiry')
  .transform(Number);
const schemaFlag = z.enum(['0', '1'], { error: 'originals must be 0 or 1' });

/** A photo's renditions: the 400 px thumbnail, the 1600 px web size, the file as uploaded. */
export const PHOTO_VARIANT_NAMES = ['thumb', 'web', 'original'] as const;

export const schemaPhotoUploadQuery = z.object({ orderId: schemaOrderId });

/** 201 of an upload: how many photos were added, in the order they were sent. */
export const schemaPhotoUploaded = z.object({
  uploaded: z.number().int(),
  photos: z.array(z.object({ _id: z.string(), fileName: z.string() })),
});
export type PhotoUploaded = z.infer<typeof schemaPhotoUploaded>;

/** One of the customer's galleries (a photography order with photos). */
export const schemaGallerySummary = z.object({
  orderId: z.string(),
  orderNumber: z.string(),
  /** The package's name, or "Photography". */
  service: z.string(),
  /** yyyy-mm-dd (IST). */
  eventDate: z.string(),
  photoCount: z.number().int(),
  /** Signed URL of the first photo's thumbnail (≤ 15 minutes). */
  coverThumbUrl: z.string().nullable(),
  /** Favourites the package allows (its edited-photo count). */
  favouriteLimit: z.number().int(),
  favourites: z.number().int(),
});
export type GallerySummary = z.infer<typeof schemaGallerySummary>;

/** A gallery query names its order, or only a share link (guests' links carry the token alone). */
const orderOrShare = (query: { orderId?: string; share?: string }) => query.orderId !== undefined || query.share !== undefined;
const orderRequired = { message: 'orderId is required', path: ['orderId'] };

export const schemaThumbnailsQuery = z
  .object({
    /** Optional with `share` (the link's order). */
    orderId: schemaOrderId.optional(),
    page: pageQueryField(100_000),
    limit: z.coerce
      .number({ error: `limit must be 1 to ${GALLERY_MAX_PAGE_SIZE}` })
      .int()
      .min(1, `limit must be 1 to ${GALLERY_MAX_PAGE_SIZE}`)
      .max(GALLERY_MAX_PAGE_SIZE, `limit must be 1 to ${GALLERY_MAX_PAGE_SIZE}`)
      .default(GALLERY_PAGE_SIZE),
    /** A guest's share token (read-only); the owner sends the bearer token instead. */
    share: schemaShareToken.optional(),
  })
  .refine(orderOrShare, orderRequired);

/** One photo of a gallery as the customer (or a guest) sees it; URLs signed for at most 15 minutes. */
export const schemaGalleryPhoto = z.object({
  _id: z.string(),
  fileName: z.string(),
  /** Upright size of the original, in pixels. */
  width: z.number().int(),
  height: z.number().int(),
  thumbUrl: z.string(),
  /** The web size; it downloads under the photo's name (`.webp`), with no location in it. */
  webUrl: z.string(),
  /** The web size as a JPEG that every phone and app opens, made on request; downloads as `.jpg`. */
  jpegUrl: z.string(),
  /** The original as uploaded (EXIF kept), for the owner only; null for a guest. */
  originalUrl: z.string().nullable(),
  favourite: z.boolean(),
  editRequest: z.string().nullable(),
});
export type GalleryPhoto = z.infer<typeof schemaGalleryPhoto>;

export const schemaThumbnailsPage = z.object({
  thumbnails: z.array(schemaGalleryPhoto),
  pagination: z.object({
    currentPage: z.number().int(),
    totalPages: z.number().int(),
    totalItems: z.number().int(),
    limit: z.number().int(),
  }),
  order: z.object({
    orderNumber: z.string(),
    eventDate: z.string(),
    favouriteLimit: z.number().int(),
    favourites: z.number().int(),
    /** True for a guest with a share link: no favourites, edit requests or originals. */
    readOnly: z.boolean(),
  }),
});
export type ThumbnailsPage = z.infer<typeof schemaThumbnailsPage>;

export const schemaZipQuery = z
  .object({
    /** Optional with `share` (the link's order). */
    orderId: schemaOrderId.optional(),
    originals: schemaFlag.default('0'),
    share: schemaShareToken.optional(),
    /** With `token`: a download link from POST /api/photo/zip-link. */
    expires: schemaUnixSeconds.optional(),
    token: schemaHexSignature.optional(),
  })
  .refine(orderOrShare, orderRequired);

export const schemaZipLinkBody = z.object({ orderId: schemaOrderId, originals: z.boolean().default(false) });
export const schemaZipLink = z.object({
  /** `/api/photo/zip?...&token=...`, relative to the API's origin. */
  url: z.string(),
  /** ISO 8601, at most 15 minutes ahead. */
  expiresAt: z.string(),
});
export type ZipLink = z.infer<typeof schemaZipLink>;

export const schemaFavouriteBody = z.object({
  photoId: z.uuid(PHOTO_NOT_FOUND),
  favourite: z.boolean({ error: 'favourite must be true or false' }),
});

export const schemaEditRequestBody = z.object({
  photoId: z.uuid(PHOTO_NOT_FOUND),
  note: plainText({
    label: 'Edit request',
    min: EDIT_REQUEST_MIN,
    max: EDIT_REQUEST_MAX,
    multiline: true,
    minMessage: `Describe the edit in at least ${EDIT_REQUEST_MIN} characters`,
    requiredMessage: 'Describe the edit you would like',
  }),
});

export const schemaShareCreateBody = z.object({ orderId: schemaOrderId });
export const schemaShareLink = z.object({
  _id: z.string(),
  /** `${SITE_URL}/photo-gallery?share=<token>`: the only time the token is shown. */
  url: z.string(),
  expiresAt: z.string(),
});
export type ShareLink = z.infer<typeof schemaShareLink>;

export const schemaShareListQuery = z.object({ orderId: schemaOrderId });
export const schemaShareSummary = z.object({ _id: z.string(), createdAt: z.string(), expiresAt: z.string() });
export type ShareSummary = z.infer<typeof schemaShareSummary>;

export const schemaShareRevokeBody = z.object({ shareId: z.uuid('Unknown share link') });

export const schemaPhotoFileParams = z.object({
  photoId: z.uuid(PHOTO_NOT_FOUND),
  variant: z.enum(PHOTO_VARIANT_NAMES, { error: 'variant must be thumb, web or original' }),
});
export const schemaPhotoFileQuery = z.object({
  expires: schemaUnixSeconds,
  signature: schemaHexSignature,
  /** The attachment name, base64url UTF-8 (signed with the rest). */
  download: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,400}$/, 'Invalid download name')
    .optional(),
});

export const routePhotoUpload = defineRoute('photoUpload', {
  summary:
    'Operations add photos to a photography order (header `x-ops-api-key`): `multipart/form-data` with the files in the field `photos`, jpg/png/webp/heic, at most 25 MB each and 100 a request. Each is kept as uploaded plus a 400 px and a 1600 px WebP without metadata; all or none are added. The customer gets the gallery link on WhatsApp (at most once a day per order). 404 unknown or not a photography order; 409 an order not booked; 413 a file too big (or too many); 415 not a photo, or a HEIC photo this server cannot decode yet.',
  auth: 'operations',
  okStatus: 201,
  errors: [404, 409, 413, 415, 429],
  query: schemaPhotoUploadQuery,
  response: schemaPhotoUploaded,
});

export const routePhotoGalleries = defineRoute('photoGalleries', {
  summary: "The customer's photography orders that have photos, newest event first, each with a signed cover thumbnail.",
  auth: 'customer',
  response: z.array(schemaGallerySummary),
});

export const routePhotoThumbnails = defineRoute('photoThumbnails', {
  summary:
    "A page of an order's photos in their order (default 30, at most 60), with URLs signed for at most 15 minutes, for the order's owner (bearer token) or a guest with a live share link (`share`, read-only; `orderId` may then be left out). Anyone else, an unknown order or an expired or revoked link: 404 with one message.",
  errors: [401, 404],
  query: schemaThumbnailsQuery,
  response: schemaThumbnailsPage,
});

export const routePhotoZip = defineRoute('photoZip', {
  summary:
    'Streams the gallery as `application/zip` (`photos-{orderNumber}.zip`, photos in their order, stored uncompressed): the web-size WebP files, or the originals (`originals=1`, owner only). For the owner (bearer token, or the signed `token` + `expires` of POST /api/photo/zip-link for a plain download link) or a guest with a live share link (web size only, `orderId` optional; originals 403). Anyone else: 404. The success answer is the zip itself, not the JSON envelope.',
  errors: [403, 404, 429],
  query: schemaZipQuery,
  response: schemaNoData,
});

export const routePhotoZipLink = defineRoute('photoZipLink', {
  summary: "A download link for the gallery's zip that needs no header (a browser download), signed, valid 15 minutes; owner only.",
  auth: 'customer',
  errors: [404],
  body: schemaZipLinkBody,
  response: schemaZipLink,
});

export const routePhotoFavourite = defineRoute('photoFavourite', {
  summary:
    "Marks or unmarks one of the customer's photos as a favourite for editing, up to the package's edited-photo count (409 beyond); unmarking drops its edit request.",
  auth: 'customer',
  errors: [404, 409],
  body: schemaFavouriteBody,
  response: schemaGalleryPhoto,
});

export const routePhotoEditRequest = defineRoute('photoEditRequest', {
  summary: 'Asks for an edit of one of the customer’s favourite photos (3-500 characters; 409 for a photo that is not a favourite).',
  auth: 'customer',
  errors: [404, 409],
  body: schemaEditRequestBody,
  response: schemaGalleryPhoto,
});

export const routePhotoShareCreate = defineRoute('photoShareCreate', {
  summary:
    'Creates a read-only link to the gallery for guests, valid 90 days and revocable; its token is shown only in this answer (the server keeps its SHA-256). At most 20 live links per order (409).',
  auth: 'customer',
  okStatus: 201,
  errors: [404, 409],
  body: schemaShareCreateBody,
  response: schemaShareLink,
});

export const routePhotoShareList = defineRoute('photoShareList', {
  summary: "The live (neither expired nor revoked) share links of one of the customer's galleries, newest first, without their tokens.",
  auth: 'customer',
  errors: [404],
  query: schemaShareListQuery,
  response: z.array(schemaShareSummary),
});

export const routePhotoShareRevoke = defineRoute('photoShareRevoke', {
  summary: 'Revokes one of the customer’s share links at once (revoking it again is fine).',
  auth: 'customer',
  errors: [404],
  body: schemaShareRevokeBody,
  response: schemaNoData,
});

/** GET /api/photo/jpeg/{photoId} path: the photo. */
export const schemaPhotoJpegParams = z.object({ photoId: z.uuid(PHOTO_NOT_FOUND) });

export const routePhotoJpeg = defineRoute('photoJpeg', {
  summary:
    'The web size of one photo converted to JPEG on request, through a URL signed by the server like the photo files (`expires` at most 15 minutes ahead, `signature`, the `download` name): an attachment `image/jpeg`. A wrong or expired signature: 403.',
  errors: [403, 404],
  params: schemaPhotoJpegParams,
  query: schemaPhotoFileQuery,
  response: schemaNoData,
});

export const routePhotoFile = defineRoute('photoFile', {
  summary:
    'The bytes of one photo rendition through a URL signed by the server (local disk storage): `expires` (unix seconds, at most 15 minutes ahead) and `signature` (HMAC-SHA256), `Cache-Control: private` for the time left. A wrong or expired signature: 403. The success answer is the image itself.',
  errors: [403, 404],
  params: schemaPhotoFileParams,
  query: schemaPhotoFileQuery,
  response: schemaNoData,
});
