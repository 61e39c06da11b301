// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import AuditTable from '../../../../components/ops/AuditTable';
import type { AuditEntry, AuditPage } from '../../../../lib/contracts/ops';

const ORDER_ID = '11111111-2222-4333-8444-555555555555';
const PROVIDER_ID = '22222222-2222-4333-8444-555555555555';

const entry = (overrides: Partial<AuditEntry>): AuditEntry => ({
  _id: 'a1',
  at: '2026-11-22T05:01:00.000Z',
  actorKind: 'staff',
  actorId: 's1',
  actorName: 'Olga Ops',
  action: 'order.provider_assign',
  entityType: 'order',
  entityId: ORDER_ID,
  entityLabel: 'PS-ABC123',
  names: { [PROVIDER_ID]: 'Ramesh Kumar' },
  before: { providerId: null },
  after: { providerId: PROVIDER_ID },
  ...overrides,
});

const page = (entries: AuditEntry[]): AuditPage => ({ entries, page: 1, pageSize: 50, total: entries.length });
const actors = [
  { id: 's1', name: 'Olga Ops', kind: 'staff' as const },
  { id: PROVIDER_ID, name: 'Ramesh Kumar', kind: 'provider' as const },
];

describe('AuditTable (the console’s audit log, readable: who did what to which record, when)', () => {
  afterEach(cleanup);

  it('shows order numbers linking to the order and names instead of ids, with the provider as actor', () => {
    render(
      <AuditTable
        page={page([
          entry({}),
          entry({
            _id: 'a2',
            actorKind: 'provider',
            actorId: PROVIDER_ID,
            actorName: 'Ramesh Kumar',
            action: 'job.accept',
            names: {},
            before: null,
            after: null,
          }),
        ])}
        filters={{}}
        actors={actors}
      />,
    );
    const [assign, accept] = screen.getAllByTestId('audit-row');
    expect(within(assign!).getByRole('link', { name: 'PS-ABC123' }).getAttribute('href')).toBe(`/ops/orders/${ORDER_ID}`);
    expect(assign!.textContent).not.toContain(ORDER_ID);
    expect(assign!.textContent).not.toContain(PROVIDER_ID);
    expect(assign!.textContent).toContain('"providerId":"Ramesh Kumar"');
    expect(accept!.textContent).toContain('Ramesh Kumar (provider)');
  });

  it('shows a snapshot’s words as they are, even ones that name an object’s own methods', () => {
    render(
      <AuditTable
        page={page([entry({ before: { reason: 'toString' }, after: { reason: 'constructor', note: 'valueOf' } })])}
        filters={{}}
        actors={actors}
      />,
    );
    const row = screen.getByTestId('audit-row');
    expect(row.textContent).toContain('{"reason":"toString"}');
    expect(row.textContent).toContain('{"reason":"constructor","note":"valueOf"}');
  });

  it('keeps the id of an entity it cannot name', () => {
    render(
      <AuditTable
        page={page([entry({ entityType: 'chat_room', entityId: 'room-9', entityLabel: null, names: {} })])}
        filters={{}}
        actors={actors}
      />,
    );
    expect(screen.getByTestId('audit-row').textContent).toContain('chat_room room-9');
  });

  it('filters by order number and offers providers among the actors', () => {
    render(<AuditTable page={page([])} filters={{ order: 'PS-ABC123', actor: PROVIDER_ID }} actors={actors} />);
    const form = screen.getByRole('search', { name: 'Filter the audit log' });
    expect((within(form).getByLabelText('Order number') as HTMLInputElement).value).toBe('PS-ABC123');
    expect((within(form).getByLabelText('Order number') as HTMLInputElement).name).toBe('order');
    fireEvent.mouseDown(within(form).getByRole('combobox', { name: 'Actor' }));
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['Everyone', 'API key', 'System', 'Any provider', 'Olga Ops', 'Ramesh Kumar (provider)']);
  });
});
