import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { FormEvent } from 'react';
import { ORDER_STATUS_LABEL } from '../../../lib/constants';
import type { OpsOrderQueryInput } from '../../../lib/contracts/opsOrders';
import { ORDER_PAYMENT_STATUS_LABEL, ORDER_PAYMENT_STATUSES } from '../../../lib/payments';
import { SERVICES } from '../../../lib/services';
import DateRangeFields from '../DateRangeFields';
import { FILTER_KEYS } from './boardQuery';

/**
 * The board's filters (issue 22 "Orders board"): search (order number or 10-digit phone), service, status,
 * payment status, city, slot days. A plain GET form to /ops/orders, so it works before the page's script runs and
 * every filter is a URL; with the script, `onApply` takes the values instead (no full reload). Keyed by the URL's
 * filters by the parent, so back/forward refills it.
 */
export default function OrdersFilters({
  filters,
  cities,
  onApply,
}: {
  filters: OpsOrderQueryInput;
  cities: { slug: string; name: string }[];
  onApply: (changes: OpsOrderQueryInput) => void;
}) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const changes: OpsOrderQueryInput = {};
    for (const key of FILTER_KEYS) changes[key] = String(data.get(key) ?? '').trim();
    onApply(changes);
  };
  return (
    <Stack
      component="form"
      method="get"
      action="/ops/orders"
      onSubmit={submit}
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ flexWrap: 'wrap', alignItems: 'center' }}
      aria-label="Filter orders"
    >
      <TextField
        name="q"
        label="Order number or phone"
        size="small"
        defaultValue={filters.q ?? ''}
        slotProps={{ htmlInput: { maxLength: 20 } }}
      />
      <TextField select name="service" label="Service" size="small" defaultValue={filters.service ?? ''} sx={{ minWidth: 150 }}>
        <MenuItem value="">Every service</MenuItem>
        {SERVICES.map((service) => (
          <MenuItem key={service.key} value={service.key}>
            {service.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField select name="status" label="Status" size="small" defaultValue={filters.status ?? ''} sx={{ minWidth: 150 }}>
        <MenuItem value="">Every status</MenuItem>
        {Object.entries(ORDER_STATUS_LABEL).map(([code, label]) => (
          <MenuItem key={code} value={code}>
            {label}
          </MenuItem>
        ))}
      </TextField>
      <TextField select name="paymentStatus" label="Payment" size="small" defaultValue={filters.paymentStatus ?? ''} sx={{ minWidth: 150 }}>
        <MenuItem value="">Every payment status</MenuItem>
        {ORDER_PAYMENT_STATUSES.map((status) => (
          <MenuItem key={status} value={status}>
            {ORDER_PAYMENT_STATUS_LABEL[status]}
          </MenuItem>
        ))}
      </TextField>
      <TextField select name="city" label="City" size="small" defaultValue={filters.city ?? ''} sx={{ minWidth: 130 }}>
        <MenuItem value="">Every city</MenuItem>
        {cities.map((city) => (
          <MenuItem key={city.slug} value={city.slug}>
            {city.name}
          </MenuItem>
        ))}
      </TextField>
      <DateRangeFields from={filters.from} to={filters.to} fromLabel="Slot from" toLabel="Slot to" />
      <Button type="submit" variant="contained">
        Apply
      </Button>
      <Button
        href="/ops/orders"
        onClick={(event) => (event.preventDefault(), onApply(Object.fromEntries(FILTER_KEYS.map((k) => [k, '']))))}
      >
        Clear
      </Button>
    </Stack>
  );
}
