// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInConsole } from '../console/renderInConsole';
import PartnerShell from '../../../../components/partner/PartnerShell';
import PartnerProfilePage from '../../../../pages/partner/profile';

vi.mock('next/router', () => ({ useRouter: () => ({ replace: vi.fn(), push: vi.fn(), prefetch: vi.fn(), asPath: '/partner' }) }));

describe("the provider's own photo in the partner app", () => {
  afterEach(cleanup);

  it('links the header to the profile page, with the photo (or the initial) beside the first name', () => {
    renderInConsole(<PartnerShell firstName="Ramesh" photoUrl="/api/partner/photo?v=abc" title="My jobs" />);
    const link = screen.getByRole('link', { name: /Ramesh/ });
    expect(link.getAttribute('href')).toBe('/partner/profile');
    // decorative beside the name (alt ""): the link reads as the name
    const face = link.querySelector('img')!;
    expect(face.getAttribute('alt')).toBe('');
    expect([face.getAttribute('src'), face.getAttribute('width'), face.getAttribute('height')]).toEqual([
      '/api/partner/photo?v=abc',
      '28',
      '28',
    ]);
    cleanup();
    renderInConsole(<PartnerShell firstName="Ramesh" photoUrl={null} title="My jobs" />);
    expect(screen.getByRole('link', { name: /Ramesh/ }).querySelector('img')).toBeNull();
  });

  it('sets the photo on /partner/profile through the partner route, saying why customers see it', () => {
    renderInConsole(<PartnerProfilePage provider={{ _id: 'p1', firstName: 'Ramesh', photoUrl: null }} />);
    expect(screen.getByRole('heading', { name: 'My photo' })).toBeTruthy();
    expect(screen.getByText(/Customers see this photo on their order page/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Choose photo' })).toBeTruthy();
    expect(screen.getByTestId('provider-photo').textContent).toBe('R');
  });
});
