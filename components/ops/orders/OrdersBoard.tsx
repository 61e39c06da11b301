import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRouter } from 'next/router';
import { useEffect, useRef, useState } from 'react';
import type { StaffRole } from '../../../lib/contracts/ops';
import type { OpsOrderPage, OpsOrderQueryInput, OpsOrderSort } from '../../../lib/contracts/opsOrders';
import { opsRequest } from '../opsApi';
import { boardQueryOf, boardSearch, withChanges } from './boardQuery';
import OrdersFilters from './OrdersFilters';
import OrdersGrid from './OrdersGrid';

/**
 * The orders board (issue 22 "Console" 2): filters, the grid and the CSV export of the current filter. The URL is
 * the state: a change updates it (shallow, so the server is asked once, through GET /api/ops/orders) and the page
 * of rows follows the URL, so a reload, a shared link or back/forward shows the same board. `initial` is the page
 * the server rendered for `filters`. The export (every customer's name and phone) is for admins and operations;
 * support is told so, and sees phones masked to their last 4 digits.
 */
export default function OrdersBoard({
  initial,
  filters,
  filterError,
  cities,
  role,
}: {
  initial: OpsOrderPage;
  role: StaffRole;
  filters: OpsOrderQueryInput;
  filterError: string | null;
  cities: { slug: string; name: string }[];
}) {
  const router = useRouter();
  const query = router.isReady ? boardQueryOf(router.query) : filters;
  const search = boardSearch(query);
  const [page, setPage] = useState(initial);
  const [error, setError] = useState(filterError);
  const [loading, setLoading] = useState(false);
  const shown = useRef(boardSearch(filters));

  useEffect(() => {
    if (search === shown.current) return;
    let current = true;
    setLoading(true);
    void opsRequest<OpsOrderPage>(`/api/ops/orders${search ? `?${search}` : ''}`).then((answer) => {
      if (!current) return;
      setLoading(false);
      if (answer.ok && answer.data) {
        shown.current = search;
        setPage(answer.data);
        setError(null);
      } else setError(answer.message);
    });
    return () => {
      current = false;
    };
  }, [search]);

  const apply = (changes: OpsOrderQueryInput) => {
    const next = boardSearch(withChanges(query, changes));
    void router.push(next ? `/ops/orders?${next}` : '/ops/orders', undefined, { shallow: true });
  };
  const filterSearch = boardSearch(query, { paging: false });

  return (
    <Stack spacing={2}>
      <OrdersFilters key={filterSearch} filters={query} cities={cities} onApply={apply} />
      {error && <Alert severity="error">{error}</Alert>}
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Typography data-testid="orders-total">{page.total === 1 ? '1 order' : `${page.total} orders`}</Typography>
        {role === 'support' ? (
          <Typography variant="body2" color="text.secondary" data-testid="orders-export-note">
            Exports are for admins and operations. Phone numbers are shown masked.
          </Typography>
        ) : (
          <Button variant="outlined" size="small" href={`/api/ops/orders/export${filterSearch ? `?${filterSearch}` : ''}`} download>
            Export CSV
          </Button>
        )}
      </Stack>
      <OrdersGrid
        page={page}
        sort={(query.sort as OpsOrderSort | undefined) ?? 'createdAt'}
        dir={query.dir === 'asc' ? 'asc' : 'desc'}
        loading={loading}
        onPage={(number, pageSize) => {
          // the grid also reports the page it is already on (after a sort, a new row count): only a change is a step
          if (number === (Number(query.page) || 1) && pageSize === (Number(query.pageSize) || page.pageSize)) return;
          apply({ page: String(number), pageSize: String(pageSize) });
        }}
        onSort={(sort, dir) => apply({ sort, dir })}
      />
    </Stack>
  );
}
