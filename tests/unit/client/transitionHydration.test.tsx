// @vitest-environment jsdom
import { useEffect } from 'react';
import * as ReactDOMClient from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { hydrateInTransition, type HydrateRootHolder } from '../../../client/transitionHydration';

/** How many timer tasks have run since the test started: the browser's "other work" between React's slices. */
let ticks = 0;
let ticking: ReturnType<typeof setInterval> | undefined;

/** Keeps the thread busy for `ms` milliseconds: a component with real rendering work. */
function spin(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // busy
  }
}

/** One item of a page: ~3 ms of rendering work; notes the tick count it rendered at. */
function Item({ seen, index }: { seen: number[]; index: number }) {
  spin(3);
  seen.push(ticks);
  return <li>item {index}</li>;
}

function Page({ seen, onHydrated }: { seen: number[]; onHydrated: () => void }) {
  useEffect(onHydrated, [onHydrated]);
  return (
    <ul>
      {Array.from({ length: 30 }, (_, i) => (
        <Item key={i} index={i} seen={seen} />
      ))}
    </ul>
  );
}

/** Hydrates the server HTML of Page with `holder.hydrateRoot`; resolves with the tick counts the items rendered at. */
async function hydrateWith(holder: HydrateRootHolder): Promise<{ seen: number[]; html: string; errors: unknown[] }> {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page seen={[]} onHydrated={() => {}} />);
  const serverHtml = container.innerHTML;
  const firstItem = container.querySelector('li');
  document.body.appendChild(container);
  const seen: number[] = [];
  const errors: unknown[] = [];
  ticks = 0;
  ticking = setInterval(() => (ticks += 1), 0);
  await new Promise<void>((resolve) => {
    holder.hydrateRoot(container, <Page seen={seen} onHydrated={resolve} />, { onRecoverableError: (error) => errors.push(error) });
  });
  clearInterval(ticking);
  // adopted in place: the same nodes, the same HTML
  expect(container.querySelector('li')).toBe(firstItem);
  return { seen, html: container.innerHTML === serverHtml ? 'same' : container.innerHTML, errors };
}

afterEach(() => {
  clearInterval(ticking);
  document.body.innerHTML = '';
});

describe('hydrateInTransition (the first hydration in slices)', () => {
  it('without it, React hydrates the page in one task: no other task runs between its items', async () => {
    const { seen } = await hydrateWith({ hydrateRoot: ReactDOMClient.hydrateRoot });
    expect(new Set(seen).size).toBe(1);
  });

  it('with it, React hydrates the same page in slices, other tasks running between them, and adopts the server HTML', async () => {
    const holder: HydrateRootHolder = { hydrateRoot: ReactDOMClient.hydrateRoot };
    expect(hydrateInTransition(holder)).toBe(true);
    const { seen, html, errors } = await hydrateWith(holder);
    expect(seen).toHaveLength(30);
    // ~90 ms of rendering in ~5 ms slices: the timer ran many times in between
    expect(new Set(seen).size).toBeGreaterThan(5);
    expect(html).toBe('same');
    expect(errors).toEqual([]);
  });

  it('wraps once, and leaves a frozen exports object as it is', () => {
    const holder: HydrateRootHolder = { hydrateRoot: ReactDOMClient.hydrateRoot };
    hydrateInTransition(holder);
    const wrapped = holder.hydrateRoot;
    expect(hydrateInTransition(holder)).toBe(true);
    expect(holder.hydrateRoot).toBe(wrapped);
    const frozen = Object.freeze({ hydrateRoot: ReactDOMClient.hydrateRoot });
    expect(hydrateInTransition(frozen)).toBe(false);
    expect(frozen.hydrateRoot).toBe(ReactDOMClient.hydrateRoot);
  });
});
