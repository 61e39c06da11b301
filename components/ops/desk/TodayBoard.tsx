import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { ORDER_STATUS, ORDER_STATUS_LABEL } from '../../../lib/constants';
import { OUTSIDE_REASON } from '../../../lib/contracts/availabilityText';
import type { TodayBoard as Board } from '../../../lib/contracts/opsDesk';
import { formatDate, formatDateTime, formatRupees } from '../../../lib/format';
import Link from '../../common/Link';
import { durationLabel } from '../../../lib/chat/firstResponse';
import FailedJobs from './FailedJobs';
import NotArrivedAlerts from './NotArrivedAlerts';

/** Statuses in the order of an order's life, the columns of the days table. */
const STATUS_COLUMNS = [
  ORDER_STATUS.AWAITING_PAYMENT,
  ORDER_STATUS.BOOKED,
  ORDER_STATUS.ACCEPTED,
  ORDER_STATUS.IN_PROGRESS,
  ORDER_STATUS.COMPLETED,
  ORDER_STATUS.CANCELLED,
  ORDER_STATUS.EXPIRED,
];

/** Integer paise as rupees ("₹1,250"). */
const paise = (amount: number) => formatRupees(amount / 100);

/** A titled block of the board with its count. */
function Section({ title, count, children }: { title: string; count: number; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 2 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {title} <Chip size="small" label={count} color={count > 0 ? 'primary' : 'default'} />
      </Typography>
      {children}
    </Paper>
  );
}

/** The sign-in an alert is about. */
const SIGN_IN_LABEL: Record<Board['signInAlerts'][number]['purpose'], string> = {
  customer: 'Customer sign-in',
  staff: 'Console sign-in',
  partner: 'Partner sign-in',
};
/** What strangers used up: the number stays usable from its known devices (server/auth/otp). */
const ALERT_BUDGET_LABEL: Record<Board['signInAlerts'][number]['budget'], string> = {
  sends: 'too many codes requested by other devices',
  guesses: 'too many wrong codes from other devices',
};

/** "None" in a section with nothing to do. */
const Nothing = () => <Typography color="text.secondary">None.</Typography>;

/**
 * "Needs a provider", the board's first list: paid orders with nobody assigned whose slot has started (late, listed
 * first by the server, marked, and an alert above) or starts within 48 hours, each linking to its order page.
 */
function NeedsProvider({ orders }: { orders: Board['unassigned'] }) {
  const late = orders.filter((order) => order.late).length;
  const queued = orders.filter((order) => order.reason).length;
  return (
    <Section title="Needs a provider" count={orders.length}>
      {queued > 0 && (
        <Alert severity="warning" data-testid="queued-alert" sx={{ mb: 1 }}>
          {queued === 1 ? '1 order' : `${queued} orders`} found no free provider: assign one by hand.
        </Alert>
      )}
      {late > 0 && (
        <Alert severity="error" data-testid="late-alert" sx={{ mb: 1 }}>
          {late === 1 ? '1 order has' : `${late} orders have`} started with nobody assigned: assign a provider or call the customer now.
        </Alert>
      )}
      {orders.length === 0 ? (
        <Typography color="text.secondary">Nobody is missing in the next 48 hours.</Typography>
      ) : (
        <Table size="small" aria-label="Orders that need a provider">
          <TableHead>
            <TableRow>
              <TableCell>Order</TableCell>
              <TableCell>Service</TableCell>
              <TableCell>Slot</TableCell>
              <TableCell>City</TableCell>
              <TableCell>Status</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {orders.map((order) => (
              <TableRow key={order._id} data-testid="unassigned-order">
                <TableCell>
                  <Link href={`/ops/orders/${order._id}`}>{order.orderNumber}</Link>
                </TableCell>
                <TableCell>
                  {order.service}
                  {order.reason && (
                    <Typography variant="body2" color="error" data-testid="unassigned-reason">
                      {order.reason}
                    </Typography>
                  )}
                </TableCell>
                <TableCell>
                  {formatDate(order.eventDate)}, {order.slotLabel}
                </TableCell>
                <TableCell>{order.city ?? ''}</TableCell>
                <TableCell>
                  {order.late ? <Chip size="small" color="error" label="Late" /> : <Chip size="small" color="warning" label="Unassigned" />}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Section>
  );
}

/**
 * "Outside their provider's hours": assigned jobs their provider's change of availability (hours, time off,
 * pincodes) left outside. They stay assigned until operations reassign them from the order page, so a warning
 * shows while any is listed.
 */
function OutsideHours({ jobs }: { jobs: Board['outsideHours'] }) {
  return (
    <Section title="Outside their provider's hours" count={jobs.length}>
      {jobs.length === 0 ? (
        <Nothing />
      ) : (
        <>
          <Alert severity="warning" data-testid="outside-hours-alert" sx={{ mb: 1 }}>
            {jobs.length === 1 ? '1 job falls' : `${jobs.length} jobs fall`} outside the provider&apos;s new availability: reassign{' '}
            {jobs.length === 1 ? 'it' : 'them'}.
          </Alert>
          <Table size="small" aria-label="Jobs outside their provider's hours">
            <TableHead>
              <TableRow>
                <TableCell>Order</TableCell>
                <TableCell>Slot</TableCell>
                <TableCell>Provider</TableCell>
                <TableCell>Why</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {jobs.map((job) => (
                <TableRow key={job.orderId} data-testid="outside-hours-job">
                  <TableCell>
                    <Link href={`/ops/orders/${job.orderId}`}>{job.orderNumber}</Link>
                  </TableCell>
                  <TableCell>
                    {formatDate(job.date)}, {job.slotLabel}
                  </TableCell>
                  <TableCell>{job.providerName}</TableCell>
                  <TableCell>{OUTSIDE_REASON[job.reason]}</TableCell>
                  <TableCell align="right">
                    <Link href={`/ops/orders/${job.orderId}`} aria-label={`Reassign ${job.orderNumber}`}>
                      Reassign
                    </Link>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </>
      )}
    </Section>
  );
}

/**
 * The Today board: first the jobs whose provider has not arrived 15 minutes after the start, then the orders that need a provider (late ones first, marked, with an
 * alert; then those starting within 48 hours; each linking to its order page), the jobs outside their provider's new
 * availability (to reassign), orders by status for today and the next 7 days, payments awaiting capture, refunds
 * pending or failed, new enquiries (linked to /ops/enquiries when `canOpenEnquiries`), sign-in code alerts of the
 * last day (the number only by its keyed reference), and background work that failed for good ("Try again" when
 * `canRetryJobs`: admins).
 */
export default function TodayBoard({
  board,
  canOpenEnquiries,
  canRetryJobs = false,
}: {
  board: Board;
  canOpenEnquiries: boolean;
  canRetryJobs?: boolean;
}) {
  return (
    <Stack spacing={3}>
      <NotArrivedAlerts alerts={board.notArrived} />
      <NeedsProvider orders={board.unassigned} />
      <OutsideHours jobs={board.outsideHours} />

      <Section title="Orders by day" count={board.days.reduce((sum, day) => sum + day.total, 0)}>
        <Table size="small" aria-label="Orders by day and status">
          <TableHead>
            <TableRow>
              <TableCell>Day</TableCell>
              {STATUS_COLUMNS.map((status) => (
                <TableCell key={status} align="right">
                  {ORDER_STATUS_LABEL[status]}
                </TableCell>
              ))}
              <TableCell align="right">Total</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {board.days.map((day) => (
              <TableRow key={day.date} data-testid="day-row" selected={day.date === board.today}>
                <TableCell component="th" scope="row">
                  {day.date === board.today ? 'Today' : formatDate(day.date)}
                </TableCell>
                {STATUS_COLUMNS.map((status) => (
                  <TableCell key={status} align="right">
                    {day.counts.find((c) => c.status === status)?.count ?? 0}
                  </TableCell>
                ))}
                <TableCell align="right">{day.total}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Section>

      <Section title="Payments awaiting capture" count={board.awaitingCapture.count}>
        {board.awaitingCapture.items.length === 0 ? (
          <Nothing />
        ) : (
          <Table size="small" aria-label="Payments awaiting capture">
            <TableBody>
              {board.awaitingCapture.items.map((item) => (
                <TableRow key={item._id}>
                  <TableCell>
                    <Link href={`/ops/orders/${item.orderId}`}>{item.orderNumber}</Link>
                  </TableCell>
                  <TableCell>{item.kind}</TableCell>
                  <TableCell>{item.provider}</TableCell>
                  <TableCell align="right">{paise(item.amountPaise)}</TableCell>
                  <TableCell>{formatDateTime(item.createdAt)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </Section>

      <Section title="Refunds pending or failed" count={board.refunds.count}>
        {board.refunds.items.length === 0 ? (
          <Nothing />
        ) : (
          <Table size="small" aria-label="Refunds pending or failed">
            <TableBody>
              {board.refunds.items.map((item) => (
                <TableRow key={item._id} data-testid="refund-row">
                  <TableCell>
                    <Link href={`/ops/orders/${item.orderId}`}>{item.orderNumber}</Link>
                  </TableCell>
                  <TableCell>
                    {item.status}
                    {item.flagged && <Chip size="small" color="error" label="Needs operations" sx={{ ml: 1 }} />}
                  </TableCell>
                  <TableCell>{item.reason}</TableCell>
                  <TableCell align="right">{paise(item.amountPaise)}</TableCell>
                  <TableCell>{formatDateTime(item.createdAt)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </Section>

      <Section title="Support first response today" count={board.supportFirstResponse.counted}>
        {/* customer messages sent within 09:00-21:00 IST today; target 15 minutes */}
        <Stack direction="row" spacing={3} sx={{ flexWrap: 'wrap' }} data-testid="first-response">
          <Typography>
            Median:{' '}
            <strong>
              {board.supportFirstResponse.medianSeconds === null ? '–' : durationLabel(board.supportFirstResponse.medianSeconds)}
            </strong>
          </Typography>
          <Typography>
            Within 15 min:{' '}
            <strong>
              {board.supportFirstResponse.withinTargetShare === null
                ? '–'
                : `${Math.round(board.supportFirstResponse.withinTargetShare * 100)}%`}
            </strong>
          </Typography>
          <Typography>
            Answered: {board.supportFirstResponse.answered} of {board.supportFirstResponse.counted}
          </Typography>
          <Typography>
            <Link href="/ops/chat">Waiting now: {board.supportFirstResponse.waitingNow}</Link>
          </Typography>
        </Stack>
      </Section>

      <Section title="New enquiries" count={board.newEnquiries.count}>
        {board.newEnquiries.items.length === 0 ? (
          <Nothing />
        ) : (
          <Stack spacing={1}>
            {board.newEnquiries.items.map((lead) => (
              <Typography key={lead._id} data-testid="new-enquiry">
                {canOpenEnquiries ? <Link href="/ops/enquiries?status=new">{lead.reference}</Link> : lead.reference} · {lead.guests} guests
                · {lead.city} · {formatDate(lead.eventDate)}
              </Typography>
            ))}
          </Stack>
        )}
      </Section>

      <Section title="Sign-in code alerts, last 24 hours" count={board.signInAlerts.length}>
        {board.signInAlerts.length === 0 ? (
          <Nothing />
        ) : (
          <Stack spacing={1}>
            {board.signInAlerts.map((alert) => (
              <Typography key={`${alert.phoneRef}:${alert.purpose}:${alert.budget}:${alert.at}`} data-testid="sign-in-alert">
                {SIGN_IN_LABEL[alert.purpose]} · {ALERT_BUDGET_LABEL[alert.budget]} · number ref {alert.phoneRef} ·{' '}
                {formatDateTime(alert.at)}
              </Typography>
            ))}
          </Stack>
        )}
      </Section>

      <Section title="Background work that failed" count={board.failedJobs.count}>
        <FailedJobs jobs={board.failedJobs.items} canRetry={canRetryJobs} />
      </Section>
    </Stack>
  );
}
