// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOAD_AFTER_FIRST_PAINT, LOAD_AFTER_FIRST_PAINT_CAP_MS } from '../../../../lib/security/inlineScripts';

type Entry = { name?: string; element?: Element; size?: number };
type Callback = (list: { getEntries: () => Entry[] }, observer: { disconnect: () => void }) => void;

/** A PerformanceObserver the test drives: `emit(type, entries)` calls every observer of that type. */
class FakeObserver {
  static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
  static observers: { type: string; callback: Callback; active: boolean }[] = [];
  static emit(type: string, entries: Entry[]) {
    for (const o of FakeObserver.observers.filter((x) => x.type === type && x.active)) {
      o.callback({ getEntries: () => entries }, { disconnect: () => (o.active = false) });
    }
  }
  constructor(private readonly callback: Callback) {}
  observe({ type }: { type: string }) {
    FakeObserver.observers.push({ type, callback: this.callback, active: true });
  }
}

const started = () => document.head.querySelectorAll('script[src]').length;

/** The server HTML's shape: the held scripts, optionally a hero image, then the loader runs. */
function load({ hero }: { hero?: { width: number; height: number } } = {}): HTMLImageElement | null {
  document.head.innerHTML = '';
  document.body.innerHTML =
    '<p>text</p><script type="text/plain" data-after-first-paint="" data-src="/_next/a.js"></script>' +
    '<script type="text/plain" data-after-first-paint="" data-src="/_next/b.js"></script>';
  let img: HTMLImageElement | null = null;
  if (hero) {
    img = document.createElement('img');
    img.setAttribute('fetchpriority', 'high');
    let complete = false;
    Object.defineProperty(img, 'complete', { get: () => complete });
    img.addEventListener('load', () => (complete = true), { capture: true });
    img.getBoundingClientRect = () => ({ left: 0, top: 0, right: hero.width, bottom: hero.height }) as DOMRect;
    document.body.prepend(img);
  }
  window.eval(LOAD_AFTER_FIRST_PAINT);
  return img;
}

describe('LOAD_AFTER_FIRST_PAINT: the page scripts start after the browser reports the paint', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeObserver.observers = [];
    vi.stubGlobal('PerformanceObserver', FakeObserver);
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('holds the scripts through animation frames until first-contentful-paint is reported, then starts them in order', () => {
    load();
    vi.advanceTimersByTime(100); // many frames, no paint reported yet
    expect(started()).toBe(0);
    FakeObserver.emit('paint', [{ name: 'first-paint' }]);
    vi.advanceTimersByTime(10);
    expect(started()).toBe(0);
    FakeObserver.emit('paint', [{ name: 'first-contentful-paint' }]);
    vi.advanceTimersByTime(1);
    expect([...document.head.querySelectorAll('script[src]')].map((s) => s.getAttribute('src'))).toEqual(['/_next/a.js', '/_next/b.js']);
  });

  it('on a page with a hero image, waits for the hero to be painted as the LCP', () => {
    const hero = load({ hero: { width: 358, height: 149 } })!;
    FakeObserver.emit('paint', [{ name: 'first-contentful-paint' }]);
    FakeObserver.emit('largest-contentful-paint', [{ element: document.querySelector('p')!, size: 5000 }]);
    hero.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(100);
    expect(started()).toBe(0);
    FakeObserver.emit('largest-contentful-paint', [{ element: hero, size: 358 * 149 }]);
    vi.advanceTimersByTime(1);
    expect(started()).toBe(2);
  });

  it('does not wait for a loaded hero that a larger painted element already outranks', () => {
    const hero = load({ hero: { width: 100, height: 50 } })!;
    FakeObserver.emit('paint', [{ name: 'first-contentful-paint' }]);
    FakeObserver.emit('largest-contentful-paint', [{ element: document.querySelector('p')!, size: 20_000 }]);
    vi.advanceTimersByTime(50);
    expect(started()).toBe(0); // the hero has not loaded yet
    hero.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(1);
    expect(started()).toBe(2);
  });

  it('starts anyway when the hero fails to load, and never waits longer than the cap', () => {
    const hero = load({ hero: { width: 358, height: 149 } })!;
    FakeObserver.emit('paint', [{ name: 'first-contentful-paint' }]);
    hero.dispatchEvent(new Event('error'));
    vi.advanceTimersByTime(1);
    expect(started()).toBe(2);

    load();
    vi.advanceTimersByTime(LOAD_AFTER_FIRST_PAINT_CAP_MS - 1);
    expect(started()).toBe(0);
    vi.advanceTimersByTime(1);
    expect(started()).toBe(2);
  });
});
