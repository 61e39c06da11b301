import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { AuditEntry, AuditPage } from '../../lib/contracts/ops';
import { formatDateTime } from '../../lib/format';
import Link from '../common/Link';
import DateRangeFields from './DateRangeFields';

/** The audit filters as the page's query string carries them (all optional). */
export type AuditFilters = Partial<Record<'actor' | 'order' | 'entityType' | 'entityId' | 'from' | 'to', string>>;

/**
 * A snapshot as short text for the table, the staff members' and providers' ids in it replaced by their names (own
 * keys only: a word such as "toString" in a snapshot is no id).
 */
const json = (value: unknown, names: Record<string, string>) =>
  value === null || value === undefined
    ? ''
    : JSON.stringify(value, (_key, item: unknown) => (typeof item === 'string' && Object.hasOwn(names, item) ? names[item] : item));

/** Who did it: a provider is marked as one (partner-app actions), staff by name, else the kind (API key, system). */
function actorText(entry: AuditEntry): string {
  if (!entry.actorName) return entry.actorKind;
  return entry.actorKind === 'provider' ? `${entry.actorName} (provider)` : entry.actorName;
}

/** What the line is about, as people know it: an order's number (linking to its page), a name, a reference; else type and id. */
function EntityCell({ entry }: { entry: AuditEntry }) {
  if (entry.entityLabel === null) return <>{`${entry.entityType} ${entry.entityId}`}</>;
  if (entry.entityType === 'order') return <Link href={`/ops/orders/${entry.entityId}`}>{entry.entityLabel}</Link>;
  return <>{`${entry.entityType}: ${entry.entityLabel}`}</>;
}

/** The audit page's URL for `filters` and `page`. */
function pageHref(filters: AuditFilters, page: number): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) params.set(key, value);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `/ops/audit?${query}` : '/ops/audit';
}

/**
 * The audit log: a filter form (actor: a staff member, a provider or any provider, the API key, the system;
 * order number; entity type and id; days; a plain GET form, so every filter is a shareable URL and the server does
 * the filtering and paging) and one page of lines, newest first, naming orders by number and people by name.
 */
export default function AuditTable({
  page,
  filters,
  actors,
}: {
  page: AuditPage;
  filters: AuditFilters;
  actors: { id: string; name: string; kind: 'staff' | 'provider' }[];
}) {
  const pages = Math.max(1, Math.ceil(page.total / page.pageSize));
  return (
    <Stack spacing={2}>
      <Stack
        component="form"
        method="get"
        action="/ops/audit"
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ flexWrap: 'wrap', alignItems: 'center' }}
        role="search"
        aria-label="Filter the audit log"
      >
        <TextField select name="actor" label="Actor" size="small" defaultValue={filters.actor ?? ''} sx={{ minWidth: 180 }}>
          <MenuItem value="">Everyone</MenuItem>
          <MenuItem value="api_key">API key</MenuItem>
          <MenuItem value="system">System</MenuItem>
          <MenuItem value="provider">Any provider</MenuItem>
          {actors.map((actor) => (
            <MenuItem key={actor.id} value={actor.id}>
              {actor.kind === 'provider' ? `${actor.name} (provider)` : actor.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          name="order"
          label="Order number"
          size="small"
          defaultValue={filters.order ?? ''}
          placeholder="PS-XXXXXX"
          slotProps={{ htmlInput: { maxLength: 9 } }}
        />
        <TextField name="entityType" label="Entity type" size="small" defaultValue={filters.entityType ?? ''} />
        <TextField name="entityId" label="Entity id" size="small" defaultValue={filters.entityId ?? ''} />
        <DateRangeFields from={filters.from} to={filters.to} fromLabel="From" toLabel="To" />
        <Button type="submit" variant="contained">
          Filter
        </Button>
      </Stack>
      <Typography variant="body2">
        {page.total} {page.total === 1 ? 'line' : 'lines'}, page {page.page} of {pages}
      </Typography>
      <Table size="small" aria-label="Audit log">
        <TableHead>
          <TableRow>
            <TableCell>When</TableCell>
            <TableCell>Actor</TableCell>
            <TableCell>Action</TableCell>
            <TableCell>Entity</TableCell>
            <TableCell>Before</TableCell>
            <TableCell>After</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {page.entries.map((entry) => (
            <TableRow key={entry._id} data-testid="audit-row">
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(entry.at)}</TableCell>
              <TableCell>{actorText(entry)}</TableCell>
              <TableCell>{entry.action}</TableCell>
              <TableCell>
                <EntityCell entry={entry} />
              </TableCell>
              <TableCell sx={{ fontFamily: 'monospace', fontSize: 12, wordBreak: 'break-all' }}>
                {json(entry.before, entry.names)}
              </TableCell>
              <TableCell sx={{ fontFamily: 'monospace', fontSize: 12, wordBreak: 'break-all' }}>{json(entry.after, entry.names)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Stack direction="row" spacing={2}>
        {page.page > 1 && <Link href={pageHref(filters, page.page - 1)}>Previous page</Link>}
        {page.page < pages && <Link href={pageHref(filters, page.page + 1)}>Next page</Link>}
      </Stack>
    </Stack>
  );
}
