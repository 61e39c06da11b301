import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { DataGrid, type GridColDef, type GridPaginationModel, type GridSortModel } from '@mui/x-data-grid';
import { useSyncExternalStore } from 'react';
import type { OpsOrderPage, OpsOrderRow, OpsOrderSort } from '../../../lib/contracts/opsOrders';
import { OPS_ORDER_SORTS } from '../../../lib/contracts/opsOrders';
import { formatDate, formatRupees } from '../../../lib/format';
import Link from '../../common/Link';

const SORTABLE = new Set<string>(OPS_ORDER_SORTS);

/** The board's columns (only those the server sorts by are sortable). */
const COLUMNS: GridColDef<OpsOrderRow>[] = (
  [
    {
      field: 'orderNumber',
      headerName: 'Order',
      width: 120,
      renderCell: ({ row }) => <Link href={`/ops/orders/${row._id}`}>{row.orderNumber}</Link>,
    },
    { field: 'serviceName', headerName: 'Service', width: 150 },
    { field: 'status', headerName: 'Status', width: 120, valueFormatter: (_value, row) => row.statusLabel },
    { field: 'paymentLabel', headerName: 'Payment', width: 140 },
    { field: 'eventDate', headerName: 'Slot', width: 190, valueFormatter: (_value, row) => `${formatDate(row.eventDate)}, ${row.slot}` },
    { field: 'city', headerName: 'City', width: 110 },
    { field: 'customerName', headerName: 'Customer', width: 150 },
    { field: 'customerPhone', headerName: 'Phone', width: 120 },
    { field: 'total', headerName: 'Total', width: 100, type: 'number' as const, valueFormatter: (value: number) => formatRupees(value) },
    {
      field: 'amountPaid',
      headerName: 'Paid',
      width: 100,
      type: 'number' as const,
      valueFormatter: (value: number) => formatRupees(value),
    },
    { field: 'providerName', headerName: 'Provider', width: 140, valueFormatter: (value: string | null) => value ?? 'Unassigned' },
    { field: 'createdAt', headerName: 'Placed', width: 120, valueFormatter: (value: string) => formatDate(value) },
  ] satisfies GridColDef<OpsOrderRow>[]
).map((column) => ({ ...column, sortable: SORTABLE.has(column.field) }) as GridColDef<OpsOrderRow>);

const subscribeNothing = () => () => undefined;

/**
 * The board's table (issue 22: MUI X Data Grid, server-side pagination and sorting). The grid draws itself only in
 * the browser, so the server HTML (and the first paint) has the same rows as a plain table until it does.
 */
export default function OrdersGrid({
  page,
  sort,
  dir,
  loading,
  onPage,
  onSort,
}: {
  page: OpsOrderPage;
  sort: OpsOrderSort;
  dir: 'asc' | 'desc';
  loading: boolean;
  onPage: (page: number, pageSize: number) => void;
  onSort: (sort: OpsOrderSort, dir: 'asc' | 'desc') => void;
}) {
  const inBrowser = useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
  if (!inBrowser) return <StaticRows rows={page.rows} />;
  const sortModel: GridSortModel = [{ field: sort, sort: dir }];
  return (
    <DataGrid
      aria-label="Orders"
      rows={page.rows}
      columns={COLUMNS}
      getRowId={(row) => row._id}
      rowCount={page.total}
      loading={loading}
      paginationMode="server"
      sortingMode="server"
      filterMode="server"
      disableColumnFilter
      disableRowSelectionOnClick
      pageSizeOptions={[25, 50, 100]}
      paginationModel={{ page: page.page - 1, pageSize: page.pageSize }}
      onPaginationModelChange={(model: GridPaginationModel) => onPage(model.page + 1, model.pageSize)}
      sortModel={sortModel}
      onSortModelChange={(model: GridSortModel) => {
        const first = model[0];
        // a third click clears the sort: back to the default, newest first
        if (!first || !first.sort) onSort('createdAt', 'desc');
        else onSort(first.field as OpsOrderSort, first.sort);
      }}
      sx={{ minHeight: 420 }}
    />
  );
}

/** The rows as a plain table: the server HTML and first paint of the board. */
function StaticRows({ rows }: { rows: OpsOrderRow[] }) {
  return (
    <Table size="small" aria-label="Orders">
      <TableHead>
        <TableRow>
          {['Order', 'Service', 'Status', 'Payment', 'Slot', 'City', 'Customer', 'Phone', 'Total', 'Provider'].map((name) => (
            <TableCell key={name}>{name}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row._id}>
            <TableCell>
              <Link href={`/ops/orders/${row._id}`}>{row.orderNumber}</Link>
            </TableCell>
            <TableCell>{row.serviceName}</TableCell>
            <TableCell>{row.statusLabel}</TableCell>
            <TableCell>{row.paymentLabel}</TableCell>
            <TableCell>{`${formatDate(row.eventDate)}, ${row.slot}`}</TableCell>
            <TableCell>{row.city}</TableCell>
            <TableCell>{row.customerName}</TableCell>
            <TableCell>{row.customerPhone}</TableCell>
            <TableCell>{formatRupees(row.total)}</TableCell>
            <TableCell>{row.providerName ?? 'Unassigned'}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
