// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CITY_SENT_KEY, CITY_UPDATE_PATH, rememberCityPick } from '../../../client/cityPick';
import { endpointUrl } from '../../../lib/contracts/endpoints';

describe('rememberCityPick (a city page saves the city)', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const answers: Response[] = [];
  beforeEach(() => {
    fetchMock.mockReset();
    answers.length = 0;
    fetchMock.mockImplementation(async () => {
      const answer = new Response('{}', { status: 200 });
      answers.push(answer);
      return answer;
    });
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
    sessionStorage.clear();
  });

  it('is the path of the userCityUpdate endpoint', () => {
    expect(CITY_UPDATE_PATH).toBe(endpointUrl('userCityUpdate'));
  });

  it('sends nothing when logged out', async () => {
    await rememberCityPick('noida');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('saves the city of a logged-in customer once per city and tab', async () => {
    localStorage.setItem('isLoggedIn', 'true');
    localStorage.setItem('token', 'token-1');
    await rememberCityPick('noida');
    await rememberCityPick('noida');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/user/city');
    expect(init).toMatchObject({ method: 'PUT', body: JSON.stringify({ city: 'noida' }) });
    expect((init!.headers as Record<string, string>).Authorization).toBe('Bearer token-1');
    await rememberCityPick('pune');
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(sessionStorage.getItem(CITY_SENT_KEY)).toBe('pune');
    // every answer is read to its end: an unread body keeps the request open and the page never goes network-idle
    expect(answers.map((answer) => answer.bodyUsed)).toEqual([true, true]);
  });

  it('tries again on the next visit when the save failed', async () => {
    localStorage.setItem('isLoggedIn', 'true');
    localStorage.setItem('token', 'token-1');
    fetchMock.mockResolvedValueOnce(new Response('{}', { status: 500 }));
    fetchMock.mockRejectedValueOnce(new TypeError('offline'));
    await rememberCityPick('delhi');
    await rememberCityPick('delhi');
    await rememberCityPick('delhi');
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(sessionStorage.getItem(CITY_SENT_KEY)).toBe('delhi');
  });
});
