import { useMemo } from 'react';
import { DataGrid, type GridColDef, type GridPaginationModel, type GridSortModel } from '@mui/x-data-grid';
import { OPS_ORDER_SORTS, type OpsOrderRow, type OpsOrderSort } from '../../../lib/opsOrders';
import { formatDate, formatRupees } from '../../../lib/format';
import Link from '../../common/Link';
import type { OrdersTableProps } from './OrdersGrid';

const SORTABLE = new Set<string>(OPS_ORDER_SORTS);

/**
 * The board's columns (only those the server sorts by are sortable). Each has a least width its content needs and a
 * share of the rest (`flex`): the least widths add up to 1,180 px, so all twelve show side by side on a 1366 px
 * screen (the console's board takes the window's width), and on a narrower one the grid scrolls inside its own box.
 */
export const ORDERS_COLUMNS: GridColDef<OpsOrderRow>[] = (
  [
    {
      field: 'orderNumber',
      headerName: 'Order',
      minWidth: 100,
      flex: 1,
      renderCell: ({ row }: { row: OpsOrderRow }) => <Link href={`/ops/orders/${row._id}`}>{row.orderNumber}</Link>,
    },
    { field: 'serviceName', headerName: 'Service', minWidth: 120, flex: 1.2 },
    { field: 'status', headerName: 'Status', minWidth: 95, flex: 1, valueFormatter: (_value: number, row: OpsOrderRow) => row.statusLabel },
    { field: 'paymentLabel', headerName: 'Payment', minWidth: 110, flex: 1.1 },
    {
      field: 'eventDate',
      headerName: 'Slot',
      minWidth: 200,
      flex: 2,
      valueFormatter: (_value: string, row: OpsOrderRow) => `${formatDate(row.eventDate)}, ${row.slot}`,
    },
    { field: 'city', headerName: 'City', minWidth: 80, flex: 0.8 },
    {
      field: 'customerName',
      headerName: 'Customer',
      minWidth: 115,
      flex: 1.2,
      renderCell: ({ row }: { row: OpsOrderRow }) => (
        <Link href={`/ops/customers/${row.customerId}`}>{row.customerName || 'Customer'}</Link>
      ),
    },
    { field: 'customerPhone', headerName: 'Phone', minWidth: 105, flex: 1 },
    {
      field: 'total',
      headerName: 'Total',
      minWidth: 75,
      flex: 0.8,
      type: 'number' as const,
      valueFormatter: (value: number) => formatRupees(value),
    },
    {
      field: 'amountPaid',
      headerName: 'Paid',
      minWidth: 75,
      flex: 0.8,
      type: 'number' as const,
      valueFormatter: (value: number) => formatRupees(value),
    },
    {
      field: 'providerName',
      headerName: 'Provider',
      minWidth: 110,
      flex: 1.1,
      valueFormatter: (value: string | null) => value ?? 'Unassigned',
    },
    { field: 'createdAt', headerName: 'Placed', minWidth: 95, flex: 1, valueFormatter: (value: string) => formatDate(value) },
  ] satisfies GridColDef<OpsOrderRow>[]
).map((column) => ({ ...column, sortable: SORTABLE.has(column.field) }) as GridColDef<OpsOrderRow>);

/**
 * The board as an MUI X Data Grid (a well-kept library's table), paged and sorted on the server
 * (`paginationMode`/`sortingMode` "server"): a page or sort change calls back, and the board asks the API.
 * Loaded on demand by OrdersGrid (its own chunk, never in customer bundles).
 */
export default function OrdersDataGrid({ page, sort, dir, loading, onPage, onSort }: OrdersTableProps) {
  // The models keep their identity while the values stay: the grid re-applies a new model object on every render,
  // and a re-applied sort model counts as a sort change, which sends the grid back to its first page (and the
  // board's URL to page 1) right after every step to another page.
  const sortModel: GridSortModel = useMemo(() => [{ field: sort, sort: dir }], [sort, dir]);
  const paginationModel: GridPaginationModel = useMemo(
    () => ({ page: page.page - 1, pageSize: page.pageSize }),
    [page.page, page.pageSize],
  );
  return (
    <DataGrid
      aria-label="Orders"
      rows={page.rows}
      columns={ORDERS_COLUMNS}
      getRowId={(row) => row._id}
      rowCount={page.total}
      loading={loading}
      paginationMode="server"
      sortingMode="server"
      filterMode="server"
      disableColumnFilter
      disableRowSelectionOnClick
      localeText={{ noRowsLabel: 'No orders match' }}
      pageSizeOptions={[25, 50, 100]}
      paginationModel={paginationModel}
      onPaginationModelChange={(model: GridPaginationModel) => onPage(model.page + 1, model.pageSize)}
      sortModel={sortModel}
      onSortModelChange={(model: GridSortModel) => {
        const first = model[0];
        // a third click clears the sort: back to the default, newest first
        if (!first || !first.sort) onSort('createdAt', 'desc');
        else onSort(first.field as OpsOrderSort, first.sort);
      }}
      sx={{ minHeight: 420, width: '100%' }}
    />
  );
}
