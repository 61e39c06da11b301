import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { FailedJob } from '../../../lib/contracts/opsDesk';
import { formatDateTime } from '../../../lib/format';
import { useOpsJobRetryMutation } from '../../../store/console/opsApi';
import Link from '../../common/Link';
import OpsNoticeBar from './OpsNoticeBar';
import { useOpsAction } from './useOpsAction';

/** The failed jobs' table; a "Try again" button on each row when `onRetry` is given. */
function FailedJobsTable({ jobs, onRetry, busy = false }: { jobs: FailedJob[]; onRetry?: (id: string) => void; busy?: boolean }) {
  return (
    <Table size="small" aria-label="Background work that failed">
      <TableHead>
        <TableRow>
          <TableCell>Work</TableCell>
          <TableCell>Failed</TableCell>
          <TableCell align="right">Tries</TableCell>
          <TableCell>Last error</TableCell>
          <TableCell>Order</TableCell>
          {onRetry && <TableCell />}
        </TableRow>
      </TableHead>
      <TableBody>
        {jobs.map((job) => (
          <TableRow key={job._id} data-testid="failed-job">
            <TableCell>
              {job.label}
              {job.label !== job.kind && (
                <Typography variant="caption" component="div" color="text.secondary">
                  {job.kind}
                </Typography>
              )}
            </TableCell>
            <TableCell>{formatDateTime(job.failedAt)}</TableCell>
            <TableCell align="right">{job.attempts}</TableCell>
            <TableCell>{job.error ?? '—'}</TableCell>
            <TableCell>
              {job.orderId && job.orderNumber ? <Link href={`/ops/orders/${job.orderId}`}>{job.orderNumber}</Link> : ''}
            </TableCell>
            {onRetry && (
              <TableCell align="right">
                <Button size="small" disabled={busy} onClick={() => onRetry(job._id)} aria-label={`Try ${job.label} again`}>
                  Try again
                </Button>
              </TableCell>
            )}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** The table with "Try again" (POST /api/ops/jobs/{id}/retry, audited there); the page reloads after a retry. */
function RetryableFailedJobs({ jobs }: { jobs: FailedJob[] }) {
  const { busy, notice, run } = useOpsAction();
  const [retry] = useOpsJobRetryMutation();
  return (
    <>
      <OpsNoticeBar notice={notice} />
      <FailedJobsTable jobs={jobs} busy={busy} onRetry={(id) => void run(retry(id))} />
    </>
  );
}

/**
 * "Background work that failed": jobs whose tries are used up (a missing tax invoice, a payout nobody checks), newest
 * first, each with its last error and its order; "Try again" on each for `canRetry` (admins), read-only otherwise.
 */
export default function FailedJobs({ jobs, canRetry }: { jobs: FailedJob[]; canRetry: boolean }) {
  if (jobs.length === 0) return <Typography color="text.secondary">Nothing failed.</Typography>;
  return canRetry ? <RetryableFailedJobs jobs={jobs} /> : <FailedJobsTable jobs={jobs} />;
}
