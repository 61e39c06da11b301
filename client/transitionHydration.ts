import { startTransition } from 'react';
import * as ReactDOMClient from 'react-dom/client';
import { rememberTypedFields } from './typedBeforeHydration';

type HydrateRoot = typeof ReactDOMClient.hydrateRoot;
/** The exports object `next`'s pages client reads `hydrateRoot` from, at the time it hydrates. */
export interface HydrateRootHolder {
  hydrateRoot: HydrateRoot;
}

const IN_TRANSITION = Symbol.for('party.hydrateRootInTransition');

/**
 * `react-dom/client`'s own (CommonJS) exports object: `next`'s client does
 * `_interop_require_default(require('react-dom/client')).default.hydrateRoot(...)`, a property read
 * when it hydrates; the ES namespace our import sees wraps that object (its `default`).
 */
function reactDomClientExports(): HydrateRootHolder {
  const namespace = ReactDOMClient as unknown as Partial<HydrateRootHolder> & { default?: Partial<HydrateRootHolder> };
  if (typeof namespace.default?.hydrateRoot === 'function') return namespace.default as HydrateRootHolder;
  return namespace as HydrateRootHolder;
}

/**
 * The first hydration in slices, not in one long task. Next's pages router calls
 * `hydrateRoot` outside a transition (next/dist/client/index.js), so React hydrates the page at the
 * default hydration lane, which is rendered synchronously: one task of 250-450 ms on a phone (4x CPU)
 * at /delhi. Called inside `startTransition`, `hydrateRoot` schedules the same hydration at the
 * transition hydration lane, which React renders concurrently, yielding to the browser every ~5 ms
 * (react-dom's workLoopConcurrentByScheduler). The work and the result are the same: the server HTML
 * is adopted in place, effects (and `<html data-hydrated>`, pages/_app.tsx) run once the whole page
 * has hydrated; a tap before that makes React finish hydrating at once and replay the tap.
 *
 * Wraps `holder.hydrateRoot` once (again: no change); returns whether it is wrapped.
 */
export function hydrateInTransition(holder: HydrateRootHolder = reactDomClientExports()): boolean {
  const current = holder.hydrateRoot as HydrateRoot & { [IN_TRANSITION]?: true };
  if (current[IN_TRANSITION]) return true;
  const wrapped: HydrateRoot & { [IN_TRANSITION]?: true } = (container, initialChildren, options) => {
    let root: ReturnType<HydrateRoot> | undefined;
    // what the visitor typed while the scripts loaded, for the app root to hand to the forms once hydrated
    if (container instanceof Element || container instanceof Document) rememberTypedFields(container);
    startTransition(() => {
      root = current(container, initialChildren, options);
    });
    return root as ReturnType<HydrateRoot>;
  };
  wrapped[IN_TRANSITION] = true;
  try {
    holder.hydrateRoot = wrapped;
  } catch {
    // a frozen exports object: hydration stays as Next does it (correct, in one task)
    return false;
  }
  return holder.hydrateRoot === wrapped;
}

// In the browser, before Next hydrates: pages/_app.tsx imports this module first, and Next evaluates
// `_app` before it renders the page.
if (typeof window !== 'undefined') hydrateInTransition();
