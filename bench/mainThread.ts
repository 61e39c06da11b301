import { mkdirSync, writeFileSync } from 'node:fs';
import nodePath from 'node:path';
import type { Browser } from 'playwright-core';
import { VIEWPORTS } from '../tests/e2e/browser';

/** One event of a Chromium trace (Trace Event Format), as much of it as the breakdown reads. */
export interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { url?: string; frame?: string; isMainFrame?: boolean } };
}

/** Where a page load's main-thread time went, in milliseconds of the throttled load. */
export interface MainThreadBreakdown {
  path: string;
  /** Sum of every top-level task. */
  totalMs: number;
  /** Self time by kind of work: script evaluation, compile, parse HTML, style, layout, paint, GC, other. */
  byKind: Record<string, number>;
  /** Self time of script work (evaluate, compile, functions, GC inside them) by script URL, largest first. */
  byScript: { url: string; ms: number }[];
  /** Top-level tasks of 50 ms or more, in order: start after navigation, duration and what they mostly did. */
  longTasks: { startMs: number; ms: number; mostly: string }[];
  /** Total blocking time of the long tasks after first contentful paint (the part of each over 50 ms). */
  blockingMs: number;
  /** First contentful paint and largest contentful paint candidates after navigation start. */
  fcpMs: number;
  lcpMs: number;
}

/** The kind of work a trace event is, for its self time (names as DevTools' Performance panel groups them). */
function kindOf(name: string): string {
  switch (name) {
    case 'EvaluateScript':
    case 'FunctionCall':
    case 'TimerFire':
    case 'FireAnimationFrame':
    case 'EventDispatch':
    case 'RunMicrotasks':
    case 'v8.run':
    case 'V8.Execute':
    case 'v8.callFunction':
    case 'FireIdleCallback':
      return 'script';
    case 'v8.compile':
    case 'v8.compileModule':
    case 'V8.CompileCode':
    case 'v8.produceCache':
    case 'v8.parseOnBackground':
    case 'CacheScript':
      return 'compile';
    case 'ParseHTML':
      return 'parseHTML';
    case 'UpdateLayoutTree':
    case 'RecalculateStyles':
    case 'ParseAuthorStyleSheet':
    case 'InvalidateLayout':
    case 'ScheduleStyleRecalculation':
      return 'style';
    case 'Layout':
    case 'UpdateLayerTree':
    case 'PrePaint':
      return 'layout';
    case 'Paint':
    case 'PaintImage':
    case 'Commit':
    case 'CompositeLayers':
    case 'Layerize':
    case 'Decode Image':
    case 'ImageDecodeTask':
      return 'paint';
    case 'MinorGC':
    case 'MajorGC':
    case 'V8.GCScavenger':
    case 'V8.GCFinalizeMC':
    case 'V8.GC_MC_BACKGROUND_MARKING':
    case 'BlinkGC.AtomicPhase':
    case 'V8.GCIncrementalMarking':
      return 'gc';
    default:
      return 'other';
  }
}

/**
 * Attributes the main-thread time of one page load from its trace: the renderer's main thread
 * (CrRendererMain of the process that navigated), top-level tasks (RunTask), each event's self time by
 * kind, and script self time by the URL of the nearest EvaluateScript/FunctionCall/compile above it
 * (Lighthouse's bootup-time does the same). Times are in the trace's own (throttled) milliseconds.
 */
export function breakdown(path: string, events: TraceEvent[]): MainThreadBreakdown {
  const threadName = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && hasNavigation(events, e));
  const main = events
    .filter((e) => threadName && e.pid === threadName.pid && e.tid === threadName.tid && e.ph === 'X' && typeof e.dur === 'number')
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const navStart =
    events.find((e) => e.name === 'navigationStart' && e.args?.data?.isMainFrame !== false && threadName && e.pid === threadName.pid)?.ts ??
    main[0]?.ts ??
    0;
  const paint = (name: string) =>
    events
      .filter((e) => e.name === name && threadName && e.pid === threadName.pid)
      .map((e) => (e.ts - navStart) / 1000)
      .filter((t) => t >= 0);
  const fcpMs = Math.min(...paint('firstContentfulPaint'));
  const lcpMs = Math.max(...paint('largestContentfulPaint::Candidate'));

  const byKind: Record<string, number> = {};
  const byScript = new Map<string, number>();
  const longTasks: MainThreadBreakdown['longTasks'] = [];
  let totalMs = 0;
  let blockingMs = 0;

  type Frame = { event: TraceEvent; end: number; childMs: number; url?: string };
  let task: { start: number; ms: number; kinds: Record<string, number> } | null = null;
  const stack: Frame[] = [];
  // The top-level task's own self time (scheduling, and work the trace categories do not name) is 'other'.
  const close = (frame: Frame) => {
    const self = Math.max(0, frame.event.dur! - frame.childMs) / 1000;
    const kind = stack.length === 0 ? 'other' : kindOf(frame.event.name);
    byKind[kind] = (byKind[kind] ?? 0) + self;
    if (task) task.kinds[kind] = (task.kinds[kind] ?? 0) + self;
    if (frame.url && (kind === 'script' || kind === 'compile' || kind === 'gc'))
      byScript.set(frame.url, (byScript.get(frame.url) ?? 0) + self);
  };
  const finishTask = () => {
    if (!task) return;
    const mostly = Object.entries(task.kinds)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 2)
      .map(([k, v]) => `${k} ${v.toFixed(0)}`)
      .join(', ');
    if (task.ms >= 50) longTasks.push({ startMs: task.start, ms: task.ms, mostly });
    if (task.ms > 50 && task.start >= fcpMs) blockingMs += task.ms - 50;
    task = null;
  };
  for (const event of main) {
    while (stack.length > 0 && event.ts >= stack[stack.length - 1]!.end) {
      const frame = stack.pop()!;
      close(frame);
      if (stack.length > 0) stack[stack.length - 1]!.childMs += frame.event.dur!;
      else finishTask();
    }
    if (stack.length === 0) {
      if (event.name !== 'RunTask' && event.name !== 'ThreadControllerImpl::RunTask') continue;
      task = { start: (event.ts - navStart) / 1000, ms: event.dur! / 1000, kinds: {} };
      totalMs += event.dur! / 1000;
    }
    const parentUrl = stack[stack.length - 1]?.url;
    const ownUrl = /EvaluateScript|FunctionCall|v8\.compile|TimerFire/.test(event.name) ? event.args?.data?.url : undefined;
    stack.push({ event, end: event.ts + event.dur!, childMs: 0, url: ownUrl || parentUrl });
  }
  while (stack.length > 0) {
    const frame = stack.pop()!;
    close(frame);
    if (stack.length > 0) stack[stack.length - 1]!.childMs += frame.event.dur!;
    else finishTask();
  }
  return {
    path,
    totalMs,
    byKind,
    byScript: [...byScript].map(([url, ms]) => ({ url, ms })).sort((a, b) => b.ms - a.ms),
    longTasks,
    blockingMs,
    fcpMs,
    lcpMs,
  };
}

/** Whether the renderer of this thread-name event navigated (so it is the page's, not an extension's or a spare one). */
function hasNavigation(events: TraceEvent[], thread: TraceEvent): boolean {
  return events.some((e) => e.pid === thread.pid && e.name === 'navigationStart');
}

const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'v8',
  'blink.user_timing',
  'loading',
  'toplevel',
  '__metadata',
].join(',');

/**
 * Loads each page once in a fresh context at the mobile viewport with the CPU slowed 4x (as Lighthouse's
 * mobile preset models a phone), records a Chromium trace until two seconds after the load event, and
 * returns its main-thread breakdown (find where the main-thread time goes). Each trace is
 * written to bench/results/trace/ (open it in DevTools' Performance panel for the details).
 */
export async function traceMainThread(browser: Browser, baseURL: string, pages: string[]): Promise<MainThreadBreakdown[]> {
  const outDir = nodePath.join(process.cwd(), 'bench', 'results', 'trace');
  mkdirSync(outDir, { recursive: true });
  const results: MainThreadBreakdown[] = [];
  for (const path of pages) {
    await fetch(new URL(path, baseURL)); // an on-demand page is generated by its first request
    const context = await browser.newContext({ viewport: VIEWPORTS.mobile, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
    await context.route('https://www.googletagmanager.com/**', (route) => route.abort());
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const events: TraceEvent[] = [];
    cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
    const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
    await cdp.send('Tracing.start', { categories: TRACE_CATEGORIES, transferMode: 'ReportEvents' });
    await page.goto(new URL(path, baseURL).href, { waitUntil: 'load' });
    await page.waitForTimeout(2000);
    await cdp.send('Tracing.end');
    await done;
    await context.close();
    const name = path === '/' ? 'home' : path.slice(1).replaceAll('/', '_');
    writeFileSync(nodePath.join(outDir, `${name}.json`), JSON.stringify({ traceEvents: events }));
    results.push(breakdown(path, events));
  }
  return results;
}
