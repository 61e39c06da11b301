import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState, type ComponentType } from 'react';
import type { OpsOrderPage, OpsOrderRow, OpsOrderSort } from '../../../lib/opsOrders';
import { formatDate, formatRupees } from '../../../lib/format';
import Link from '../../common/Link';

/** What the board's table gets: the page of rows, the sort, and where to send page and sort changes. */
export interface OrdersTableProps {
  page: OpsOrderPage;
  sort: OpsOrderSort;
  dir: 'asc' | 'desc';
  loading: boolean;
  onPage: (page: number, pageSize: number) => void;
  onSort: (sort: OpsOrderSort, dir: 'asc' | 'desc') => void;
}

/**
 * The board's table. The first visit shows the page as a plain table with a pager (in the
 * server HTML, and all that is needed to read and page the board); the MUI X Data Grid (OrdersDataGrid, about
 * 150 kB compressed) is fetched when the staff member reaches for the table (pointer over it, focus in it, or a
 * touch), and then takes its place with the same rows, sorting and paging. This keeps the console's first visit
 * within its 350 kB budget (npm run bench weight) without giving up the library's grid.
 */
export default function OrdersGrid(props: OrdersTableProps) {
  const [Grid, setGrid] = useState<ComponentType<OrdersTableProps> | null>(null);
  const [asked, setAsked] = useState(false);
  const loadGrid = () => {
    if (asked) return;
    setAsked(true);
    void import('./OrdersDataGrid').then((module) => setGrid(() => module.default));
  };
  if (Grid) return <Grid {...props} />;
  return (
    <Box onPointerEnter={loadGrid} onFocusCapture={loadGrid} onTouchStart={loadGrid} data-testid="orders-table">
      <StaticRows {...props} />
    </Box>
  );
}

/** The rows as a plain table with a pager: the server HTML and first paint of the board. */
function StaticRows({ page, loading, onPage }: OrdersTableProps) {
  const pages = Math.max(1, Math.ceil(page.total / page.pageSize));
  return (
    <Stack spacing={1}>
      {/* a narrow window scrolls the table inside its own box, never the page */}
      <TableContainer>
        <Table size="small" aria-label="Orders">
          <TableHead>
            <TableRow>
              {['Order', 'Service', 'Status', 'Payment', 'Slot', 'City', 'Customer', 'Phone', 'Total', 'Provider'].map((name) => (
                <TableCell key={name}>{name}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {page.rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={10}>{loading ? 'Searching…' : 'No orders match'}</TableCell>
              </TableRow>
            )}
            {page.rows.map((row: OpsOrderRow) => (
              <TableRow key={row._id}>
                <TableCell>
                  <Link href={`/ops/orders/${row._id}`}>{row.orderNumber}</Link>
                </TableCell>
                <TableCell>{row.serviceName}</TableCell>
                <TableCell>{row.statusLabel}</TableCell>
                <TableCell>{row.paymentLabel}</TableCell>
                <TableCell>{`${formatDate(row.eventDate)}, ${row.slot}`}</TableCell>
                <TableCell>{row.city}</TableCell>
                <TableCell>
                  <Link href={`/ops/customers/${row.customerId}`}>{row.customerName || 'Customer'}</Link>
                </TableCell>
                <TableCell>{row.customerPhone}</TableCell>
                <TableCell>{formatRupees(row.total)}</TableCell>
                <TableCell>{row.providerName ?? 'Unassigned'}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'flex-end' }}>
        <Button size="small" disabled={loading || page.page <= 1} onClick={() => onPage(page.page - 1, page.pageSize)}>
          Previous
        </Button>
        <Typography variant="body2">
          Page {page.page} of {pages}
        </Typography>
        <Button size="small" disabled={loading || page.page >= pages} onClick={() => onPage(page.page + 1, page.pageSize)}>
          Next
        </Button>
      </Stack>
    </Stack>
  );
}
