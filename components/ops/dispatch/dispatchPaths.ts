import type { DispatchView } from '../../../lib/contracts/opsDispatch';

/** The calendar's URL for a day, view and service (IST day yyyy-mm-dd; no service: every service). */
export function dispatchHref({ date, view, service }: { date: string; view: DispatchView; service: string | null }): string {
  const query = new URLSearchParams({ date, view });
  if (service) query.set('service', service);
  return `/ops/dispatch?${query}`;
}

/** The MUI colour of a job block by status label: waiting for the provider, accepted, under way, done. */
export function statusColor(status: number): 'warning' | 'info' | 'primary' | 'success' {
  // lib/constants ORDER_STATUS: 0 booked, 1 accepted, 2 in progress, 3 completed
  if (status === 0) return 'warning';
  if (status === 1) return 'info';
  if (status === 2) return 'primary';
  return 'success';
}
