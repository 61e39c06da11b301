// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { expect, it } from 'vitest';
import { useNetworkNotice } from '../../../../components/chat/useNetworkNotice';
import { NETWORK_MESSAGE } from '../../../../services/errors';

it('forgets "Network error…" once the connection is back, and keeps any other notice', () => {
  const { result, rerender } = renderHook(({ recovered }) => useNetworkNotice(recovered), { initialProps: { recovered: 0 } });
  act(() => result.current[1](NETWORK_MESSAGE));
  expect(result.current[0]).toBe(NETWORK_MESSAGE);
  rerender({ recovered: 1 });
  expect(result.current[0]).toBeNull();
  act(() => result.current[1]('This chat is closed'));
  rerender({ recovered: 2 });
  expect(result.current[0]).toBe('This chat is closed');
  act(() => result.current[1](null));
  expect(result.current[0]).toBeNull();
});
