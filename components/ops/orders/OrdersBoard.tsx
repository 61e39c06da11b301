import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRouter } from 'next/router';
import { useEffect, useRef, useState } from 'react';
import type { StaffRole } from '../../../lib/contracts/ops';
import type { OpsOrderPage, OpsOrderQueryInput, OpsOrderSort } from '../../../lib/contracts/opsOrders';
import { failureMessage } from '../../../store/console/api';
import { useLazyOpsOrderListQuery } from '../../../store/console/opsApi';
import { boardQueryOf, boardSearch, withChanges } from './boardQuery';
import OrdersFilters from './OrdersFilters';
import OrdersGrid from './OrdersGrid';

/**
 * The orders board: filters, the grid and the CSV export of the current filter. The URL is
 * the state: a change updates it (shallow, so the server is asked once, through GET /api/ops/orders) and the page
 * of rows follows the URL, so a reload, a shared link or back/forward shows the same board. `initial` is the page
 * the server rendered for `filters`. Rows are shown only as the answer of the filter they came from: a new search
 * says "Searching…" until its rows arrive, and one that matches nothing or is refused (a partial phone number: the
 * search is exact, see lib/contracts/opsOrders) says "No orders match" with the server's message. The export (every customer's name and phone) is for admins and operations;
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
  const filterSearch = boardSearch(query, { paging: false });
  // the rows on screen and the query (with and without paging) they answer; a refused query and its message
  const [shown, setShown] = useState(() => ({
    search: boardSearch(filters),
    filter: boardSearch(filters, { paging: false }),
    page: initial,
  }));
  const [failed, setFailed] = useState(() => (filterError ? { search: boardSearch(filters), message: filterError } : null));
  const asked = useRef(boardSearch(filters));
  const [readBoard] = useLazyOpsOrderListQuery();

  useEffect(() => {
    if (search === asked.current) return;
    asked.current = search;
    let current = true;
    const filter = boardSearch(boardQueryOf(Object.fromEntries(new URLSearchParams(search))), { paging: false });
    void readBoard(Object.fromEntries(new URLSearchParams(search))).then((answer) => {
      if (!current) return;
      if (answer.isSuccess) {
        setShown({ search, filter, page: answer.data });
        setFailed(null);
      } else setFailed({ search, message: failureMessage(answer.error) });
    });
    return () => {
      current = false;
      // asked again if the URL comes back to it (an answer dropped half-way is no answer)
      if (asked.current === search) asked.current = '\u0000';
    };
  }, [search, readBoard]);

  // Rows answer one filter: while another filter's rows load, or when it was refused, the old rows are not shown
  // (they would read as its answer). Paging or sorting the same filter keeps them under the loading overlay.
  const failure = failed?.search === search ? failed : null;
  const answered = shown.search === search;
  const sameFilter = shown.filter === filterSearch;
  const loading = !answered && !failure;
  const page: OpsOrderPage | null = answered || sameFilter ? shown.page : null;
  const pageSize = Number(query.pageSize) || shown.page.pageSize;
  const totalText =
    page === null
      ? loading
        ? 'Searching…'
        : 'No orders match'
      : page.total === 0 && filterSearch !== ''
        ? 'No orders match'
        : page.total === 1
          ? '1 order'
          : `${page.total} orders`;

  const apply = (changes: OpsOrderQueryInput) => {
    const next = boardSearch(withChanges(query, changes));
    void router.push(next ? `/ops/orders?${next}` : '/ops/orders', undefined, { shallow: true });
  };
  return (
    <Stack spacing={2}>
      <OrdersFilters key={filterSearch} filters={query} cities={cities} onApply={apply} />
      {failure && <Alert severity="error">{failure.message}</Alert>}
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Typography data-testid="orders-total" aria-live="polite">
          {totalText}
        </Typography>
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
        page={page ?? { rows: [], page: 1, pageSize, total: 0 }}
        sort={(query.sort as OpsOrderSort | undefined) ?? 'createdAt'}
        dir={query.dir === 'asc' ? 'asc' : 'desc'}
        loading={loading}
        onPage={(number, size) => {
          // the grid also reports the page it is already on (after a sort, a new row count): only a change is a step
          if (number === (Number(query.page) || 1) && size === pageSize) return;
          apply({ page: String(number), pageSize: String(size) });
        }}
        onSort={(sort, dir) => apply({ sort, dir })}
      />
    </Stack>
  );
}
