// @vitest-environment jsdom
import { act } from '@testing-library/react';
import { Profiler } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { beforeEach, describe, expect, it } from 'vitest';
import { newChefDraft } from '../../../components/chef/chefDraft';
import { updateDraft, useDraftOrNone } from '../../../store/drafts';

let renders = 0;
const countRender = () => {
  renders += 1;
};
/** A dish screen's use of the draft: the server's choice when there is none. */
function Screen() {
  const [draft] = useDraftOrNone('chef');
  return <p>{draft ? `${draft.people} people` : 'first cuisine'}</p>;
}
const App = () => (
  <Profiler id="screen" onRender={countRender}>
    <Screen />
  </Profiler>
);

/** Server-renders Screen, then hydrates that HTML in this document; returns the renders done by the browser. */
async function hydrate(): Promise<{ renders: number; text: string }> {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<App />);
  document.body.replaceChildren(container);
  renders = 0;
  await act(async () => {
    hydrateRoot(container, <App />);
  });
  return { renders, text: container.textContent ?? '' };
}

describe('useDraftOrNone: a first visit renders the dish screen once in the browser', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('hydrates without a second render when the tab has no draft', async () => {
    expect(await hydrate()).toEqual({ renders: 1, text: 'first cuisine' });
  });

  it('still shows a saved draft, rendering again to show it', async () => {
    updateDraft('chef', () => ({ ...newChefDraft(), people: 15 }));
    const result = await hydrate();
    expect(result.text).toBe('15 people');
    expect(result.renders).toBeGreaterThan(1);
  });
});
