import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { FormEvent } from 'react';
import { ORDER_STATUS_LABEL } from '../../../lib/constants';
import type { OpsOrderQueryInput } from '../../../lib/contracts/opsOrders';
import { ORDER_PAYMENT_STATUS_LABEL, ORDER_PAYMENT_STATUSES } from '../../../lib/payments';
import DateRangeFields from '../DateRangeFields';
import FilterSelect from '../FilterSelect';
import { SERVICE_OPTIONS } from '../filterOptions';
import { FILTER_KEYS } from './boardQuery';

const STATUS_OPTIONS = Object.entries(ORDER_STATUS_LABEL).map(([value, label]) => ({ value, label }));
const PAYMENT_STATUS_OPTIONS = ORDER_PAYMENT_STATUSES.map((status) => ({ value: status, label: ORDER_PAYMENT_STATUS_LABEL[status] }));

/**
 * The board's filters: search (order number or 10-digit phone), service, status,
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
      <FilterSelect
        name="service"
        label="Service"
        value={filters.service}
        anyLabel="Every service"
        options={SERVICE_OPTIONS}
        minWidth={150}
      />
      <FilterSelect name="status" label="Status" value={filters.status} anyLabel="Every status" options={STATUS_OPTIONS} minWidth={150} />
      <FilterSelect
        name="paymentStatus"
        label="Payment"
        value={filters.paymentStatus}
        anyLabel="Every payment status"
        options={PAYMENT_STATUS_OPTIONS}
        minWidth={150}
      />
      <FilterSelect
        name="city"
        label="City"
        value={filters.city}
        anyLabel="Every city"
        options={cities.map((city) => ({ value: city.slug, label: city.name }))}
        minWidth={130}
      />
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
