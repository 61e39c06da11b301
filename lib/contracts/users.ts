import { z } from 'zod';
import { OTP_LENGTH, ROLE_CUSTOMER } from '../constants';
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

/** The customer's public profile (spec 3 login response `data`): only these fields ever leave the server. */
export const schemaUserPublic = z.object({ _id: z.string(), phone: z.string(), name: z.string().nullable() });
export type UserPublic = z.infer<typeof schemaUserPublic>;

/** PUT /api/user/user-details body: the customer's display name. */
export const schemaUserDetailsUpdate = z.object({
  name: plainText({
    label: 'Name',
    min: 1,
    max: 80,
    requiredMessage: 'Please enter your name',
    minMessage: 'Please enter your name',
  }).regex(/^[\p{L}\p{M} .'-]+$/u, 'Name can contain letters, spaces, dots, hyphens and apostrophes only'),
});

/** POST /api/user/push-token: a Firebase Cloud Messaging registration token. */
export const schemaPushTokenCreate = z.object({ token: plainText({ label: 'Push token', min: 20, max: 4096 }) });

/**
 * POST /api/user/logout (issue 11) body, optional: `{allDevices: true}` ends every session of the customer
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
  summary: 'Checks the login code; creates the customer on first login and returns a 30-day session token beside `data`.',
  body: schemaOtpVerify,
  response: schemaUserPublic,
  fields: z.object({ token: z.string() }),
  errors: [401, 429],
});

export const routeUserDetails = defineRoute('userDetails', {
  summary: "The logged-in customer's profile.",
  auth: 'customer',
  response: schemaUserPublic,
});

export const routeUserDetailsUpdate = defineRoute('userDetailsUpdate', {
  summary: "Sets the logged-in customer's display name.",
  auth: 'customer',
  body: schemaUserDetailsUpdate,
  response: schemaUserPublic,
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
