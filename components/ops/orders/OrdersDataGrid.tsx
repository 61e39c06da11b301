import { useMemo } from 'react';
import { DataGrid, type GridColDef, type GridPaginationModel, type GridSortModel } from '@mui/x-data-grid';
import { OPS_ORDER_SORTS, type OpsOrderRow, type OpsOrderSort } from '../../../lib/opsOrders';
import { formatDate, formatRupees } from '../../../lib/format';
import Link from '../../common/Link';
import type { OrdersTableProps } from './OrdersGrid';

const SORTABLE = new Set<string>(OPS_ORDER_SORTS);

/** The board's columns (only those the server sorts by are sortable). */
const COLUMNS: GridColDef<OpsOrderRow>[] = (
  [
    {
      field: 'orderNumber',
      headerName: 'Order',
      width: 120,
      renderCell: ({ row }: { row: OpsOrderRow }) => <Link href={`/ops/orders/${row._id}`}>{row.orderNumber}</Link>,
    },
    { field: 'serviceName', headerName: 'Service', width: 150 },
    { field: 'status', headerName: 'Status', width: 120, valueFormatter: (_value: number, row: OpsOrderRow) => row.statusLabel },
    { field: 'paymentLabel', headerName: 'Payment', width: 140 },
    {
      field: 'eventDate',
      headerName: 'Slot',
      width: 190,
      valueFormatter: (_value: string, row: OpsOrderRow) => `${formatDate(row.eventDate)}, ${row.slot}`,
    },
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

/**
 * The board as an MUI X Data Grid (issue 22: a well-kept library's table), paged and sorted on the server
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
      columns={COLUMNS}
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
      sx={{ minHeight: 420 }}
    />
  );
}
