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
import { MESSAGE_CHANNELS, MESSAGE_STATUSES, type MessagePage } from '../../../lib/contracts/opsDesk';
import { formatDateTime } from '../../../lib/format';
import OpsNoticeBar from './OpsNoticeBar';
import Pager from './Pager';
import { useOpsMessageRetryMutation } from '../../../store/console/opsApi';
import { useOpsAction } from './useOpsAction';

/** What the retry column says of a message's retry. */
const retryText = (retry: string | null) => (retry === null ? '' : retry === 'pending' ? 'Retry pending' : `Retried: ${retry}`);

/**
 * The messages outbox: filtered by status and channel (a GET form, paged on the server),
 * newest first, the recipient as the server sent it (masked except for admins), and Retry for a failed message the
 * console can send again (once; POST /api/ops/messages/{id}/retry, audited there) when `canRetry` (admins and
 * operations); support reads the outbox and is told who retries.
 */
export default function MessagesOutbox({
  result,
  filters,
  canRetry,
}: {
  result: MessagePage;
  filters: { status: string | null; channel: string | null };
  canRetry: boolean;
}) {
  const { busy, notice, run } = useOpsAction();
  const [retry] = useOpsMessageRetryMutation();
  return (
    <Stack spacing={2}>
      <Stack component="form" method="get" action="/ops/messages" direction="row" spacing={2} role="search">
        <TextField name="status" label="Status" size="small" select defaultValue={filters.status ?? ''} sx={{ minWidth: 150 }}>
          <MenuItem value="">All</MenuItem>
          {MESSAGE_STATUSES.map((status) => (
            <MenuItem key={status} value={status}>
              {status}
            </MenuItem>
          ))}
        </TextField>
        <TextField name="channel" label="Channel" size="small" select defaultValue={filters.channel ?? ''} sx={{ minWidth: 150 }}>
          <MenuItem value="">All</MenuItem>
          {MESSAGE_CHANNELS.map((channel) => (
            <MenuItem key={channel} value={channel}>
              {channel}
            </MenuItem>
          ))}
        </TextField>
        <Button type="submit" variant="outlined">
          Filter
        </Button>
      </Stack>
      {!canRetry && (
        <Typography variant="body2" color="text.secondary" data-testid="messages-read-only">
          Support reads the outbox; admins and operations retry failed messages. Phone numbers are shown masked.
        </Typography>
      )}
      <OpsNoticeBar notice={notice} />
      {result.messages.length === 0 ? (
        <Typography color="text.secondary">No messages here.</Typography>
      ) : (
        <Table size="small" aria-label="Messages">
          <TableHead>
            <TableRow>
              <TableCell>When</TableCell>
              <TableCell>Channel</TableCell>
              <TableCell>Template</TableCell>
              <TableCell>Recipient</TableCell>
              <TableCell>Order</TableCell>
              <TableCell>Status</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {result.messages.map((message) => (
              <TableRow key={message._id} data-testid="message-row">
                <TableCell>{formatDateTime(message.createdAt)}</TableCell>
                <TableCell>{message.channel}</TableCell>
                <TableCell>{message.template ?? '—'}</TableCell>
                <TableCell>{message.recipient}</TableCell>
                <TableCell>{message.orderNumber ?? ''}</TableCell>
                <TableCell>
                  {message.status}
                  {message.error && (
                    <Typography variant="caption" component="div" color="text.secondary">
                      {message.error}
                    </Typography>
                  )}
                </TableCell>
                <TableCell>
                  {message.retryable && canRetry ? (
                    <Button size="small" disabled={busy} onClick={() => void run(retry(message._id))}>
                      Retry
                    </Button>
                  ) : (
                    retryText(message.retry)
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <Pager path="/ops/messages" params={filters} page={result.page} pageSize={result.pageSize} total={result.total} />
    </Stack>
  );
}
