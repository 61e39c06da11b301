import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { config, proxy } from '../../proxy';

/** What proxy.ts answers for a raw path (null: it lets the request through to the page). */
async function answerTo(path: string): Promise<{ status: number; body: string } | null> {
  const response = proxy(new NextRequest(`http://localhost:3000${path}`));
  if (response.headers.get('x-middleware-next') === '1') return null;
  return { status: response.status, body: await response.text() };
}

describe('proxy: malformed percent-encoding', () => {
  it('answers 400 to a malformed path in both languages, as plain text, and the JSON envelope under /api/', async () => {
    for (const path of ['/%ZZ', '/hi/%ZZ', '/delhi/%ZZ', '/hi/delhi/%E0%A4%A', '/hi/%']) {
      const answer = await answerTo(path);
      expect(answer?.status, path).toBe(400);
      expect(answer?.body, path).toBe('400 Bad Request: The address has malformed percent-encoding.');
    }
    const api = await answerTo('/api/%ZZ');
    expect(api?.status).toBe(400);
    expect(JSON.parse(api?.body ?? '{}')).toMatchObject({ error: true, status: 400 });
  });

  it('lets well-formed paths through, Hindi ones included', async () => {
    for (const path of ['/hi/delhi', '/hi/balloon-decoration/unicorn%20arch', `/hi/${encodeURIComponent('दिल्ली')}`]) {
      expect(await answerTo(path), path).toBeNull();
    }
  });

  it('runs for every path with a percent sign, whatever its language prefix', () => {
    const matcher = new RegExp(`^${config.matcher.replace('/:path(.*%.*)', '/(.*%.*)')}$`);
    expect(matcher.test('/hi/%ZZ')).toBe(true);
    expect(matcher.test('/hi/delhi')).toBe(false);
  });
});
