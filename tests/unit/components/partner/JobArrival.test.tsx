// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInConsole } from '../console/renderInConsole';
import JobDetails from '../../../../components/partner/JobDetails';
import type { PartnerJobView } from '../../../../lib/contracts/partner';
import { partnerJob } from './partnerJob';

const mocks = vi.hoisted(() => ({ calls: [] as { path: string; body?: unknown }[], answer: null as unknown }));
vi.mock('../../../../services/consoleBaseQuery', async (real) =>
  (await import('../console/stubTransport')).withStubTransport(await real(), (request) => {
    mocks.calls.push({ path: request.path, body: request.body });
    // the job's chat is not what these tests are about
    if (request.path.startsWith('/api/partner/chat/')) return { status: 404, message: 'No chat' };
    return mocks.answer as { status: number; message: string };
  }),
);
vi.mock('next/router', () => ({ useRouter: () => ({ replace: vi.fn(), push: vi.fn(), prefetch: vi.fn(), asPath: '/partner' }) }));

const JOB_ID = '3d1f4c2a-0000-4000-8000-000000000001';

/** An accepted chef job due at 19:00 IST on 23 Nov 2026, accepted already, inside the 2 hours before the slot. */
function job(overrides: Partial<PartnerJobView> = {}): PartnerJobView {
  return partnerJob({ _id: JOB_ID, canSayOnTheWay: true, canSayArrived: true, ...overrides });
}

/** The browser's geolocation answering with `answer` (a position, or an error such as a refusal), or never. */
function stubGeolocation(answer: 'refuse' | 'never' | { lat: number; lng: number }) {
  const getCurrentPosition = vi.fn((ok: PositionCallback, fail?: PositionErrorCallback | null) => {
    if (answer === 'never') return;
    if (answer === 'refuse') fail?.({ code: 1, message: 'User denied Geolocation' } as GeolocationPositionError);
    else ok({ coords: { latitude: answer.lat, longitude: answer.lng } } as GeolocationPosition);
  });
  vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } });
  return getCurrentPosition;
}

const jobCalls = () => mocks.calls.filter((c) => c.path.startsWith('/api/partner/jobs/'));

describe('"On my way" and "I\'ve arrived" in the partner app', () => {
  afterEach(() => {
    cleanup();
    mocks.calls = [];
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('shows neither before their time, and says when the provider arrived', () => {
    renderInConsole(<JobDetails initial={job({ canSayOnTheWay: false, canSayArrived: false })} />);
    expect(screen.queryByRole('button', { name: 'On my way' })).toBeNull();
    expect(screen.queryByRole('button', { name: "I've arrived" })).toBeNull();
    cleanup();
    renderInConsole(<JobDetails initial={job({ canSayOnTheWay: false, canSayArrived: false, arrivedAt: '2026-11-23T13:22:00.000Z' })} />);
    expect(screen.getByTestId('job-arrived-at').textContent).toBe('Arrived at 6:52 PM.');
  });

  it('sends "On my way" and shows the job as the server answers it', async () => {
    renderInConsole(<JobDetails initial={job()} />);
    mocks.answer = {
      ok: true,
      status: 200,
      message: 'The customer can see you are on the way',
      data: job({ canSayOnTheWay: false, onTheWayAt: '2026-11-23T13:00:00.000Z' }),
    };
    fireEvent.click(screen.getByRole('button', { name: 'On my way' }));
    expect((await screen.findByRole('status')).textContent).toBe('The customer can see you are on the way');
    expect(jobCalls()).toEqual([{ path: `/api/partner/jobs/${JOB_ID}/on-the-way`, body: undefined }]);
    expect(screen.queryByRole('button', { name: 'On my way' })).toBeNull();
    expect(screen.getByTestId('job-on-the-way-at').textContent).toBe('On the way since 6:30 PM.');
  });

  it('sends the location the browser gives', async () => {
    const asked = stubGeolocation({ lat: 28.627981, lng: 77.373428 });
    renderInConsole(<JobDetails initial={job()} />);
    mocks.answer = {
      ok: true,
      status: 200,
      message: 'Arrival recorded',
      data: job({ canSayArrived: false, canSayOnTheWay: false, arrivedAt: '2026-11-23T13:22:00.000Z' }),
    };
    fireEvent.click(screen.getByRole('button', { name: "I've arrived" }));
    expect((await screen.findByRole('status')).textContent).toBe('Arrival recorded');
    expect(asked).toHaveBeenCalledTimes(1);
    expect(jobCalls()).toEqual([{ path: `/api/partner/jobs/${JOB_ID}/arrived`, body: { location: { lat: 28.627981, lng: 77.373428 } } }]);
    expect(screen.getByTestId('job-arrived-at').textContent).toBe('Arrived at 6:52 PM.');
  });

  it('still records the arrival when the location is refused', async () => {
    stubGeolocation('refuse');
    renderInConsole(<JobDetails initial={job()} />);
    mocks.answer = {
      ok: true,
      status: 200,
      message: 'Arrival recorded',
      data: job({ canSayArrived: false, arrivedAt: '2026-11-23T13:22:00.000Z' }),
    };
    fireEvent.click(screen.getByRole('button', { name: "I've arrived" }));
    expect((await screen.findByRole('status')).textContent).toBe('Arrival recorded');
    expect(jobCalls()).toEqual([{ path: `/api/partner/jobs/${JOB_ID}/arrived`, body: { location: null } }]);
  });

  it('does not wait for a location that never comes', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    stubGeolocation('never');
    renderInConsole(<JobDetails initial={job()} />);
    mocks.answer = {
      ok: true,
      status: 200,
      message: 'Arrival recorded',
      data: job({ canSayArrived: false, arrivedAt: '2026-11-23T13:22:00.000Z' }),
    };
    fireEvent.click(screen.getByRole('button', { name: "I've arrived" }));
    expect(jobCalls()).toEqual([]);
    await vi.advanceTimersByTimeAsync(8000);
    vi.useRealTimers();
    await waitFor(() => expect(jobCalls()).toEqual([{ path: `/api/partner/jobs/${JOB_ID}/arrived`, body: { location: null } }]));
  });
});
