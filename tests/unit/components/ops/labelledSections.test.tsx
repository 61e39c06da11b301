// @vitest-environment jsdom
/**
 * The console's new boxes named by their heading (aria-labelledby) are sections: on a plain div the name is
 * prohibited (ARIA's generic role takes no name), so a screen reader neither announced nor listed them.
 */
import { cleanup, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import RecordTable from '../../../../components/ops/customers/RecordTable';
import UnassignedOrders from '../../../../components/ops/dispatch/UnassignedOrders';
import OrderMessages from '../../../../components/ops/orders/OrderMessages';
import StartCodeUnlock from '../../../../components/ops/orders/StartCodeUnlock';
import type { DispatchBoard } from '../../../../lib/contracts/opsDispatch';
import { opsOrderView } from '../../../helpers/opsOrders';
import { renderInConsole } from '../console/renderInConsole';

afterEach(cleanup);

it('names each box as a region by its heading', () => {
  const view = opsOrderView({ startCodeLock: { wrongTries: 2, lockedUntil: null } });
  const board = { unassigned: [] } as unknown as DispatchBoard;
  // the order page's boxes send through the console's store; nothing is sent here
  renderInConsole(
    <>
      <OrderMessages orderId="order-1" messages={[]} onSent={vi.fn()} />
      <StartCodeUnlock view={view} onChanged={vi.fn()} />
      <UnassignedOrders board={board} />
      <RecordTable title="Payments" empty="No payments." headings={['When']} rows={[]} />
    </>,
  );
  for (const name of ['Message the customer', 'Start code', /^Unassigned/, /^Payments/])
    expect(screen.getByRole('region', { name })).toBeTruthy();
});
