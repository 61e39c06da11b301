// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInConsole } from '../console/renderInConsole';
import JobDetails from '../../../../components/partner/JobDetails';
import { ORDER_STATUS, ORDER_TYPE } from '../../../../lib/constants';
import { partnerJob } from './partnerJob';

const mocks = vi.hoisted(() => ({ calls: [] as { path: string; body?: unknown }[], answer: null as unknown }));
vi.mock('../../../../services/consoleBaseQuery', async (real) =>
  (await import('../console/stubTransport')).withStubTransport(await real(), (request) => {
    mocks.calls.push({ path: request.path, body: request.body });
    if (request.path.endsWith('/photos')) return { status: 201, message: '1 photo added' };
    return mocks.answer as { status: number; message: string };
  }),
);
vi.mock('next/router', () => ({ useRouter: () => ({ replace: vi.fn(), push: vi.fn(), prefetch: vi.fn(), asPath: '/partner' }) }));

/** An accepted chef job due at 19:00 IST on 23 Nov 2026, accepted already. */
const job = partnerJob;

describe('a job in the partner app', () => {
  afterEach(() => {
    cleanup();
    mocks.calls = [];
  });

  it('shows a new job\'s deadline to accept ("Accept by 7:30 PM", IST) beside Accept and Decline, and none once accepted', () => {
    renderInConsole(
      <JobDetails initial={job({ acceptedAt: null, canAccept: true, canStart: false, respondBy: '2026-11-21T14:00:00.000Z' })} />,
    );
    expect(screen.getByTestId('accept-by').textContent).toBe('Accept by 7:30 PM');
    expect(screen.getByRole('button', { name: 'Accept' })).toBeTruthy();
    cleanup();
    renderInConsole(<JobDetails initial={job()} />);
    expect(screen.queryByTestId('accept-by')).toBeNull();
  });

  it('says when Start opens before its time, and keeps the code input closed', () => {
    renderInConsole(<JobDetails initial={job({ canStart: false })} />);
    expect(screen.getByText('You can start this job from 23 Nov 2026, 5:00 PM.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Start job' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText(/name and full address show from 22 Nov 2026, 7:00 PM/)).toBeTruthy();
  });

  it("sends the code, shows the server's refusal, and shows the started job", async () => {
    renderInConsole(<JobDetails initial={job()} />);
    mocks.answer = { ok: false, status: 400, message: 'This start code is not right.' };
    fireEvent.change(screen.getByTestId('start-code'), { target: { value: '12a34' } });
    expect((screen.getByTestId('start-code') as HTMLInputElement).value).toBe('1234');
    fireEvent.click(screen.getByRole('button', { name: 'Start job' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This start code is not right.');
    // the job's chat reads its own route; the job actions are exactly the start
    expect(mocks.calls.filter((c) => c.path.startsWith('/api/partner/jobs/'))).toEqual([
      { path: '/api/partner/jobs/3d1f4c2a-0000-4000-8000-000000000001/start', body: { code: '1234' } },
    ]);

    mocks.answer = {
      ok: true,
      status: 200,
      message: 'Job started',
      data: job({ status: ORDER_STATUS.IN_PROGRESS, statusLabel: 'In progress', startedAt: '2026-11-23T13:20:00.000Z', canStart: false }),
    };
    fireEvent.click(screen.getByRole('button', { name: 'Start job' }));
    expect((await screen.findByRole('status')).textContent).toBe('Job started');
    expect(screen.getByTestId('job-status').textContent).toBe('In progress');
    expect((screen.getByRole('button', { name: 'Complete job' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('You can complete this job from 23 Nov 2026, 7:00 PM.')).toBeTruthy();
  });

  it("shows the photographer the shoot's coverage hours, and no coverage line on a chef's job", () => {
    const shoot = job({
      service: 'Photography',
      orderType: ORDER_TYPE.PHOTOGRAPHY,
      people: null,
      items: [{ name: 'Birthday Classic', quantity: null }],
      coverage: { hours: 3, extraHours: 1, totalHours: 4 },
    });
    renderInConsole(<JobDetails initial={shoot} />);
    expect(screen.getByTestId('job-coverage').textContent).toBe('4 hours from arrival (3 in the package + 1 extra)');
    cleanup();
    renderInConsole(
      <JobDetails initial={job({ orderType: ORDER_TYPE.PHOTOGRAPHY, coverage: { hours: 1, extraHours: 0, totalHours: 1 } })} />,
    );
    expect(screen.getByTestId('job-coverage').textContent).toBe('1 hour from arrival');
    cleanup();
    renderInConsole(<JobDetails initial={job()} />);
    expect(screen.queryByTestId('job-coverage')).toBeNull();
  });
});
