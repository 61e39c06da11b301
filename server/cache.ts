/** An entry: the value's promise and when it goes stale (ms since the epoch). */
interface Entry<T> {
  value: Promise<T>;
  expiresAt: number;
}

/**
 * A small in-process cache for read-mostly data (the catalogue): concurrent misses share one load,
 * entries expire after `ttlMs`, failed loads are not kept, and the oldest entries go first past
 * `maxEntries`. Each server process has its own; catalogue edits show up within the TTL.
 */
export class TtlCache<T> {
  private readonly entries = new Map<string, Entry<T>>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 500,
  ) {}

  /**
   * The cached value of `key`, or the result of `load()` (cached for the TTL). `now` (ms) is the caller's clock: an
   * entry serves from when it was loaded until the TTL has passed, so a clock set back (a test's) loads again.
   */
  get(key: string, load: () => Promise<T>, now = Date.now()): Promise<T> {
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > now && hit.expiresAt - this.ttlMs <= now) return hit.value;
    const value = load();
    // deleted first: a reloaded key goes to the end, so the size limit evicts the least recently loaded
    this.entries.delete(key);
    this.entries.set(key, { value, expiresAt: now + this.ttlMs });
    value.catch(() => this.entries.delete(key));
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    return value;
  }

  /** Forgets everything (after a seed or an edit). */
  clear(): void {
    this.entries.clear();
  }
}
