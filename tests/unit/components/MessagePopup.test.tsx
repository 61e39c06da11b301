// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import MessagePopup from '../../../components/common/MessagePopup';

describe('MessagePopup (spec 3 popup message)', () => {
  it('shows img, title, body and button; the button calls onButtonClick then closes', () => {
    const onButtonClick = vi.fn();
    const onClose = vi.fn();
    const { container } = render(
      <MessagePopup
        open
        img="/images/icons/order-warning.svg"
        title="Cancel order?"
        body="The advance is refunded."
        button="Yes, cancel"
        onButtonClick={onButtonClick}
        onClose={onClose}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Cancel order?' });
    expect(dialog).toHaveTextContent('The advance is refunded.');
    expect(container.ownerDocument.querySelector('img[src="/images/icons/order-warning.svg"]')).not.toBeNull();
    expect(screen.queryByRole('link', { name: 'Call Vendor' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Yes, cancel' }));
    expect(onButtonClick).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('adds a Call Vendor tel: link when executorPhone is given', () => {
    render(
      <MessagePopup
        open
        title="Chef assigned"
        body="Ramesh will arrive at 7 PM."
        button="OK"
        executorPhone="+91 98765 43210"
        onClose={() => undefined}
      />,
    );
    expect(screen.getByRole('link', { name: 'Call Vendor' })).toHaveAttribute('href', 'tel:+919876543210');
  });

  it('closes on Escape', () => {
    const onClose = vi.fn();
    render(<MessagePopup open title="Hello" body="Body" button="OK" onClose={onClose} />);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalled();
  });
});
