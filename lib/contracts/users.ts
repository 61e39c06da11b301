import { z } from 'zod';
import { OTP_LENGTH, ROLE_CUSTOMER } from '../constants';
import { LOCALES } from '../i18n/locales';
import { schemaIndianMobile } from '../validation';
import { defineRoute, schemaNoData } from './http';
import { plainText } from './text';

const schemaRole = z.literal(ROLE_CUSTOMER, { error: 'role must be "customer"' });

/** POST /api/user/otp_generate (spec 7): `{phone, role}`. */
export const schemaOtpGenerate = z.object({ phone: schemaIndianMobile, role: schemaRole });

/** POST /api/user/otp_verify (spec 7): `{phone, role, otp}`, plus the optional service named in the WhatsApp message. */
export const schemaOtpVerify = z.object({
  phone: schemaIndianMobile,
  role: schemaRole,
  otp: z.string({ error: 'Please enter the OTP' }).regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), `The OTP has ${OTP_LENGTH} digits`),
  service: plainText({ label: 'Service', min: 1, max: 60 }).optional(),
});

/**
 * The customer's public profile (spec 3 login response `data`): only these fields ever leave the server.
 * `avatar` is the URL of the profile photo on our own origin, or null when the customer has none
 * (the page then shows initials).
 */
export const schemaUserPublic = z.object({
  _id: z.string(),
  phone: z.string(),
  name: z.string().nullable(),
  avatar: z.string().nullable().optional(),
  /**
   * The customer's saved city (the saved city's links), set when they open a city page or book,
   * and on /accounts; null when none is saved.
   */
  city: z.object({ slug: z.string(), name: z.string() }).nullable().optional(),
  /**
   * The language of the customer's messages and of the site after a login (`en` | `hi`); a new account takes the
   * language of the page it logged in on.
   */
  language: z.enum(LOCALES).optional(),
});
export type UserPublic = z.infer<typeof schemaUserPublic>;

/** Shortest and longest display name, in characters. */
export const NAME_MIN_LENGTH = 2;
export const NAME_MAX_LENGTH = 60;

/**
 * A person's display name: 2-60 characters after trimming, letters of any script (with their
 * combining marks, so Devanagari or Tamil names pass), spaces and `. ' -`, starting with a letter; so no digits
 * and no HTML. Empty: "Please enter your name".
 */
export const schemaPersonName = plainText({
  label: 'Name',
  min: 1,
  max: NAME_MAX_LENGTH,
  requiredMessage: 'Please enter your name',
  minMessage: 'Please enter your name',
  maxMessage: `Your name can be at most ${NAME_MAX_LENGTH} characters`,
})
  .min(NAME_MIN_LENGTH, `Your name needs at least ${NAME_MIN_LENGTH} characters`)
  .regex(/^[\p{L}\p{M}][\p{L}\p{M} .'-]*$/u, 'Name can contain letters, spaces, dots, hyphens and apostrophes only');

/** An account's language: `en` or `hi` (400 naming the field otherwise). */
export const schemaLanguage = z.enum(LOCALES, { error: 'language must be "en" or "hi"' });

/**
 * PUT /api/user/user-details(/{id}) body: the customer's display name, their language, or both (one at least;
 * an empty body asks for the name, as the account's name form always sends it).
 */
export const schemaUserDetailsUpdate = z
  .object({ name: schemaPersonName.optional(), language: schemaLanguage.optional() })
  .refine((body) => body.name !== undefined || body.language !== undefined, { path: ['name'], message: 'Please enter your name' });

/** A user id in a path or body: any id-like text, so that another user's id (or a made-up one) is a 403, not a 400. */
export const schemaUserId = z.string().regex(/^[\w-]{1,64}$/, 'Unknown user id');
/** The `{id}` of /api/user/user-details/{id} and /api/user/user-avatar/{id}: the session user's own id (403 otherwise). */
export const schemaUserIdParams = z.object({ id: schemaUserId });

/** A city's slug as its page has it (`/noida`); the server checks it is one of ours (400 "Unknown city" otherwise). */
export const schemaCitySlug = z.string({ error: 'Please choose a city' }).regex(/^[a-z][a-z-]{1,40}$/, 'Unknown city');

/** PUT /api/user/city body: the city to save (its slug), or null to forget it. */
export const schemaUserCityUpdate = z.object({ city: schemaCitySlug.nullable() });
export type UserCityUpdate = z.infer<typeof schemaUserCityUpdate>;

/** Largest profile photo accepted, in bytes (5 MB; 413 above). */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
/** Smallest profile photo accepted, in pixels a side (400 below). */
export const AVATAR_MIN_SIDE = 128;
/** Side of the stored profile photo, in pixels (a square WebP). */
export const AVATAR_SIDE = 256;
/** The multipart field of the photo (the spec's `image`). */
export const AVATAR_FIELD = 'image';

/** PUT /api/user/user-avatar/{id} as JSON: removes the photo (`{clearAvatar: true}`); a photo itself comes as multipart. */
export const schemaUserAvatarClear = z.object({
  clearAvatar: z.literal(true, { error: 'Send the photo as multipart/form-data in the field image, or {"clearAvatar": true}' }),
});

/** PUT /api/user/user-avatar/{id} answer: the new photo's URL, or null once removed. */
export const schemaUserAvatar = z.object({ avatar: z.string().nullable() });

/** GET /api/user/user-avatar/{id} query: the version the URL names (a new one per upload, so it may be cached for good). */
export const schemaUserAvatarQuery = z.object({ v: z.uuid({ error: 'Unknown photo version' }).optional() });

/** POST /api/user/push-token: a Firebase Cloud Messaging registration token. */
export const schemaPushTokenCreate = z.object({ token: plainText({ label: 'Push token', min: 20, max: 4096 }) });

/**
 * POST /api/user/logout body, optional: `{allDevices: true}` ends every session of the customer
 * ("log out of all devices"); without it only the calling token's session ends.
 */
export const schemaLogout = z.object({ allDevices: z.boolean().optional() }).optional();

/** POST /api/user/logout answer: how many sessions were ended (1, or every live one with `allDevices`). */
export const schemaLogoutResult = z.object({ revokedSessions: z.number().int().min(0) });

export const routeOtpGenerate = defineRoute('otpGenerate', {
  summary: 'Sends a 4-digit login code by SMS (spec 7); the answer is the same for new and known numbers.',
  body: schemaOtpGenerate,
  response: schemaNoData,
  errors: [429, 502],
});

export const routeOtpVerify = defineRoute('otpVerify', {
  summary:
    'Checks the login code; creates the customer on first login and returns a 30-day session token beside `data`, and `deletionCancelled: true` when the login undid a pending account deletion.',
  body: schemaOtpVerify,
  response: schemaUserPublic,
  fields: z.object({
    token: z.string(),
    /** True when this login undid the customer's pending account deletion (the login screen says so). */
    deletionCancelled: z.boolean().optional(),
  }),
  errors: [401, 429],
});

export const routeUserDetails = defineRoute('userDetails', {
  summary: "The logged-in customer's profile.",
  auth: 'customer',
  response: schemaUserPublic,
});

export const routeUserDetailsUpdate = defineRoute('userDetailsUpdate', {
  summary: "Sets the logged-in customer's display name and/or language (`en` | `hi`: their messages' and the site's).",
  auth: 'customer',
  body: schemaUserDetailsUpdate,
  response: schemaUserPublic,
});

export const routeUserDetailsById = defineRoute('userDetailsById', {
  summary: "The logged-in customer's profile by the spec's path: `{id}` must be the session user's (403 otherwise).",
  auth: 'customer',
  errors: [403],
  params: schemaUserIdParams,
  response: schemaUserPublic,
});

export const routeUserDetailsByIdUpdate = defineRoute('userDetailsByIdUpdate', {
  summary:
    "Sets the logged-in customer's display name (2-60 characters: letters of any script, spaces and . ' -) and/or language (`en` | `hi`); `{id}` must be the session user's (403 otherwise).",
  auth: 'customer',
  errors: [403],
  params: schemaUserIdParams,
  body: schemaUserDetailsUpdate,
  response: schemaUserPublic,
});

export const routeUserAvatarUpdate = defineRoute('userAvatarUpdate', {
  summary:
    'Sets the profile photo (`multipart/form-data`, field `image`: jpg/png/webp/heic up to 5 MB, at least 128x128 px; kept as a 256x256 WebP without metadata) or removes it (`{"clearAvatar": true}`). 413 above 5 MB, 415 another type (GIF, SVG, PDF), 400 too small or damaged; `{id}` must be the session user\'s (403 otherwise).',
  auth: 'customer',
  errors: [403],
  params: schemaUserIdParams,
  response: schemaUserAvatar,
});

export const routeUserAvatar = defineRoute('userAvatar', {
  summary: "A customer's profile photo: the 256x256 WebP itself, from our own origin (404 when they have none).",
  errors: [404],
  params: schemaUserIdParams,
  query: schemaUserAvatarQuery,
  response: schemaNoData,
});

export const routePushTokenCreate = defineRoute('pushTokenCreate', {
  summary: "Stores the customer's push-messaging (Firebase Cloud Messaging) token.",
  auth: 'customer',
  body: schemaPushTokenCreate,
  response: schemaNoData,
});

export const routeLogout = defineRoute('logout', {
  summary:
    'Ends the calling session server-side: its token answers 401 from then on. With `{"allDevices": true}` every session of the customer ends ("log out of all devices").',
  auth: 'customer',
  body: schemaLogout,
  response: schemaLogoutResult,
});

export const routeUserCityUpdate = defineRoute('userCityUpdate', {
  summary:
    "Saves the logged-in customer's city (a city page's slug, e.g. `noida`; 400 \"Unknown city\" for one we do not have) or forgets it (`null`); /services shows that city's links.",
  auth: 'customer',
  body: schemaUserCityUpdate,
  response: schemaUserPublic,
});
