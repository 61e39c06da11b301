import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import type { CSSProperties } from 'react';
import type { DispatchJob } from '../../../lib/contracts/opsDispatch';
import { formatTime } from '../../../lib/format';
import Link from '../../common/Link';
import { statusColor } from './dispatchPaths';

/**
 * One job on the calendar: a block linking to the order page, with the order number, service, status and the
 * job's window (IST). `sx` styles it; `style` places it (the day view's left and width on the hours, one per block).
 */
export default function DispatchJobBlock({ job, sx, style }: { job: DispatchJob; sx?: SxProps<Theme>; style?: CSSProperties }) {
  const color = statusColor(job.status);
  const when = `${formatTime(job.startsAt)} – ${formatTime(job.endsAt)}`;
  return (
    <Box
      data-testid="dispatch-job"
      style={style}
      title={`${job.orderNumber} · ${job.serviceName} · ${job.statusLabel} · ${when}`}
      sx={[
        {
          borderLeft: 4,
          borderColor: `${color}.main`,
          // a tinted block with the theme's text colour: readable whatever the status colour
          bgcolor: 'action.hover',
          color: 'text.primary',
          borderRadius: 1,
          px: 0.75,
          py: 0.25,
          overflow: 'hidden',
          minWidth: 0,
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <Link href={`/ops/orders/${job._id}`} color="inherit" underline="hover" sx={{ fontWeight: 700, fontSize: 13 }} noWrap>
        {job.orderNumber}
      </Link>
      <Typography variant="caption" component="p" noWrap>
        {job.serviceName} · {job.statusLabel}
      </Typography>
      <Typography variant="caption" component="p" noWrap>
        {when}
      </Typography>
    </Box>
  );
}
