// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { consoleApiServer } from '../../console/consoleApiServer';
import OrderActions from '../../../../../components/ops/orders/OrderActions';
import type { OpsOrderView } from '../../../../../lib/contracts/opsOrders';
import { opsOrderView } from '../../../../helpers/opsOrders';

/** A booked chef order assigned to Anil with ₹140 paid of ₹700: its next steps are "start" and "provider did not come". */
const view = opsOrderView();

// the console’s API: each test answers as the routes do, the whole view or assignment their contracts require
const api = consoleApiServer();

afterEach(() => {
  cleanup();
});

describe('OrderActions (the console’s order page: actions by role and status)', () => {
  it('offers support no action, operations no refund, admins everything', () => {
    const { unmount } = api.render(<OrderActions view={view} role="support" onChanged={async () => undefined} />);
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    unmount();
    api.render(<OrderActions view={view} role="operations" onChanged={async () => undefined} />);
    expect(screen.getByRole('button', { name: 'Reassign' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Provider did not come' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Record cash balance/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Goodwill refund' })).toBeNull();
    cleanup();
    api.render(<OrderActions view={view} role="admin" onChanged={async () => undefined} />);
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
    api.render(<OrderActions view={cancelled as OpsOrderView} role="admin" onChanged={async () => undefined} />);
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });

  it('offers the machine’s next steps, a step the clock does not allow yet disabled with its time', () => {
    api.render(<OrderActions view={view} role="operations" onChanged={async () => undefined} />);
    expect((screen.getByRole('button', { name: 'Start the job for the provider' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText(/^From 23 Nov 2026/)).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Change status to' })).toBeNull();
  });

  it('states the server’s money consequence and asks the reason before a step, then posts it with the refund shown', async () => {
    const { sent } = api.answer(() => ({ message: 'Done.', data: opsOrderView({ steps: [] }) }));
    const onChanged = vi.fn(async () => undefined);
    api.render(<OrderActions view={view} role="operations" onChanged={onChanged} />);
    fireEvent.click(screen.getByRole('button', { name: 'Provider did not come' }));
    expect(screen.getByTestId('step-consequence').textContent).toBe(
      'Refund ₹140 of ₹140 paid to the customer: the provider did not come, so everything paid comes back.',
    );
    const confirm = screen.getByRole('button', { name: 'Confirm' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Reason (required)'), { target: { value: 'Chef did not come, phone off' } });
    expect(confirm.disabled).toBe(false);
    expect(sent).toHaveLength(0);
    await act(async () => {
      fireEvent.click(confirm);
    });
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(sent).toEqual([
      {
        method: 'POST',
        path: '/api/ops/orders/order-1/step',
        body: { step: 'provider_no_show', reason: 'Chef did not come, phone off', refund: 140 },
      },
    ]);
  });

  it('after a 409 (the refund changed) reloads the view, and the open dialog shows and posts the new figure', async () => {
    const changed = 'The refund is now ₹100. Please review it and confirm again.';
    const { sent } = api.answer(() =>
      sent.length === 1 ? { status: 409, message: changed } : { message: 'Done.', data: opsOrderView({ steps: [] }) },
    );
    const newer = opsOrderView({
      steps: view.steps.map((step) =>
        step.step === 'provider_no_show'
          ? {
              ...step,
              refund: 100,
              consequence: 'Refund ₹100 of ₹100 paid to the customer: the provider did not come, so everything paid comes back.',
            }
          : step,
      ),
    });
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
    api.render(<Page />);
    fireEvent.click(screen.getByRole('button', { name: 'Provider did not come' }));
    fireEvent.change(screen.getByLabelText('Reason (required)'), { target: { value: 'Chef did not come, phone off' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    });
    await waitFor(() => expect(reloads).toHaveBeenCalledTimes(1));
    expect(within(screen.getByRole('dialog')).getByText(changed)).toBeTruthy();
    expect(screen.getByTestId('step-consequence').textContent).toBe(
      'Refund ₹100 of ₹100 paid to the customer: the provider did not come, so everything paid comes back.',
    );
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    });
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]!.body).toMatchObject({ step: 'provider_no_show', refund: 100 });
  });

  it('a 409 after which the step is gone says so in the dialog and cannot be confirmed', async () => {
    const moved = 'This order is completed and can no longer be cancelled.';
    api.answer(() => ({ status: 409, message: moved }));
    function Page() {
      const [shown, setShown] = useState(view);
      return <OrderActions view={shown} role="operations" onChanged={async () => setShown(opsOrderView({ steps: [] }))} />;
    }
    api.render(<Page />);
    fireEvent.click(screen.getByRole('button', { name: 'Provider did not come' }));
    fireEvent.change(screen.getByLabelText('Reason (required)'), { target: { value: 'Chef did not come, phone off' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    });
    const dialog = within(screen.getByRole('dialog'));
    expect(await dialog.findByText(moved)).toBeTruthy();
    expect(dialog.getByTestId('step-consequence').textContent).toBe('This step is no longer possible for this order.');
    expect((dialog.getByRole('button', { name: 'Confirm' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows the server’s refusal of a busy provider', async () => {
    const refusal = 'This provider already has order PS-BBBB02 from 23 Nov, 7:00 pm to 23 Nov, 11:00 pm, which overlaps this one.';
    const { sent } = api.answer(() => ({ status: 409, message: refusal }));
    api.render(<OrderActions view={view} role="operations" onChanged={async () => undefined} />);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Reassign to' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Gopal (9700000002)' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Reassign' }));
    });
    expect(await screen.findByText(refusal)).toBeTruthy();
    expect(sent).toEqual([{ method: 'POST', path: '/api/ops/providers/assign', body: { orderId: 'order-1', providerId: 'p2' } }]);
  });
  it('lists a provider who cannot take the job greyed, with the reason, and says when nobody else is free', async () => {
    const busy = opsOrderView({
      providerChoices: [
        { _id: 'p1', name: 'Anil', phone: '9700000001', unavailable: null },
        { _id: 'p2', name: 'Gopal', phone: '9700000002', unavailable: 'Busy with order PS-BBBB02' },
      ],
    });
    api.render(<OrderActions view={busy} role="operations" onChanged={async () => undefined} />);
    expect(screen.getByText('Nobody else is free for this job')).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Reassign to' }));
    const option = await screen.findByRole('option', { name: 'Gopal (9700000002) · Busy with order PS-BBBB02' });
    expect(option.getAttribute('aria-disabled')).toBe('true');
  });

  it('keeps Reassign disabled until a provider is picked, also after a reassignment (the picked one is now the provider)', async () => {
    api.answer(() => ({
      message: 'Assigned to Gopal.',
      data: { orderId: 'order-1', orderNumber: 'PS-AAAA01', status: 1, statusLabel: 'Accepted', providerId: 'p2', changed: true },
    }));
    const reassigned = opsOrderView({ provider: { _id: 'p2', name: 'Gopal', phone: '9700000002' } });
    function Page() {
      const [current, setCurrent] = useState(view);
      return <OrderActions view={current} role="operations" onChanged={async () => setCurrent(reassigned)} />;
    }
    api.render(<Page />);
    const reassign = () => screen.getByRole('button', { name: 'Reassign' }) as HTMLButtonElement;
    expect(reassign().disabled).toBe(true);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Reassign to' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Gopal (9700000002)' }));
    expect(reassign().disabled).toBe(false);
    await act(async () => {
      fireEvent.click(reassign());
    });
    expect(await screen.findByText('Assigned to Gopal.')).toBeTruthy();
    // Gopal is now the provider and no longer a choice: nothing is selected, so nothing can be submitted
    expect(reassign().disabled).toBe(true);
  });
});
