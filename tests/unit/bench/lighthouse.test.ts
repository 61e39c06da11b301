import { describe, expect, it } from 'vitest';
import { benchInviteSharePath } from '../../../bench/invitePage';
import {
  LIGHTHOUSE_DEFAULT_RUNS,
  LIGHTHOUSE_PAGES,
  preparePages,
  runFailures,
  summarizeRuns,
  type LighthouseRun,
} from '../../../bench/lighthouse';

/** A run that meets every target, with `change` applied. */
function run(change: Partial<LighthouseRun> = {}): LighthouseRun {
  return {
    performance: 99,
    accessibility: 100,
    bestPractices: 100,
    seo: 100,
    lcpMs: 1000,
    fcpMs: 900,
    cls: 0,
    tbtMs: 50,
    lcpElement: 'h1',
    failedAudits: [],
    failedSeoAudits: [],
    ...change,
  };
}

describe('Lighthouse bench: every run is judged, the worst decides', () => {
  it('runs five times by default', () => {
    expect(LIGHTHOUSE_DEFAULT_RUNS).toBe(5);
  });

  it('passes a page whose every run meets every target, at the limits themselves', () => {
    const summary = summarizeRuns('/', [
      run(),
      run({ performance: 95, accessibility: 95, bestPractices: 95, lcpMs: 1800, tbtMs: 200, cls: 0.02 }),
    ]);
    expect(summary.failures).toEqual([]);
  });

  it('fails a page on one slow run out of five although its median passes', () => {
    const runs = [run(), run(), run({ lcpMs: 2500, performance: 88 }), run(), run()];
    const summary = summarizeRuns('/delhi', runs);
    expect(summary.failures).toEqual(['run 3: performance 88 < 95', 'run 3: LCP 2500 ms > 1800 ms']);
    expect(summary.worst.lcpMs).toBe(2500);
    expect(summary.worst.performance).toBe(88);
    expect(summary.runs).toHaveLength(5);
  });

  it.each<[string, Partial<LighthouseRun>, string]>([
    ['performance', { performance: 94 }, 'performance 94 < 95'],
    ['accessibility', { accessibility: 94 }, 'accessibility 94 < 95'],
    ['best practices', { bestPractices: 94 }, 'best practices 94 < 95'],
    ['SEO', { seo: 99 }, 'SEO 99 < 100'],
    ['LCP', { lcpMs: 1801 }, 'LCP 1801 ms > 1800 ms'],
    ['TBT', { tbtMs: 201 }, 'TBT 201 ms > 200 ms'],
    ['CLS', { cls: 0.021 }, 'CLS 0.021 > 0.02'],
  ])('fails a run that misses %s', (_name, change, reason) => {
    expect(runFailures(run(change))).toEqual([reason]);
  });

  it('judges a private (noindex) page on being noindex and every other SEO audit, not on SEO 100 (an invite)', () => {
    const privateRun = (failedSeoAudits: string[]) => run({ seo: 69, failedAudits: failedSeoAudits, failedSeoAudits });
    expect(runFailures(privateRun(['is-crawlable']), undefined, { noindex: true })).toEqual([]);
    expect(runFailures(privateRun([]), undefined, { noindex: true })).toEqual(['a private page that search engines may index']);
    expect(runFailures(privateRun(['is-crawlable', 'document-title']), undefined, { noindex: true })).toEqual([
      'SEO audits failed: document-title',
    ]);
    // a public page still needs SEO 100
    expect(runFailures(privateRun(['is-crawlable']))).toEqual(['SEO 69 < 100']);
    expect(summarizeRuns('/smartinvite/share/{code}', [privateRun(['is-crawlable'])], undefined, { noindex: true }).failures).toEqual([]);
    const share = LIGHTHOUSE_PAGES.find((page) => typeof page !== 'string' && page.path === '/smartinvite/share/{code}');
    expect(share).toMatchObject({ noindex: true });
  });

  it('never passes a run with a missing metric or a page with no run', () => {
    expect(runFailures(run({ lcpMs: Number.NaN }))).toEqual(['LCP NaN ms > 1800 ms']);
    expect(summarizeRuns('/', []).failures).toEqual(['no run']);
  });

  it('reports the worst of each figure: lowest score, highest time and shift', () => {
    const summary = summarizeRuns('/', [run({ tbtMs: 10, cls: 0.01, seo: 100 }), run({ tbtMs: 150, cls: 0, seo: 92 })]);
    expect(summary.worst).toMatchObject({ tbtMs: 150, cls: 0.01, seo: 92 });
  });
});

describe('the Lighthouse pages', () => {
  it("holds an invite's share page to the targets as a private page, made on the bench server by the page-weight bench's own step", () => {
    expect(LIGHTHOUSE_PAGES).toContainEqual({ path: '/smartinvite/share/{code}', prepare: benchInviteSharePath, noindex: true });
  });

  it('prepares each page once, in order, and reports a prepared page under its name while loading its real path', async () => {
    const calls: string[] = [];
    const prepare = async (baseURL: string) => {
      calls.push(baseURL);
      return `/smartinvite/share/Ab12Cd3${calls.length}`;
    };
    const pages = await preparePages('http://127.0.0.1:9', ['/', { path: '/smartinvite/share/{code}', prepare }, '/delhi']);
    expect(pages).toEqual([
      { name: '/', path: '/', noindex: false },
      { name: '/smartinvite/share/{code}', path: '/smartinvite/share/Ab12Cd31', noindex: false },
      { name: '/delhi', path: '/delhi', noindex: false },
    ]);
    expect(calls).toEqual(['http://127.0.0.1:9']);
  });

  it('fails when a page cannot be prepared (no page measured on a missing invite)', async () => {
    const prepare = () => Promise.reject(new Error('bench invite: create answered 400'));
    await expect(preparePages('http://127.0.0.1:9', [{ path: '/x/{code}', prepare }])).rejects.toThrow('create answered 400');
  });
});
