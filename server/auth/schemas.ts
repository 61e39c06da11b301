import { z } from 'zod';
import { OTP_LENGTH, ROLE_CUSTOMER } from '../../lib/constants';
import { schemaIndianMobile } from '../../lib/validation';

const schemaRole = z.literal(ROLE_CUSTOMER, { error: 'role must be "customer"' });

/** POST /api/user/otp_generate (spec 7): `{phone, role}`. */
export const schemaOtpGenerate = z.object({ phone: schemaIndianMobile, role: schemaRole });

/** POST /api/user/otp_verify (spec 7): `{phone, role, otp}`, plus the optional service named in the WhatsApp message. */
export const schemaOtpVerify = z.object({
  phone: schemaIndianMobile,
  role: schemaRole,
  otp: z.string({ error: 'Please enter the OTP' }).regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), `The OTP has ${OTP_LENGTH} digits`),
  service: z.string().trim().min(1).max(60).optional(),
});

/** POST /api/user/push-token: a Firebase Cloud Messaging registration token. */
export const schemaPushTokenCreate = z.object({ token: z.string().trim().min(20).max(4096) });
