import { describe, expect, it } from 'vitest';
import { TtlCache } from '../../../server/cache';

describe('TtlCache', () => {
  it('shares one load between concurrent misses and reuses it until the TTL passes', async () => {
    const cache = new TtlCache<number>(1000);
    let loads = 0;
    const load = async () => (loads += 1);
    const [a, b] = await Promise.all([cache.get('k', load, 0), cache.get('k', load, 10)]);
    expect([a, b, loads]).toEqual([1, 1, 1]);
    expect(await cache.get('k', load, 999)).toBe(1);
    expect(await cache.get('k', load, 1000)).toBe(2);
  });

  it('loads again for a clock set back before the entry was loaded', async () => {
    const cache = new TtlCache<number>(1000);
    let loads = 0;
    const load = async () => (loads += 1);
    expect(await cache.get('k', load, 5000)).toBe(1);
    expect(await cache.get('k', load, 5500)).toBe(1);
    expect(await cache.get('k', load, 4000)).toBe(2);
  });

  it('evicts the least recently loaded entry past its size, a reloaded one counting as new', async () => {
    const cache = new TtlCache<string>(1000, 2);
    await cache.get('a', async () => 'a', 0);
    await cache.get('b', async () => 'b', 1);
    // 'a' expires and is loaded again: now 'b' is the oldest
    await cache.get('a', async () => 'a2', 1500);
    await cache.get('c', async () => 'c', 1600);
    let reloadedA = false;
    let reloadedB = false;
    await cache.get('a', async () => ((reloadedA = true), 'a3'), 1700);
    await cache.get('b', async () => ((reloadedB = true), 'b2'), 1700);
    expect([reloadedA, reloadedB]).toEqual([false, true]);
  });

  it('does not keep failed loads and evicts the oldest entry past its size', async () => {
    const cache = new TtlCache<string>(1000, 2);
    await expect(cache.get('bad', () => Promise.reject(new Error('db down')), 0)).rejects.toThrow('db down');
    expect(await cache.get('bad', async () => 'ok', 1)).toBe('ok');
    await cache.get('b', async () => 'b', 2);
    await cache.get('c', async () => 'c', 3);
    let reloaded = false;
    await cache.get('bad', async () => ((reloaded = true), 'again'), 4);
    expect(reloaded).toBe(true);
  });
});
