// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import OrderChatLink from '../../../../../components/ops/orders/OrderChatLink';

const ROOM = '6c0d6c1e-0000-4000-8000-0000000000aa';

describe('OrderChatLink (support opens an order’s chat room from the console order page)', () => {
  it('links to the order room in the console chat', () => {
    render(<OrderChatLink view={{ chatRoomId: ROOM }} />);
    expect(screen.getByRole('link', { name: 'Open order chat' }).getAttribute('href')).toBe(`/ops/chat?room=${ROOM}`);
  });

  it('offers nothing while the order has no room (not paid, or no provider yet)', () => {
    const { container } = render(<OrderChatLink view={{ chatRoomId: null }} />);
    expect(container.textContent).toBe('');
    expect(screen.queryByRole('link')).toBeNull();
  });
});
