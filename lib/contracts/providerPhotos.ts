/**
 * Shapes of providers' photos, which customers see on their order page instead of an initial: set by operations from
 * the console and by the provider from the partner app (their own only). Apart from ./providers and ./partner, which
 * the partner app's sign-in page imports, so that its bundle does not carry these routes.
 */
import { z } from 'zod';
import { defineRoute, schemaNoData } from './http';
import { OPS_KEY_NOTE, schemaProviderId } from './providers';

/** The multipart field of a provider's photo. */
export const PROVIDER_PHOTO_FIELD = 'photo';
/** Largest provider photo accepted, bytes (a phone's camera photo fits; the stored square is a few kB). */
export const PROVIDER_PHOTO_MAX_BYTES = 5 * 1024 * 1024;
/** Smallest side of a provider photo, pixels (smaller would be blurred at the order page's size on a sharp screen). */
export const PROVIDER_PHOTO_MIN_SIDE = 128;
/** Side of the stored square, pixels (the order page shows it at 56 CSS px: 256 covers a 4x screen). */
export const PROVIDER_PHOTO_SIDE = 256;

/** The answer of setting or removing a provider's photo: its URL for the caller's app, or null without one. */
export const schemaProviderPhotoAnswer = z.object({ photoUrl: z.string().nullable() });
/** `?v=` of a photo URL: the version it names (a newer upload has another, so browsers keep each for good). */
export const schemaProviderPhotoQuery = z.object({
  v: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, 'Unknown photo version')
    .optional(),
});

const PHOTO_UPLOAD_NOTE =
  '`multipart/form-data`, field `photo`: a JPG, PNG, WebP or HEIC photo up to 5 MB, at least 128x128 px, kept as a 256x256 WebP without metadata and shown to the customers of their orders. 413 above 5 MB, 415 another type, 400 too small or damaged';

export const routeOpsProviderPhoto = defineRoute('opsProviderPhoto', {
  summary: `A provider's photo (256x256 WebP; 404 without one); every staff role${OPS_KEY_NOTE}. The success answer is the image itself.`,
  auth: 'operations',
  errors: [404, 429],
  params: schemaProviderId,
  query: schemaProviderPhotoQuery,
  response: schemaNoData,
});

export const routeOpsProviderPhotoUpdate = defineRoute('opsProviderPhotoUpdate', {
  summary: `Sets a provider's photo (${PHOTO_UPLOAD_NOTE}), replacing the old one; audited as \`provider.photo_set\`; admins and operations${OPS_KEY_NOTE}.`,
  auth: 'operations',
  errors: [404, 413, 415, 429],
  params: schemaProviderId,
  response: schemaProviderPhotoAnswer,
});

export const routeOpsProviderPhotoRemove = defineRoute('opsProviderPhotoRemove', {
  summary: `Removes a provider's photo (customers see their initial again; nothing to remove is fine); audited as \`provider.photo_remove\`; admins and operations${OPS_KEY_NOTE}.`,
  auth: 'operations',
  errors: [404, 429],
  params: schemaProviderId,
  response: schemaProviderPhotoAnswer,
});

export const routePartnerPhoto = defineRoute('partnerPhoto', {
  summary: "The signed-in provider's own photo (256x256 WebP; 404 without one). The success answer is the image itself.",
  auth: 'partner',
  errors: [404],
  query: schemaProviderPhotoQuery,
  response: schemaNoData,
});

export const routePartnerPhotoUpdate = defineRoute('partnerPhotoUpdate', {
  summary:
    'The signed-in provider sets their own photo, which customers see on the order page (`multipart/form-data`, field `photo`: a JPG, PNG, WebP or HEIC photo up to 5 MB, at least 128x128 px, kept as a 256x256 WebP without metadata), replacing the old one; audited as `provider.photo_set` with the provider as actor. 413 above 5 MB, 415 another type, 400 too small or damaged. There is no provider id: only their own photo can be set.',
  auth: 'partner',
  errors: [413, 415],
  response: schemaProviderPhotoAnswer,
});

export const routePartnerPhotoRemove = defineRoute('partnerPhotoRemove', {
  summary: 'The signed-in provider removes their own photo (customers see their initial again); audited as `provider.photo_remove`.',
  auth: 'partner',
  response: schemaProviderPhotoAnswer,
});
