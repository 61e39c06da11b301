// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ProvidersDirectory from '../../../../../components/ops/desk/ProvidersDirectory';
import type { PartnerJob, ProviderPublic } from '../../../../../lib/contracts/providers';
import { fakeOpsApi, renderOps } from './fakeOps';

const replace = vi.fn(async () => true);
vi.mock('next/router', () => ({ useRouter: () => ({ asPath: '/ops/providers', replace }) }));

const ramesh: ProviderPublic = {
  _id: 'p1',
  name: 'Ramesh Kumar',
  phone: '9876543210',
  photoKey: null,
  photoUrl: null,
  services: ['chef'],
  cities: ['noida'],
  pincodes: ['201309'],
  active: true,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  hasHours: true,
};

const renderDirectory = (canEdit: boolean) =>
  renderOps(<ProvidersDirectory providers={[ramesh]} total={1} page={1} pageSize={50} filters={{}} canEdit={canEdit} />);

describe('ProvidersDirectory (the console’s providers: add, edit, deactivate, their jobs)', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('lists name, phone, services, cities or pincodes and status; support gets no add, edit or deactivate', () => {
    renderDirectory(false);
    const row = screen.getByTestId('provider-row');
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent)
        .slice(0, 5),
    ).toEqual(['Ramesh Kumar', '9876543210', 'Chef for Party', 'noida, 201309', 'Active']);
    expect(screen.queryByRole('button', { name: 'Add provider' })).toBeNull();
    expect(within(row).queryByRole('button', { name: 'Deactivate' })).toBeNull();
    expect(within(row).getByRole('button', { name: 'Jobs' })).toBeTruthy();
  });

  it("shows each provider's punctuality over 90 days when the page has it", () => {
    renderOps(
      <ProvidersDirectory
        providers={[ramesh, { ...ramesh, _id: 'p2', name: 'New Chef' }]}
        total={2}
        page={1}
        pageSize={50}
        filters={{}}
        canEdit={false}
        punctuality={{ p1: { onTime: 12, late: 1, noShow: 0 } }}
      />,
    );
    expect(screen.getByRole('columnheader', { name: 'On time / late / no-show (90 days)' })).toBeTruthy();
    expect(screen.getAllByTestId('provider-punctuality').map((cell) => cell.textContent)).toEqual([
      '12 on time · 1 late · 0 no-show',
      'No jobs yet',
    ]);
  });

  it('deactivates a provider through the API and reloads the page', async () => {
    const { sent } = fakeOpsApi(() => ({ message: 'Provider updated', data: { ...ramesh, active: false } }));
    renderDirectory(true);
    fireEvent.click(screen.getByRole('button', { name: 'Deactivate' }));
    await screen.findByText('Provider updated');
    expect(sent).toEqual([{ method: 'PATCH', path: '/api/ops/providers/p1', body: { active: false } }]);
    expect(replace).toHaveBeenCalled();
  });

  it('adds a provider with services, cities and pincodes, and shows the server’s refusal', async () => {
    const { sent } = fakeOpsApi(() => ({ status: 409, message: 'This phone number is already a provider' }));
    renderDirectory(true);
    fireEvent.click(screen.getByRole('button', { name: 'Add provider' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/Name/), { target: { value: 'Sita Devi' } });
    fireEvent.change(within(dialog).getByLabelText(/Mobile number/), { target: { value: '98765 43211' } });
    fireEvent.click(within(dialog).getByLabelText('Balloon Decoration'));
    fireEvent.change(within(dialog).getByLabelText(/Cities/), { target: { value: 'Noida, delhi' } });
    fireEvent.change(within(dialog).getByLabelText(/Pincodes/), { target: { value: '201301 201309' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add provider' }));
    await screen.findByText('This phone number is already a provider');
    expect(sent).toEqual([
      {
        method: 'POST',
        path: '/api/ops/providers',
        body: {
          name: 'Sita Devi',
          phone: '9876543211',
          services: ['decoration'],
          cities: ['noida', 'delhi'],
          pincodes: ['201301', '201309'],
        },
      },
    ]);
    // refused: the form stays open with what was typed
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('shows a provider’s upcoming jobs, each linking to its order', async () => {
    const job: PartnerJob = {
      _id: 'o1',
      orderNumber: 'PS7K3M9Q',
      status: 1,
      statusLabel: 'Accepted',
      service: 'Chef for Party',
      eventDate: '2026-11-23',
      slot: { id: '19-20', label: '07:00 PM - 08:00 PM' },
      startsAt: '2026-11-23T13:30:00.000Z',
      endsAt: '2026-11-23T14:30:00.000Z',
      people: 15,
      items: [],
      billLines: [],
      area: { locality: 'Sector 62', city: 'Noida', pincode: '201309' },
      customer: null,
      detailsFrom: '2026-11-22T13:30:00.000Z',
      note: null,
      coverage: null,
    };
    const { sent } = fakeOpsApi(() => ({ data: [job] }));
    renderDirectory(false);
    fireEvent.click(screen.getByRole('button', { name: 'Jobs' }));
    const shown = await screen.findByTestId('provider-job');
    expect(within(shown).getByRole('link', { name: 'PS7K3M9Q' }).getAttribute('href')).toBe('/ops/orders/o1');
    expect(sent[0]!.path).toMatch(/^\/api\/ops\/providers\/p1\/jobs\?from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}$/);
  });

  it("shows a provider's photo in the directory, and operations set it from the edit dialog", async () => {
    const withPhoto = { ...ramesh, photoUrl: '/api/ops/providers/p1/photo?v=abc' };
    renderOps(<ProvidersDirectory providers={[withPhoto]} total={1} page={1} pageSize={50} filters={{}} canEdit />);
    const row = screen.getByTestId('provider-row');
    const face = within(row).getByRole('img', { name: 'Photo of Ramesh Kumar' });
    expect([face.getAttribute('src'), face.getAttribute('width'), face.getAttribute('height')]).toEqual([withPhoto.photoUrl, '32', '32']);

    const { sent } = fakeOpsApi(() => ({ message: 'Photo saved', data: { photoUrl: '/api/ops/providers/p1/photo?v=def' } }));
    replace.mockClear();
    fireEvent.click(within(row).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('img', { name: 'Photo of Ramesh Kumar' })).toBeTruthy();
    fireEvent.change(within(dialog).getByTestId('provider-photo-input'), {
      target: { files: [new File([new Uint8Array(3)], 'face.jpg', { type: 'image/jpeg' })] },
    });
    await within(dialog).findByText('Photo saved');
    expect(sent).toEqual([{ path: '/api/ops/providers/p1/photo', method: 'PUT', body: { photo: 'face.jpg' } }]);
    expect(within(dialog).getByRole('img', { name: 'Photo of Ramesh Kumar' }).getAttribute('src')).toBe(
      '/api/ops/providers/p1/photo?v=def',
    );
    // the directory behind the dialog reloads with the new photo
    expect(replace).toHaveBeenCalled();
  });
  it('marks a provider without working hours "No hours set", and opens a provider\'s availability (editable by operations, read-only for support)', async () => {
    const { sent } = fakeOpsApi((request) =>
      request.method === 'GET'
        ? {
            data: {
              weekly: [{ day: 1, from: '16:00', to: '23:00' }],
              timeOff: [],
              pincodes: ['201309'],
              maxJobsPerDay: 3,
              hasHours: true,
              updatedAt: null,
              pincodeChoices: [{ pincode: '201309', locality: 'Noida Sector 62', city: 'noida' }],
              jobsOutside: [],
            },
          }
        : {
            data: {
              ...(request.body as object),
              hasHours: false,
              updatedAt: null,
              pincodeChoices: [{ pincode: '201309', locality: 'Noida Sector 62', city: 'noida' }],
              jobsOutside: [],
            },
          },
    );
    const sunita: ProviderPublic = { ...ramesh, _id: '7c1d2e3f-0000-4000-8000-000000000002', name: 'Sunita Devi', hasHours: false };
    renderOps(<ProvidersDirectory providers={[ramesh, sunita]} total={2} page={1} pageSize={50} filters={{}} canEdit />);
    const [first, second] = screen.getAllByTestId('provider-row');
    expect(within(first!).queryByText('No hours set')).toBeNull();
    expect(within(second!).getByText('No hours set')).toBeTruthy();

    fireEvent.click(within(first!).getByRole('button', { name: 'Availability' }));
    const section = await screen.findByRole('region', { name: 'Availability of Ramesh Kumar' });
    await within(section).findByRole('heading', { name: 'Working hours' });
    expect(sent.map((request) => `${request.method} ${request.path}`)).toEqual(['GET /api/ops/providers/p1/availability']);
    expect((within(section).getByLabelText('From, Monday') as HTMLInputElement).disabled).toBe(false);
    // removing the last hours reloads the directory (its "No hours set")
    replace.mockClear();
    fireEvent.click(within(section).getByRole('button', { name: 'Remove Monday hours' }));
    await waitFor(() => expect(replace).toHaveBeenCalledTimes(1));
    expect(sent.at(-1)).toMatchObject({ method: 'PUT', path: '/api/ops/providers/p1/availability', body: { weekly: [] } });
    cleanup();

    renderDirectory(false);
    fireEvent.click(screen.getByRole('button', { name: 'Availability' }));
    const readOnly = await screen.findByRole('region', { name: 'Availability of Ramesh Kumar' });
    await within(readOnly).findByRole('heading', { name: 'Working hours' });
    expect(within(readOnly).getByText('You can view this availability. Only admins and operations can change it.')).toBeTruthy();
    expect((within(readOnly).getByLabelText('From, Monday') as HTMLInputElement).disabled).toBe(true);
    expect(within(readOnly).queryByRole('button', { name: /Add hours/ })).toBeNull();
  });
});
