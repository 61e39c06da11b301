// @vitest-environment jsdom
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import MobileDrawer from '../../../../components/layout/MobileDrawer';
import { BRAND } from '../../../../lib/site';

vi.mock('next/router', () => ({
  useRouter: () => ({ pathname: '/book-chef-cook-for-party', asPath: '/book-chef-cook-for-party', push: vi.fn() }),
}));

describe('mobile drawer', () => {
  it('starts with Home, and going home by the logo closes it', () => {
    const onClose = vi.fn();
    render(<MobileDrawer open onClose={onClose} isLoggedIn={false} onLogin={() => undefined} onLogout={() => undefined} />);
    const links = within(screen.getByRole('navigation', { name: 'Mobile' })).getAllByRole('link');
    expect(links[0]).toHaveTextContent('Home');
    expect(links[0]).toHaveAttribute('href', '/');
    const logo = screen.getByRole('link', { name: `${BRAND} home` });
    logo.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(logo);
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
