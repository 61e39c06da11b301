// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { consoleApiServer, type SentRequest, type StubAnswer } from './consoleApiServer';
import AvailabilityEditor from '../../../../components/console/availability/AvailabilityEditor';
import type { Availability, AvailabilityAnswer } from '../../../../lib/contracts/availability';

// the real console store and transport on a stub server whose answers are checked against the routes' contracts
const api = consoleApiServer();

const PROVIDER_ID = '5b7c2f4e-1111-4222-8333-444455556666';

const CHOICES = [
  { pincode: '201301', locality: 'Noida Sector 15', city: 'noida' },
  { pincode: '201309', locality: 'Noida Sector 62', city: 'noida' },
  { pincode: '110001', locality: 'Connaught Place', city: 'delhi' },
];

/** The availability as GET answers it: nothing set yet unless `stored` says otherwise. */
const stored = (given: Partial<Availability> = {}): AvailabilityAnswer => {
  const availability = { weekly: [], timeOff: [], pincodes: [], maxJobsPerDay: 3, ...given };
  return {
    ...availability,
    hasHours: availability.weekly.length > 0,
    updatedAt: null,
    pincodeChoices: CHOICES,
    jobsOutside: [],
  };
};

/** A stub API: GET answers `initial`; each PUT answers the body as saved (or what `onPut` says). */
function serve(initial: AvailabilityAnswer, onPut?: (body: Availability) => StubAnswer | undefined) {
  return api.answer((request: SentRequest) => {
    if (request.method === 'GET') return { data: initial };
    const body = request.body as Availability;
    return (
      onPut?.(body) ?? {
        message: 'Availability saved',
        data: { ...initial, ...body, hasHours: body.weekly.length > 0, updatedAt: '2026-12-07T04:00:00.000Z', jobsOutside: [] },
      }
    );
  });
}

const puts = (sent: SentRequest[]) => sent.filter((request) => request.method === 'PUT');
const lastPut = (sent: SentRequest[]) => puts(sent).at(-1)?.body as Availability;
const day = (id: number) => screen.getByTestId(`weekly-day-${id}`);

/** Renders the provider's own editor and waits for it to have read the availability. */
async function renderOwn() {
  api.render(<AvailabilityEditor owner={{ app: 'partner' }} />);
  await screen.findByRole('heading', { name: 'Working hours' });
}

describe('the availability editor (partner app and console)', () => {
  afterEach(cleanup);

  it('tells a provider without hours that no job is offered, adds a range and saves it at once', async () => {
    const { sent } = serve(stored());
    await renderOwn();
    expect(sent).toEqual([{ method: 'GET', path: '/api/partner/availability', body: undefined }]);
    expect(screen.getByTestId('no-hours-note').textContent).toBe('No job is offered to you until you set your working hours.');
    expect(within(day(1)).getByText('Not working')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Add hours on Monday' }));
    await waitFor(() => expect(screen.getByTestId('save-status-weekly').textContent).toBe('Saved'));
    expect(puts(sent)).toEqual([
      {
        method: 'PUT',
        path: '/api/partner/availability',
        body: { weekly: [{ day: 1, from: '09:00', to: '18:00' }], timeOff: [], pincodes: [], maxJobsPerDay: 3 },
      },
    ]);
    // the answer says the provider now has hours: the note's place says so
    expect(screen.queryByTestId('no-hours-note')).toBeNull();
    expect(screen.getByTestId('hours-set-note').textContent).toBe('Your working hours are set: jobs can be offered to you.');
    expect((screen.getByLabelText('From, Monday') as HTMLInputElement).value).toBe('09:00');
  });

  it('copies Monday to all weekdays and Saturday to the weekend (Mon-Fri 16:00-23:00, Sat-Sun 09:00-23:00), and removes a range', async () => {
    const { sent } = serve(stored({ weekly: [{ day: 1, from: '16:00', to: '23:00' }], pincodes: ['201309'] }));
    await renderOwn();
    expect(screen.queryByTestId('no-hours-note')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Copy to all weekdays from Monday' }));
    await waitFor(() => expect(puts(sent)).toHaveLength(1));
    expect(lastPut(sent).weekly).toEqual([1, 2, 3, 4, 5].map((each) => ({ day: each, from: '16:00', to: '23:00' })));
    for (const name of ['Tuesday', 'Wednesday', 'Thursday', 'Friday'])
      expect((screen.getByLabelText(`To, ${name}`) as HTMLInputElement).value).toBe('23:00');

    fireEvent.click(screen.getByRole('button', { name: 'Add hours on Saturday' }));
    await waitFor(() => expect(puts(sent)).toHaveLength(2));
    fireEvent.change(screen.getByLabelText('To, Saturday'), { target: { value: '23:00' } });
    await waitFor(() => expect(puts(sent)).toHaveLength(3));
    fireEvent.click(screen.getByRole('button', { name: 'Copy to the weekend from Saturday' }));
    await waitFor(() => expect(puts(sent)).toHaveLength(4));
    expect(lastPut(sent)).toEqual({
      weekly: [
        ...[1, 2, 3, 4, 5].map((each) => ({ day: each, from: '16:00', to: '23:00' })),
        { day: 6, from: '09:00', to: '23:00' },
        { day: 0, from: '09:00', to: '23:00' },
      ],
      timeOff: [],
      pincodes: ['201309'],
      maxJobsPerDay: 3,
    });

    // a second range on Wednesday starts where the first ends and runs to midnight (shown as 00:00)
    fireEvent.click(screen.getByRole('button', { name: 'Add hours on Wednesday' }));
    await waitFor(() => expect(puts(sent)).toHaveLength(5));
    expect(lastPut(sent).weekly.filter((range) => range.day === 3)).toEqual([
      { day: 3, from: '16:00', to: '23:00' },
      { day: 3, from: '23:00', to: '24:00' },
    ]);
    expect((screen.getByLabelText('To, Wednesday 2') as HTMLInputElement).value).toBe('00:00');

    fireEvent.click(screen.getByRole('button', { name: 'Remove Wednesday 1 hours' }));
    await waitFor(() => expect(puts(sent)).toHaveLength(6));
    expect(lastPut(sent).weekly.filter((range) => range.day === 3)).toEqual([{ day: 3, from: '23:00', to: '24:00' }]);
    expect(lastPut(sent).weekly).toHaveLength(7);
    expect(screen.getByTestId('save-status-weekly').textContent).toBe('Saved');
  });

  it('shows a 400 naming weekly.1.to at that field, keeps what was typed, and clears it once saved', async () => {
    let refuse = true;
    const { sent } = serve(
      stored({
        weekly: [
          { day: 1, from: '09:00', to: '13:00' },
          { day: 1, from: '14:00', to: '18:00' },
        ],
      }),
      () =>
        refuse
          ? {
              status: 400,
              message: 'Ranges of one day must not overlap',
              errors: [{ path: 'weekly.1.to', message: 'Ranges of one day must not overlap' }],
            }
          : undefined,
    );
    await renderOwn();
    const secondTo = screen.getByLabelText('To, Monday 2') as HTMLInputElement;
    fireEvent.change(secondTo, { target: { value: '12:30' } });
    await waitFor(() => expect(screen.getByTestId('save-status-weekly').textContent).toBe('Not saved'));
    expect(lastPut(sent).weekly[1]).toEqual({ day: 1, from: '14:00', to: '12:30' });
    // the message beside the field it names (its helper text), and the typed time kept
    expect(secondTo.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(secondTo.getAttribute('aria-describedby')!)!.textContent).toBe('Ranges of one day must not overlap');
    expect(secondTo.value).toBe('12:30');
    expect((screen.getByLabelText('To, Monday 1') as HTMLInputElement).getAttribute('aria-invalid')).toBe('false');

    refuse = false;
    fireEvent.change(secondTo, { target: { value: '18:30' } });
    await waitFor(() => expect(screen.getByTestId('save-status-weekly').textContent).toBe('Saved'));
    expect(secondTo.getAttribute('aria-invalid')).toBe('false');
    expect(lastPut(sent).weekly[1]).toEqual({ day: 1, from: '14:00', to: '18:30' });
  });

  it('finds pincodes by number or locality, adds the chosen as chips and removes them', async () => {
    const { sent } = serve(stored({ weekly: [{ day: 1, from: '16:00', to: '23:00' }], pincodes: ['201301'] }));
    await renderOwn();
    const chosen = screen.getByRole('list', { name: 'Pincodes you serve' });
    expect(
      within(chosen)
        .getAllByTestId('pincode-chip')
        .map((chip) => chip.textContent),
    ).toEqual(['201301 Noida Sector 15']);
    const choices = screen.getByRole('group', { name: 'Pincodes to choose from' });
    expect(within(choices).getAllByRole('checkbox')).toHaveLength(3);

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search pincodes' }), { target: { value: 'sector 62' } });
    expect(
      within(choices)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')!.textContent),
    ).toEqual(['201309 Noida Sector 62']);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search pincodes' }), { target: { value: '1100' } });
    expect(
      within(choices)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')!.textContent),
    ).toEqual(['110001 Connaught Place']);
    fireEvent.click(within(choices).getByRole('checkbox', { name: '110001 Connaught Place' }));
    await waitFor(() => expect(screen.getByTestId('save-status-pincodes').textContent).toBe('Saved'));
    expect(lastPut(sent).pincodes).toEqual(['201301', '110001']);
    expect(
      within(chosen)
        .getAllByTestId('pincode-chip')
        .map((chip) => chip.textContent),
    ).toEqual(['201301 Noida Sector 15', '110001 Connaught Place']);

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search pincodes' }), { target: { value: 'mumbai' } });
    expect(screen.getByText('No pincode matches.')).toBeTruthy();

    // a chip's delete (the keyboard's Delete on a focused chip does the same)
    fireEvent.keyUp(within(chosen).getAllByTestId('pincode-chip')[0]!, { key: 'Delete' });
    await waitFor(() => expect(puts(sent)).toHaveLength(2));
    expect(lastPut(sent).pincodes).toEqual(['110001']);
  });

  it('marks a pincode the server refuses (pincodes.0) with its reason', async () => {
    serve(stored({ weekly: [{ day: 1, from: '16:00', to: '23:00' }] }), () => ({
      status: 400,
      message: 'Not a pincode of your cities',
      errors: [{ path: 'pincodes.0', message: 'Not a pincode of your cities' }],
    }));
    await renderOwn();
    fireEvent.click(screen.getByRole('checkbox', { name: '110001 Connaught Place' }));
    expect(await screen.findByText('110001: Not a pincode of your cities')).toBeTruthy();
    expect(screen.getByTestId('save-status-pincodes').textContent).toBe('Not saved');
    expect(screen.getAllByTestId('pincode-chip').map((chip) => chip.textContent)).toEqual(['110001 Connaught Place']);
  });

  it('adds time off with a reason (saved when the reason is left) and sets the jobs a day', async () => {
    const { sent } = serve(stored({ weekly: [{ day: 1, from: '16:00', to: '23:00' }] }));
    await renderOwn();
    fireEvent.click(screen.getByRole('button', { name: 'Add time off' }));
    await waitFor(() => expect(puts(sent)).toHaveLength(1));
    const [added] = lastPut(sent).timeOff;
    expect(added).toEqual({ from: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T00:00$/), to: expect.stringMatching(/T00:00$/) });
    expect(added!.to > added!.from).toBe(true);

    fireEvent.change(screen.getByLabelText('From, time off 1'), { target: { value: '2026-12-24T10:00' } });
    fireEvent.change(screen.getByLabelText('To, time off 1'), { target: { value: '2026-12-26T22:00' } });
    await waitFor(() => expect(puts(sent)).toHaveLength(3));
    const reason = screen.getByLabelText('Reason (optional), time off 1');
    fireEvent.change(reason, { target: { value: ' Family wedding ' } });
    expect(puts(sent)).toHaveLength(3);
    fireEvent.blur(reason);
    await waitFor(() => expect(puts(sent)).toHaveLength(4));
    expect(lastPut(sent).timeOff).toEqual([{ from: '2026-12-24T10:00', to: '2026-12-26T22:00', reason: 'Family wedding' }]);
    // leaving it again unchanged sends nothing
    fireEvent.blur(reason);

    fireEvent.change(screen.getByLabelText('Most jobs a day'), { target: { value: '5' } });
    await waitFor(() => expect(screen.getByTestId('save-status-maxJobsPerDay').textContent).toBe('Saved'));
    expect(puts(sent)).toHaveLength(5);
    expect(lastPut(sent).maxJobsPerDay).toBe(5);

    fireEvent.click(screen.getByRole('button', { name: 'Remove time off 1' }));
    await waitFor(() => expect(puts(sent)).toHaveLength(6));
    expect(lastPut(sent).timeOff).toEqual([]);
  });

  it('sends one save at a time: changes made meanwhile go as one, the latest, when the first returns', async () => {
    const initial = stored({ weekly: [{ day: 1, from: '16:00', to: '23:00' }] });
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const { sent } = api.answer(async (request) => {
      if (request.method === 'GET') return { data: initial };
      if (puts(sent).length === 1) await held;
      const body = request.body as Availability;
      return { message: 'Availability saved', data: { ...initial, ...body, hasHours: true } };
    });
    await renderOwn();
    fireEvent.change(screen.getByLabelText('To, Monday'), { target: { value: '22:00' } });
    // the first save reached the server, which holds its answer
    await waitFor(() => expect(puts(sent)).toHaveLength(1));
    expect(screen.getByTestId('save-status-weekly').textContent).toBe('Saving…');
    fireEvent.change(screen.getByLabelText('To, Monday'), { target: { value: '21:00' } });
    fireEvent.change(screen.getByLabelText('Most jobs a day'), { target: { value: '2' } });
    // nothing more is sent while the first waits (a moment in which a second request would have arrived)
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(puts(sent)).toHaveLength(1);
    release();
    await waitFor(() => expect(screen.getByTestId('save-status-maxJobsPerDay').textContent).toBe('Saved'));
    expect(puts(sent).map((request) => request.body)).toEqual([
      { weekly: [{ day: 1, from: '16:00', to: '22:00' }], timeOff: [], pincodes: [], maxJobsPerDay: 3 },
      { weekly: [{ day: 1, from: '16:00', to: '21:00' }], timeOff: [], pincodes: [], maxJobsPerDay: 2 },
    ]);
  });

  it('lists the assigned jobs a change leaves outside, saying operations will reassign them', async () => {
    const initial = stored({ weekly: [{ day: 6, from: '09:00', to: '23:00' }] });
    serve(initial, (body) => ({
      message: 'Availability saved',
      data: {
        ...initial,
        ...body,
        hasHours: true,
        jobsOutside: [
          { orderId: 'o1', orderNumber: 'PS-7K3P9Q', date: '2026-12-12', slotLabel: '07:00 PM - 08:00 PM', reason: 'hours' },
          { orderId: 'o2', orderNumber: 'PS-2M4N6P', date: '2026-12-19', slotLabel: '12:00 PM - 01:00 PM', reason: 'time_off' },
        ],
      },
    }));
    await renderOwn();
    expect(screen.queryByTestId('jobs-outside')).toBeNull();
    fireEvent.change(screen.getByLabelText('To, Saturday'), { target: { value: '18:00' } });
    const list = await screen.findByTestId('jobs-outside');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'PS-7K3P9Q · 12 Dec 2026 · 07:00 PM - 08:00 PM · Outside the working hours',
      'PS-2M4N6P · 19 Dec 2026 · 12:00 PM - 01:00 PM · During time off',
    ]);
    expect(list.textContent).toContain('Operations have been asked to reassign these.');
    fireEvent.click(within(list).getByRole('button', { name: 'Close' }));
    expect(screen.queryByTestId('jobs-outside')).toBeNull();
  });

  it("edits any provider's availability on the operations routes, and shows it read-only to support", async () => {
    const { sent } = serve(stored());
    api.render(<AvailabilityEditor owner={{ app: 'ops', providerId: PROVIDER_ID }} />);
    await screen.findByRole('heading', { name: 'Working hours' });
    expect(screen.getByTestId('no-hours-note').textContent).toBe('No job is offered to this provider until their working hours are set.');
    fireEvent.click(screen.getByRole('button', { name: 'Add hours on Sunday' }));
    await waitFor(() => expect(puts(sent)).toHaveLength(1));
    expect(sent.map((request) => `${request.method} ${request.path}`)).toEqual([
      `GET /api/ops/providers/${PROVIDER_ID}/availability`,
      `PUT /api/ops/providers/${PROVIDER_ID}/availability`,
    ]);
    cleanup();

    serve(
      stored({
        weekly: [{ day: 1, from: '16:00', to: '23:00' }],
        pincodes: ['201309'],
        timeOff: [{ from: '2026-12-24T00:00', to: '2026-12-25T00:00' }],
      }),
    );
    api.render(<AvailabilityEditor owner={{ app: 'ops', providerId: PROVIDER_ID }} readOnly />);
    await screen.findByRole('heading', { name: 'Working hours' });
    expect(screen.getByText('You can view this availability. Only admins and operations can change it.')).toBeTruthy();
    expect((screen.getByLabelText('From, Monday') as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByLabelText('From, time off 1') as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByLabelText('Most jobs a day') as HTMLSelectElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: /Add hours|Copy to|Remove|Add time off/ })).toBeNull();
    expect(screen.queryByRole('searchbox')).toBeNull();
    expect(screen.getAllByTestId('pincode-chip').map((chip) => chip.textContent)).toEqual(['201309 Noida Sector 62']);
  });

  it("shows the server's refusal to read (a support member without access, a provider gone)", async () => {
    api.answer(() => ({ status: 404, message: 'Provider not found' }));
    await act(async () => {
      api.render(<AvailabilityEditor owner={{ app: 'ops', providerId: PROVIDER_ID }} />);
    });
    expect((await screen.findByRole('alert')).textContent).toBe('Provider not found');
  });
});
