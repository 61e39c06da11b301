import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { NextApiRequest } from 'next';
import { formatDistanceStrict } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { strayLatinWords } from '../../../../lib/i18n/latinAllowList';
import { apiHandler, parseInput } from '../../../../server/http/apiHandler';
import { HttpError } from '../../../../server/http/errors';
import { tooManyRequests } from '../../../../server/http/rateLimit';
import { matchApiError, templateMatcher, translateApiError } from '../../../../server/i18n/apiErrors';
import { domainMessages } from '../../../../server/i18n/messages';
import { recordedResponse } from '../../../helpers/apiResponse';

const read = (locale: string) =>
  JSON.parse(readFileSync(path.join(process.cwd(), 'messages', locale, 'apiErrors.json'), 'utf8')) as Record<string, string>;
const english = read('en');
const hindi = read('hi');

/** The plain `{name}` arguments of an English template, and its literal pieces between them. */
const argumentsOf = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((found) => found[1]!);
const piecesOf = (text: string) => text.split(/\{\w+\}/).filter((piece) => piece.trim() !== '');

/** Every TypeScript source the API answers from: its routes, the server and the shared contracts. */
function serverSources(dir: string, found: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) serverSources(file, found);
    else if (/\.tsx?$/.test(name)) found.push(readFileSync(file, 'utf8'));
  }
  return found;
}
const code = ['server', 'pages/api', 'lib'].flatMap((dir) => serverSources(path.join(process.cwd(), dir))).join('\n');

// the waits of a 429 are date-fns's words (server/http/rateLimit.ts formatDistanceStrict), not our code's
const WAITS = new Set(['wait.second', 'wait.seconds', 'wait.minute', 'wait.minutes', 'wait.hour', 'wait.hours', 'wait.day', 'wait.days']);

describe('the apiErrors table', () => {
  it('has a Hindi message for every English one, in Devanagari', () => {
    expect(Object.keys(hindi).sort()).toEqual(Object.keys(english).sort());
    for (const [key, text] of Object.entries(hindi)) expect(strayLatinWords(text.replace(/\{\w+\}/g, '')), key).toEqual([]);
  });

  it('matches every English message to its own key and gives its values back (the English compiles to itself)', () => {
    for (const [key, text] of Object.entries(english)) {
      const names = argumentsOf(text);
      const values = Object.fromEntries(names.map((name, i) => [name, `${7 + i}`]));
      const sent = text.replace(/\{(\w+)\}/g, (_, name: string) => values[name]!);
      if (names.length === 0) expect(domainMessages('en', 'apiErrors')[key], key).toBe(text);
      expect(matchApiError(sent), key).toEqual({ key, values });
    }
  });

  it('finds every English text in the server code (the table cannot rot silently)', () => {
    for (const [key, text] of Object.entries(english)) {
      if (WAITS.has(key)) continue;
      if (argumentsOf(text).length === 0)
        expect(code.includes(text), `apiErrors.${key}: "${text}" is not in server/, pages/api/ or lib/`).toBe(true);
      else
        for (const piece of piecesOf(text))
          expect(code.includes(piece), `apiErrors.${key}: "${piece}" is not in the server code`).toBe(true);
    }
    const now = new Date('2026-12-07T10:00:00Z');
    for (const seconds of [1, 30, 60, 300, 3600, 7200, 86_400, 172_800]) {
      const when = formatDistanceStrict(new Date(now.getTime() + seconds * 1000), now);
      expect(WAITS.has(matchApiError(when)?.key ?? ''), when).toBe(true);
    }
  });

  it('refuses a template it could not tell back from the text (a plural)', () => {
    expect(() => templateMatcher('x', [['count', 2, { one: [0, ' guest'], other: [0, ' guests'] }]] as never)).toThrow(/plain/);
  });

  it('translates a templated text with its values, a 429 with its reason and wait, and nothing it does not know', () => {
    expect(translateApiError('hi', 'Please enter a valid 10-digit mobile number')).toBe('कृपया सही 10 अंकों का मोबाइल नंबर डालें');
    expect(translateApiError('hi', 'Total Order amount can not be less than ₹2,000')).toBe('ऑर्डर की कुल राशि ₹2,000 से कम नहीं हो सकती');
    const limited = tooManyRequests('A code was sent just now.', 30, new Date('2026-12-07T10:00:00Z'));
    expect(limited.message).toBe('A code was sent just now. Please try again in 30 seconds.');
    expect(translateApiError('hi', limited.message)).toBe('अभी-अभी एक कोड भेजा गया है। कृपया 30 सेकंड बाद फिर से कोशिश करें।');
    // a reason the table lacks leaves the whole 429 in English
    expect(translateApiError('hi', 'Too many things. Please try again in 5 minutes.')).toBeNull();
    expect(translateApiError('hi', 'No such sentence in the table')).toBeNull();
    expect(translateApiError('en', 'This slot was just booked.')).toBeNull();
  });
});

const request = (method: string, locale?: string, body?: unknown) =>
  ({ method, body, url: '/api/test', headers: locale ? { 'x-locale': locale } : {} }) as unknown as NextApiRequest;

const details = { nextFreeSlots: [{ date: '2026-11-24', slotId: '19-20', label: '7 PM - 8 PM' }] };
const handler = apiHandler({
  POST: async () => {
    throw new HttpError(409, 'This slot was just booked.', { fields: { details } });
  },
  PUT: async (req) => {
    parseInput(
      z.object({ dishIds: z.array(z.string()).min(1, 'Choose at least one dish'), city: z.string().min(1, 'Mystery field') }),
      req.body,
    );
    return { message: 'never' };
  },
  PATCH: async () => {
    throw new HttpError(400, 'Orders can be booked at least 4 hours in advance. Please choose a later date or time.');
  },
  DELETE: async () => {
    throw new HttpError(404, 'There is no such thing here.');
  },
});

describe('apiHandler in the request language', () => {
  it('answers a thrown HttpError in Hindi with Content-Language: hi for X-Locale: hi, and the same English body otherwise', async () => {
    const hi = recordedResponse();
    await handler(request('POST', 'hi'), hi.res);
    expect(hi.out.status).toBe(409);
    expect(hi.out.body).toEqual({ error: true, status: 409, message: 'यह स्लॉट अभी-अभी बुक हो गया।', details });
    expect(hi.out.headers['content-language']).toBe('hi');

    for (const locale of ['en', undefined]) {
      const en = recordedResponse();
      await handler(request('POST', locale), en.res);
      expect(JSON.stringify(en.out.body)).toBe(
        JSON.stringify({ error: true, status: 409, message: 'This slot was just booked.', details }),
      );
      expect(en.out.headers['content-language']).toBeUndefined();
    }
  });

  it('formats a templated message with the values the English carried', async () => {
    const { out, res } = recordedResponse();
    await handler(request('PATCH', 'hi'), res);
    expect(out.body).toMatchObject({ message: 'ऑर्डर कम से कम 4 घंटे पहले बुक करना होता है। कृपया बाद की तारीख या समय चुनें।' });
    expect(out.headers['content-language']).toBe('hi');
  });

  it('translates the zod field messages it knows and leaves the others in English', async () => {
    const { out, res } = recordedResponse();
    await handler(request('PUT', 'hi', { dishIds: [], city: '' }), res);
    expect(out.status).toBe(400);
    expect(out.body).toMatchObject({
      message: 'कम से कम एक डिश चुनें',
      errors: [
        { path: 'dishIds', message: 'कम से कम एक डिश चुनें' },
        { path: 'city', message: 'Mystery field' },
      ],
    });
    expect(out.headers['content-language']).toBe('hi');
  });

  it('sends a message the table lacks in English, unmarked', async () => {
    const { out, res } = recordedResponse();
    await handler(request('DELETE', 'hi'), res);
    expect(out.body).toEqual({ error: true, status: 404, message: 'There is no such thing here.' });
    expect(out.headers['content-language']).toBeUndefined();
  });
});
