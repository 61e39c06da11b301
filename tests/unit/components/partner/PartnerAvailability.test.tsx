// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AvailabilityAnswer } from '../../../../lib/contracts/availability';
import PartnerHomePage from '../../../../pages/partner/index';
import PartnerAvailabilityPage from '../../../../pages/partner/availability';

// the page makes its own store (PartnerShell): its transport answers here
const mocks = vi.hoisted(() => ({ calls: [] as { method?: string; path: string }[] }));
vi.mock('../../../../services/consoleBaseQuery', async (real) =>
  (await import('../console/stubTransport')).withStubTransport(await real(), (request) => {
    mocks.calls.push({ method: request.method, path: request.path });
    if (request.path === '/api/partner/jobs') return { status: 200, message: 'OK', data: { upcoming: [], recent: [] } };
    const answer: AvailabilityAnswer = {
      weekly: [],
      timeOff: [],
      pincodes: [],
      maxJobsPerDay: 3,
      hasHours: false,
      updatedAt: null,
      pincodeChoices: [{ pincode: '201309', locality: 'Noida Sector 62', city: 'noida' }],
      jobsOutside: [],
    };
    return { status: 200, message: 'OK', data: answer };
  }),
);
vi.mock('next/router', () => ({ useRouter: () => ({ replace: vi.fn(), push: vi.fn(), prefetch: vi.fn(), asPath: '/partner' }) }));

const provider = { _id: 'p1', firstName: 'Ramesh', photoUrl: '/api/partner/photo?v=1' };

describe('/partner/availability in the partner app', () => {
  afterEach(() => {
    cleanup();
    mocks.calls.length = 0;
  });

  it('is linked from the job list', () => {
    render(<PartnerHomePage provider={provider} jobs={{ upcoming: [], recent: [] }} />);
    expect(screen.getByTestId('partner-availability-link').getAttribute('href')).toBe('/partner/availability');
  });

  it("reads the provider's own availability and tells one without hours that no job is offered", async () => {
    render(<PartnerAvailabilityPage provider={provider} />);
    expect(screen.getByRole('heading', { level: 1, name: 'My availability' })).toBeTruthy();
    expect((await screen.findByTestId('no-hours-note')).textContent).toBe('No job is offered to you until you set your working hours.');
    expect(mocks.calls).toContainEqual({ method: undefined, path: '/api/partner/availability' });
    for (const part of ['Working hours', 'Time off', 'Pincodes you serve', 'Jobs a day'])
      expect(screen.getByRole('region', { name: part })).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('checkbox', { name: '201309 Noida Sector 62' })).toBeTruthy());
  });
});
