// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInConsole } from '../../console/renderInConsole';
import OrderActions from '../../../../../components/ops/orders/OrderActions';
import type { OpsOrderView } from '../../../../../lib/contracts/opsOrders';

/** The parts of an order view the actions read (a booked, assigned chef order with ₹140 paid of ₹700). */
const view = {
  order: { _id: 'order-1', orderNumber: 'PS-AAAA01', status: 1, payment: { paidAmount: 140 } },
  provider: { _id: 'p1', name: 'Anil', phone: '9700000001' },
  providerChoices: [
    { _id: 'p1', name: 'Anil', phone: '9700000001' },
    { _id: 'p2', name: 'Gopal', phone: '9700000002' },
  ],
  steps: [
    {
      step: 'start',
      label: 'Start the job for the provider',
      status: 2,
      statusLabel: 'In progress',
      refund: 0,
      paid: 140,
      consequence: 'No money moves: the job is marked In progress for the provider.',
      availableAt: '2026-11-23T11:30:00.000Z',
    },
    {
      step: 'provider_no_show',
      label: 'Provider did not come',
      status: 4,
      statusLabel: 'Cancelled',
      refund: 140,
      paid: 140,
      consequence: 'Refund ₹140 of ₹140 paid to the customer: the provider did not come, so everything paid comes back.',
      availableAt: null,
    },
  ],
  canAssign: true,
  refundable: 140,
  unpaid: 560,
} as unknown as OpsOrderView;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('OrderActions (issue 22 "Order page": actions by role and status)', () => {
  it('offers support no action, operations no refund, admins everything', () => {
    const { unmount } = renderInConsole(<OrderActions view={view} role="support" onChanged={async () => undefined} />);
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    unmount();
    renderInConsole(<OrderActions view={view} role="operations" onChanged={async () => undefined} />);
    expect(screen.getByRole('button', { name: 'Reassign' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Provider did not come' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Record cash balance/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Goodwill refund' })).toBeNull();
    cleanup();
    renderInConsole(<OrderActions view={view} role="admin" onChanged={async () => undefined} />);
    expect(screen.getByRole('button', { name: 'Goodwill refund' })).toBeTruthy();
  });

  it('hides what the status machine does not allow', () => {
    const cancelled = {
      ...view,
      canAssign: false,
      steps: [],
      unpaid: 0,
      refundable: 0,
    };
    renderInConsole(<OrderActions view={cancelled as OpsOrderView} role="admin" onChanged={async () => undefined} />);
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });

  it('offers the machine’s next steps, a step the clock does not allow yet disabled with its time', () => {
    renderInConsole(<OrderActions view={view} role="operations" onChanged={async () => undefined} />);
    expect((screen.getByRole('button', { name: 'Start the job for the provider' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText(/^From 23 Nov 2026/)).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Change status to' })).toBeNull();
  });

  it('states the server’s money consequence and asks the reason before a step, then posts it with the refund shown', async () => {
    const fetchMock = vi.fn().mockResolvedValue(new Response(JSON.stringify({ error: false, status: 200, message: 'Done.' })));
    vi.stubGlobal('fetch', fetchMock);
    const onChanged = vi.fn(async () => undefined);
    renderInConsole(<OrderActions view={view} role="operations" onChanged={onChanged} />);
    fireEvent.click(screen.getByRole('button', { name: 'Provider did not come' }));
    expect(screen.getByTestId('step-consequence').textContent).toBe(
      'Refund ₹140 of ₹140 paid to the customer: the provider did not come, so everything paid comes back.',
    );
    const confirm = screen.getByRole('button', { name: 'Confirm' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Reason (required)'), { target: { value: 'Chef did not come, phone off' } });
    expect(confirm.disabled).toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
    await act(async () => {
      fireEvent.click(confirm);
    });
    expect(fetchMock).toHaveBeenCalledWith('/api/ops/orders/order-1/step', expect.objectContaining({ method: 'POST' }));
    expect(JSON.parse(fetchMock.mock.calls[0]![1].body as string)).toEqual({
      step: 'provider_no_show',
      reason: 'Chef did not come, phone off',
      refund: 140,
    });
    expect(onChanged).toHaveBeenCalled();
  });

  it('after a 409 (the refund changed) reloads the view, and the open dialog shows and posts the new figure', async () => {
    const changed = 'The refund is now ₹100. Please review it and confirm again.';
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(new Response(JSON.stringify({ error: true, status: 409, message: changed }), { status: 409 }))
      .mockResolvedValueOnce(new Response(JSON.stringify({ error: false, status: 200, message: 'Done.' })));
    vi.stubGlobal('fetch', fetchMock);
    const newer = {
      ...view,
      steps: view.steps.map((step) =>
        step.step === 'provider_no_show'
          ? {
              ...step,
              refund: 100,
              consequence: 'Refund ₹100 of ₹100 paid to the customer: the provider did not come, so everything paid comes back.',
            }
          : step,
      ),
    } as OpsOrderView;
    const reloads = vi.fn();
    /** The order page: `onChanged` loads the view again (here, the server's newer one). */
    function Page() {
      const [shown, setShown] = useState(view);
      return (
        <OrderActions
          view={shown}
          role="operations"
          onChanged={async () => {
            reloads();
            setShown(newer);
          }}
        />
      );
    }
    renderInConsole(<Page />);
    fireEvent.click(screen.getByRole('button', { name: 'Provider did not come' }));
    fireEvent.change(screen.getByLabelText('Reason (required)'), { target: { value: 'Chef did not come, phone off' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    });
    expect(reloads).toHaveBeenCalledTimes(1);
    expect(within(screen.getByRole('dialog')).getByText(changed)).toBeTruthy();
    expect(screen.getByTestId('step-consequence').textContent).toBe(
      'Refund ₹100 of ₹100 paid to the customer: the provider did not come, so everything paid comes back.',
    );
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    });
    expect(JSON.parse(fetchMock.mock.calls[1]![1].body as string)).toMatchObject({ step: 'provider_no_show', refund: 100 });
  });

  it('a 409 after which the step is gone says so in the dialog and cannot be confirmed', async () => {
    const moved = 'This order is completed and can no longer be cancelled.';
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(new Response(JSON.stringify({ error: true, status: 409, message: moved }), { status: 409 })),
    );
    function Page() {
      const [shown, setShown] = useState(view);
      return <OrderActions view={shown} role="operations" onChanged={async () => setShown({ ...view, steps: [] } as OpsOrderView)} />;
    }
    renderInConsole(<Page />);
    fireEvent.click(screen.getByRole('button', { name: 'Provider did not come' }));
    fireEvent.change(screen.getByLabelText('Reason (required)'), { target: { value: 'Chef did not come, phone off' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    });
    const dialog = within(screen.getByRole('dialog'));
    expect(dialog.getByText(moved)).toBeTruthy();
    expect(dialog.getByTestId('step-consequence').textContent).toBe('This step is no longer possible for this order.');
    expect((dialog.getByRole('button', { name: 'Confirm' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows the server’s refusal of a busy provider', async () => {
    const refusal = 'This provider already has order PS-BBBB02 from 23 Nov, 7:00 pm to 23 Nov, 11:00 pm, which overlaps this one.';
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(new Response(JSON.stringify({ error: true, status: 409, message: refusal }), { status: 409 })),
    );
    renderInConsole(<OrderActions view={view} role="operations" onChanged={async () => undefined} />);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Reassign to' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Gopal (9700000002)' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Reassign' }));
    });
    expect(screen.getByText(refusal)).toBeTruthy();
  });
  it('keeps Reassign disabled until a provider is picked, also after a reassignment (the picked one is now the provider)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(new Response(JSON.stringify({ error: false, message: 'Assigned to Gopal.' }), { status: 200 })),
    );
    const reassigned = { ...view, provider: { _id: 'p2', name: 'Gopal', phone: '9700000002' } } as unknown as OpsOrderView;
    function Page() {
      const [current, setCurrent] = useState(view);
      return <OrderActions view={current} role="operations" onChanged={async () => setCurrent(reassigned)} />;
    }
    renderInConsole(<Page />);
    const reassign = () => screen.getByRole('button', { name: 'Reassign' }) as HTMLButtonElement;
    expect(reassign().disabled).toBe(true);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Reassign to' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Gopal (9700000002)' }));
    expect(reassign().disabled).toBe(false);
    await act(async () => {
      fireEvent.click(reassign());
    });
    expect(screen.getByText('Assigned to Gopal.')).toBeTruthy();
    // Gopal is now the provider and no longer a choice: nothing is selected, so nothing can be submitted
    expect(reassign().disabled).toBe(true);
  });
});
