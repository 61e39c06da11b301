// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import EnquiriesBoard from '../../../../../components/ops/desk/EnquiriesBoard';
import type { Enquiry } from '../../../../../lib/contracts/opsDesk';
import { fakeOpsApi, renderOps } from './fakeOps';

vi.mock('next/router', () => ({ useRouter: () => ({ asPath: '/ops/enquiries', replace: vi.fn(async () => true) }) }));

const enquiry: Enquiry = {
  _id: 'l1',
  reference: 'EQ-ABC123',
  service: 'caterer',
  name: 'Meera Iyer',
  phone: '9876500011',
  eventDate: '2026-12-20',
  guests: 250,
  budgetPerPlate: 450,
  city: 'noida',
  note: 'Jain food for half the guests',
  status: 'contacted',
  responsible: null,
  notes: [{ _id: 'n1', text: 'Called, will send a quote', authorId: 's1', author: 'Olga Ops', createdAt: '2026-11-21T05:00:00.000Z' }],
  createdAt: '2026-11-20T05:00:00.000Z',
};
const team = [
  { _id: 's1', name: 'Olga Ops' },
  { _id: 's2', name: 'Admin' },
];

const renderBoard = (canChange = true, shown: Enquiry = enquiry) =>
  renderOps(
    <EnquiriesBoard result={{ enquiries: [shown], page: 1, pageSize: 20, total: 1 }} status={null} team={team} canChange={canChange} />,
  );

describe('EnquiriesBoard (the console’s enquiries: status, member responsible, notes)', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the enquiry, its status, the member responsible, its notes and the status tabs', () => {
    renderBoard();
    const card = screen.getByTestId('enquiry');
    expect(card.textContent).toContain('EQ-ABC123 · Meera Iyer · 9876500011');
    expect(card.textContent).toContain('₹450 a plate');
    expect(within(card).getByText('Called, will send a quote')).toBeTruthy();
    expect(within(card).getByText(/Olga Ops,/)).toBeTruthy();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['All', 'New', 'Contacted', 'Quoted', 'Won', 'Lost']);
  });

  it('changes the status and the member responsible through PATCH, and adds a note through POST', async () => {
    // each change answers the whole enquiry as it now is (its contract)
    let current = enquiry;
    const { sent } = fakeOpsApi(({ method, body }) => {
      const change = body as { status?: Enquiry['status']; responsibleId?: string; text?: string };
      if (method === 'POST') {
        const note = { _id: 'n2', text: change.text!, authorId: 's2', author: 'Admin', createdAt: '2026-11-22T05:00:00.000Z' };
        current = { ...current, notes: [...current.notes, note] };
        return { status: 201, message: 'Note added', data: current };
      }
      if (change.status) current = { ...current, status: change.status };
      if (change.responsibleId) current = { ...current, responsible: team.find((member) => member._id === change.responsibleId)! };
      return { message: 'Enquiry updated', data: current };
    });
    renderBoard();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Status' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Won' }));
    await screen.findByText('Enquiry updated');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Responsible' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Admin' }));
    await vi.waitFor(() => expect(sent).toHaveLength(2));
    fireEvent.change(screen.getByLabelText('Add a note'), { target: { value: 'Won at 450 a plate' } });
    const add = screen.getByRole('button', { name: 'Add note' }) as HTMLButtonElement;
    // one action at a time: the button waits for the previous change to finish
    await vi.waitFor(() => expect(add.disabled).toBe(false));
    fireEvent.click(add);
    await vi.waitFor(() => expect(sent).toHaveLength(3));
    expect(sent).toEqual([
      { method: 'PATCH', path: '/api/ops/enquiries/l1', body: { status: 'won' } },
      { method: 'PATCH', path: '/api/ops/enquiries/l1', body: { responsibleId: 's2' } },
      { method: 'POST', path: '/api/ops/enquiries/l1/notes', body: { text: 'Won at 450 a plate' } },
    ]);
  });

  it('shows support the enquiries read-only, says who changes them, and that phones are masked', () => {
    const { sent } = fakeOpsApi(() => ({ message: 'Enquiry updated' }));
    renderBoard(false, { ...enquiry, phone: '••••••0011' });
    expect(screen.getByTestId('enquiries-read-only').textContent).toBe(
      'Support reads enquiries; admins and operations change their status, the member responsible and notes. Phone numbers are shown masked.',
    );
    const card = screen.getByTestId('enquiry');
    expect(card.textContent).toContain('EQ-ABC123 · Meera Iyer · ••••••0011');
    expect(card.textContent).toContain('Status: Contacted');
    expect(card.textContent).toContain('Responsible: Nobody yet');
    expect(within(card).getByText('Called, will send a quote')).toBeTruthy();
    expect(within(card).queryByRole('combobox')).toBeNull();
    expect(within(card).queryByLabelText('Add a note')).toBeNull();
    expect(within(card).queryByRole('button')).toBeNull();
    expect(sent).toEqual([]);
  });
});
