import { z } from 'zod';
import type { User } from '../db/schema';

/** PUT /api/user/user-details body: the customer's display name. */
export const schemaUserDetailsUpdate = z.object({
  name: z
    .string({ error: 'Please enter your name' })
    .trim()
    .min(1, 'Please enter your name')
    .max(80, 'Name can be at most 80 characters')
    .regex(/^[\p{L}\p{M} .'-]+$/u, 'Name can contain letters, spaces, dots, hyphens and apostrophes only'),
});

/** The public profile: only these fields ever leave the server. */
export const schemaUserPublic = z.object({ _id: z.string(), phone: z.string(), name: z.string().nullable() });
export type UserPublic = z.infer<typeof schemaUserPublic>;

/** Maps a user row to its public profile (spec 7: `_id`). */
export function toUserPublic(user: User): UserPublic {
  return schemaUserPublic.parse({ _id: user.id, phone: user.phone, name: user.name });
}
