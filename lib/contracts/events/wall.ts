/** The event wall (spec: Wonderland, "Guest" 5: photos and thank-you notes) and the hosts' lucky draw. */
import { z } from 'zod';
import {
  LUCKY_DRAW_MAX_WINNERS,
  LUCKY_DRAW_NO_CASH_MESSAGE,
  LUCKY_DRAW_PRIZE_MAX,
  prizeNamesCash,
  WALL_NOTE_MAX,
} from '../../events/limits';
import { defineRoute, schemaNoData } from '../http';
import { plainText } from '../text';
import { schemaEventIdParams, schemaLuckyDraw, schemaRowId } from './shared';

export const schemaLuckyDrawBody = z.object({
  prize: plainText({ label: 'Prize', min: 1, max: LUCKY_DRAW_PRIZE_MAX, requiredMessage: 'Please describe the prize' }).refine(
    (prize) => !prizeNamesCash(prize),
    LUCKY_DRAW_NO_CASH_MESSAGE,
  ),
  winners: z
    .number({ error: `winners must be 1 to ${LUCKY_DRAW_MAX_WINNERS}` })
    .int()
    .min(1, `winners must be 1 to ${LUCKY_DRAW_MAX_WINNERS}`)
    .max(LUCKY_DRAW_MAX_WINNERS, `winners must be 1 to ${LUCKY_DRAW_MAX_WINNERS}`),
});

/** One wall item: a photo (signed URLs, at most 15 minutes) or a thank-you note. */
export const schemaWallItem = z.object({
  _id: z.string(),
  kind: z.enum(['photo', 'note']),
  /** The poster's RSVP name, or the host's name. */
  author: z.string(),
  mine: z.boolean(),
  text: z.string().nullable(),
  thumbUrl: z.string().nullable(),
  webUrl: z.string().nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  createdAt: z.string(),
});
export type WallItem = z.infer<typeof schemaWallItem>;
export const schemaWallQuery = z.object({
  cursor: z.iso.datetime({ offset: true, error: 'cursor must be an ISO 8601 date and time' }).optional(),
  limit: z.coerce
    .number({ error: 'limit must be 1 to 60' })
    .int()
    .min(1, 'limit must be 1 to 60')
    .max(60, 'limit must be 1 to 60')
    .default(30),
});
export const schemaWallPage = z.object({ items: z.array(schemaWallItem), nextCursor: z.string().nullable() });
export const schemaWallNoteBody = z.object({
  text: plainText({ label: 'Note', min: 1, max: WALL_NOTE_MAX, multiline: true, requiredMessage: 'Please write a thank you message.' }),
});
export const schemaWallDeleteBody = z.object({ imageId: schemaRowId('post') });

export const routeInviteLuckyDraw = defineRoute('inviteLuckyDraw', {
  summary:
    'Runs a lucky draw (owner or co-host) among guests, not hosts, who answered Going with a place and did not opt out: the prize (text, no cash handled by us) and the number of winners, drawn with cryptographic randomness; the time, entrants and winners are recorded. A re-draw is a new recorded draw. 409 without entrants.',
  auth: 'customer',
  okStatus: 201,
  errors: [403, 404, 409],
  params: schemaEventIdParams,
  body: schemaLuckyDrawBody,
  response: schemaLuckyDraw,
});

export const routeInviteWallList = defineRoute('inviteWallList', {
  summary:
    'The event wall, newest first (members only: hosts and guests who answered Going or Maybe; anyone else 403), `cursor` and `limit` ≤ 60.',
  auth: 'customer',
  errors: [403, 404],
  params: schemaEventIdParams,
  query: schemaWallQuery,
  response: schemaWallPage,
});

export const routeInviteWallUpload = defineRoute('inviteWallUpload', {
  summary:
    'Posts one photo to the wall (members only): `multipart/form-data`, field `image`, jpg/png/webp/heic up to 15 MB (413 above, 415 another type), kept as WebP renditions without EXIF. At most 50 uploads per member a day (429) and 2,000 items per event (409).',
  auth: 'customer',
  okStatus: 201,
  errors: [403, 404, 409, 413, 415, 429],
  params: schemaEventIdParams,
  response: schemaWallItem,
});

export const routeInviteWallNote = defineRoute('inviteWallNote', {
  summary: 'Posts a thank-you note (plain text, up to 280 characters) to the wall (members only; counts towards the daily 50).',
  auth: 'customer',
  okStatus: 201,
  errors: [403, 404, 409, 429],
  params: schemaEventIdParams,
  body: schemaWallNoteBody,
  response: schemaWallItem,
});

export const routeInviteWallDelete = defineRoute('inviteWallDelete', {
  summary: 'Removes a wall item: hosts any, a guest their own (403 otherwise).',
  auth: 'customer',
  errors: [403, 404],
  params: schemaEventIdParams,
  body: schemaWallDeleteBody,
  response: schemaNoData,
});
