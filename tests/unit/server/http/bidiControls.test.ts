/**
 * Bidirectional embedding, override and isolate controls (U+202A-U+202E, U+2066-U+2069) are refused in every user
 * text of every contract and in uploaded file names, with a 400 naming the field: a venue with U+202E would
 * display mirrored on the invite. One check (lib/validation.ts) in plainText and in the parsing of every request.
 */
import { Readable } from 'node:stream';
import type { IncomingMessage } from 'node:http';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { plainText } from '../../../../lib/contracts/text';
import { BIDI_CONTROLS, bidiControlPaths, hasBidiControl } from '../../../../lib/validation';
import { receivePhotos } from '../../../../server/http/multipart';
import { parseInput } from '../../../../server/http/apiHandler';
import { HttpError } from '../../../../server/http/errors';
import { multipart } from '../gallery/routeCall';
import createRoute from '../../../../pages/api/customer/event/create-event-invite';
import { describeEachDatabase } from '../../../helpers/testDatabases';
import { call, customer, inviteBody, setUpInvitesSuite, useDbForRoutes } from '../events/helpers';

const RLO = '\u202E';

setUpInvitesSuite();

describe('bidirectional controls in user text', () => {
  it('finds each of U+202A-U+202E and U+2066-U+2069, and nothing else (LRM, RLM, Arabic, Hindi, emoji pass)', () => {
    for (const code of [0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069])
      expect(hasBidiControl(`venue ${String.fromCodePoint(code)}x`), code.toString(16)).toBe(true);
    for (const text of ['Flat 402 \u200E', '\u200F', 'مرحبا', 'नोएडा सेक्टर 62', '\u{1F468}\u200D\u{1F469}', ''])
      expect(hasBidiControl(text)).toBe(false);
    expect(BIDI_CONTROLS).toHaveLength(9);
  });

  it('plainText refuses them with the field label', () => {
    const result = z.object({ venue: plainText({ label: 'Venue', max: 100 }) }).safeParse({ venue: `Garden ${RLO}nedraG` });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['venue', 'Venue must not contain text direction control characters.'],
    ]);
  });

  it('every parsed request is checked: a 400 names each field holding one, nested fields and arrays too', () => {
    const schema = z.object({ hostNames: z.array(z.string()), address: z.object({ line1: z.string(), city: z.string() }) });
    let caught: unknown;
    try {
      parseInput(schema, { hostNames: ['Asha', `Ra${RLO}hul`], address: { line1: `Flat\u2066 402`, city: 'Noida' } });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(HttpError);
    expect((caught as HttpError).status).toBe(400);
    expect((caught as HttpError).options.errors!.map((error) => error.path)).toEqual(['hostNames.1', 'address.line1']);
    expect(parseInput(schema, { hostNames: ['Asha'], address: { line1: 'Flat 402', city: 'Noida' } })).toBeTruthy();
  });

  it('finds a control wherever it is inserted in any text (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.constantFrom(...BIDI_CONTROLS), (before, after, control) => {
        expect(bidiControlPaths({ note: { text: `${before}${control}${after}` } })).toEqual(['note.text']);
      }),
    );
  });

  it('an upload whose file name holds one is refused with 400 naming the field', async () => {
    const { body, contentType } = multipart([{ fileName: `photo${RLO}gpj.exe`, data: Buffer.from('not read') }]);
    const req = Object.assign(Readable.from([body]), {
      headers: { 'content-type': contentType, 'content-length': String(body.length) },
    }) as unknown as IncomingMessage;
    const refused = await receivePhotos(req, async () => 'stored', { maxFiles: 2, maxFileBytes: 1024 * 1024, concurrency: 1 }).then(
      () => null,
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(HttpError);
    expect((refused as HttpError).status).toBe(400);
    expect((refused as HttpError).options.errors?.map((error) => error.path)).toEqual(['photos']);
  });
});

describeEachDatabase(
  'a contract refuses them with 400 naming the field',
  (getDb) => {
    it('an invite with a mirrored venue or host name is refused; the same invite without is created', async () => {
      useDbForRoutes(getDb());
      const host = await customer(getDb(), '9866600031');
      const create = (body: Record<string, unknown>) =>
        call(createRoute, {
          method: 'POST',
          url: '/api/customer/event/create-event-invite',
          headers: host.headers,
          body: inviteBody(body),
        });
      const venue = await create({ venue: `Green Park ${RLO}nedraG` });
      expect(venue.status).toBe(400);
      expect(venue.json().errors).toEqual([{ path: 'venue', message: 'Venue must not contain text direction control characters.' }]);
      const hosts = await create({ hostNames: ['Asha', 'Ra\u2067hul'] });
      expect(hosts.status).toBe(400);
      expect(hosts.json().errors?.map((error) => error.path)).toEqual(['hostNames.1']);
      expect((await create({ venue: 'Green Park \u200F' })).status).toBe(201);
    });
  },
  { seed: false },
);
