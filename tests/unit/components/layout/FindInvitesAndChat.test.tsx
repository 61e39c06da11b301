// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import Footer from '../../../../components/layout/Footer';
import Header from '../../../../components/layout/Header';
import MobileDrawer from '../../../../components/layout/MobileDrawer';
import HomePage from '../../../../pages/index';

vi.mock('next/router', () => ({
  useRouter: () => ({ pathname: '/', asPath: '/', push: vi.fn(), back: vi.fn() }),
}));

/** The hrefs of the links in server HTML. */
const hrefsOf = (html: string) => [...html.matchAll(/<a [^>]*href="([^"]+)"/g)].map((match) => match[1]);

/** Where invites, chat and the services hub live (spec 2 routes). */
const APP_SECTIONS = ['/wonderland', '/chat', '/services'];

describe('invites, chat and the services hub can be found from the shell and the home page', () => {
  it('the home page links to invites, chat and the services hub in its server HTML, with words that say what they are', () => {
    const html = renderToString(<HomePage />);
    expect(hrefsOf(html)).toEqual(expect.arrayContaining(APP_SECTIONS));
    render(<HomePage />);
    const section = screen.getByRole('region', { name: 'Invite, chat and plan' });
    expect(within(section).getByRole('link', { name: /Invites/ })).toHaveAttribute('href', '/wonderland');
    expect(within(section).getByRole('link', { name: /Chat/ })).toHaveAttribute('href', '/chat');
    expect(within(section).getByRole('link', { name: /All services/ })).toHaveAttribute('href', '/services');
  });

  it('the footer links to them on every page with a footer (server HTML)', () => {
    expect(hrefsOf(renderToString(<Footer />))).toEqual(expect.arrayContaining(APP_SECTIONS));
  });

  it("the header's desktop menu links to invites and chat in the server HTML, logged out", () => {
    const html = renderToString(<Header variant="home" />);
    const desktop = /data-testid="header-desktop".*<\/nav>/s.exec(html)?.[0] ?? '';
    expect(hrefsOf(desktop)).toEqual(expect.arrayContaining(['/wonderland', '/chat']));
  });

  it('the mobile drawer lists invites, chat and all services, logged in or out', () => {
    for (const isLoggedIn of [false, true]) {
      const { unmount } = render(
        <MobileDrawer open onClose={() => undefined} isLoggedIn={isLoggedIn} onLogin={() => undefined} onLogout={() => undefined} />,
      );
      const nav = screen.getByRole('navigation', { name: 'Mobile' });
      expect(within(nav).getByRole('link', { name: 'Invites' })).toHaveAttribute('href', '/wonderland');
      expect(within(nav).getByRole('link', { name: 'Chat' })).toHaveAttribute('href', '/chat');
      expect(within(nav).getByRole('link', { name: 'All services' })).toHaveAttribute('href', '/services');
      unmount();
    }
  });
});
