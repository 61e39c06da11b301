// @vitest-environment jsdom
import { cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BOARD_REFRESH_MS, useBoardRefresh } from '../../../../../components/ops/desk/useBoardRefresh';

const replace = vi.fn(() => Promise.resolve(true));
const router = { asPath: '/ops?x=1', replace };
vi.mock('next/router', () => ({ useRouter: () => router }));

let visibility: DocumentVisibilityState = 'visible';
Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });

function setVisibility(state: DocumentVisibilityState) {
  visibility = state;
  document.dispatchEvent(new Event('visibilitychange'));
}

beforeEach(() => {
  vi.useFakeTimers();
  replace.mockClear();
  visibility = 'visible';
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the Today board refreshes itself', () => {
  it('asks the server again every minute while visible, keeping the URL and the scroll', async () => {
    renderHook(() => useBoardRefresh());
    await vi.advanceTimersByTimeAsync(BOARD_REFRESH_MS - 1);
    expect(replace).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(replace).toHaveBeenCalledTimes(1);
    expect(replace).toHaveBeenCalledWith('/ops?x=1', undefined, { scroll: false });
    await vi.advanceTimersByTimeAsync(BOARD_REFRESH_MS);
    expect(replace).toHaveBeenCalledTimes(2);
  });

  it('stays quiet in a background tab and refreshes at once when it is shown again', async () => {
    renderHook(() => useBoardRefresh());
    setVisibility('hidden');
    await vi.advanceTimersByTimeAsync(BOARD_REFRESH_MS * 3);
    expect(replace).not.toHaveBeenCalled();
    setVisibility('visible');
    expect(replace).toHaveBeenCalledTimes(1);
  });

  it('never stacks a second refresh on one still loading, and stops when the board closes', async () => {
    let finish: (value: boolean) => void = () => undefined;
    replace.mockImplementationOnce(() => new Promise<boolean>((resolve) => (finish = resolve)));
    const { unmount } = renderHook(() => useBoardRefresh());
    await vi.advanceTimersByTimeAsync(BOARD_REFRESH_MS * 2);
    expect(replace).toHaveBeenCalledTimes(1);
    finish(true);
    await vi.advanceTimersByTimeAsync(BOARD_REFRESH_MS);
    expect(replace).toHaveBeenCalledTimes(2);
    unmount();
    await vi.advanceTimersByTimeAsync(BOARD_REFRESH_MS * 3);
    expect(replace).toHaveBeenCalledTimes(2);
  });
});
