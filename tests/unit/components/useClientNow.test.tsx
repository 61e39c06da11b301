// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CLIENT_NOW_TICK_MS, useClientNow } from '../../../components/common/useClientNow';

afterEach(() => vi.useRealTimers());

function Clock() {
  const now = useClientNow();
  return <span>{now ? now.toISOString() : 'no time on the server'}</span>;
}

describe('useClientNow', () => {
  it('renders no time on the server', () => {
    expect(renderToString(<Clock />)).toContain('no time on the server');
  });

  it('moves on with the clock instead of staying at the page load', () => {
    vi.useFakeTimers({ now: new Date('2026-11-23T18:29:30Z') });
    const { result } = renderHook(() => useClientNow());
    expect(result.current?.toISOString()).toBe('2026-11-23T18:29:30.000Z');
    act(() => vi.advanceTimersByTime(CLIENT_NOW_TICK_MS));
    expect(result.current?.toISOString()).toBe('2026-11-23T18:30:30.000Z');
  });
});
