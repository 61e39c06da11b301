import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { ModerationPage } from '../../../lib/contracts/opsDesk';
import { formatDate, formatDateTime } from '../../../lib/format';
import RouterLink from '../../common/RouterLink';
import HideReviewDialog from './HideReviewDialog';
import OpsNoticeBar from './OpsNoticeBar';
import Pager, { hrefWith } from './Pager';
import { useOpsReviewModerateMutation } from '../../../store/console/opsApi';
import { useOpsAction } from './useOpsAction';

/**
 * Review moderation: every review newest first (tabs: all, shown, hidden) with its text as
 * the customer wrote it (never editable here); admins and operations (`canModerate`) hide one with a reason or show
 * it again. The reason appears only when the server sent it (admins).
 */
export default function ReviewsModeration({
  result,
  visibility,
  canModerate,
}: {
  result: ModerationPage;
  visibility: 'shown' | 'hidden' | null;
  canModerate: boolean;
}) {
  const { busy, notice, run } = useOpsAction();
  const [moderate] = useOpsReviewModerateMutation();
  const [hiding, setHiding] = useState<string | null>(null);
  return (
    <Stack spacing={2}>
      <Tabs value={visibility ?? 'all'} aria-label="Review visibility">
        <Tab value="all" label="All" component={RouterLink} href="/ops/reviews" />
        <Tab value="shown" label="Shown" component={RouterLink} href={hrefWith('/ops/reviews', { visibility: 'shown' })} />
        <Tab value="hidden" label="Hidden" component={RouterLink} href={hrefWith('/ops/reviews', { visibility: 'hidden' })} />
      </Tabs>
      <OpsNoticeBar notice={notice} />
      {result.reviews.length === 0 && <Typography color="text.secondary">No reviews here.</Typography>}
      {result.reviews.map((review) => (
        <Paper key={review._id} variant="outlined" component="article" sx={{ p: 2 }} data-testid="moderated-review">
          <Stack spacing={1}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography sx={{ fontWeight: 700 }}>{'★'.repeat(review.rating)}</Typography>
              <Typography variant="body2">
                {review.reviewer} · {review.service} · order {review.orderNumber} · {formatDate(review.createdAt)}
              </Typography>
              {review.hidden && <Chip size="small" color="warning" label="Hidden" />}
            </Stack>
            <Typography sx={{ whiteSpace: 'pre-wrap' }}>{review.text}</Typography>
            {review.hidden && (
              <Typography variant="body2" color="text.secondary">
                Hidden {review.hiddenAt ? formatDateTime(review.hiddenAt) : ''}
                {review.hiddenBy ? ` by ${review.hiddenBy}` : ''}
                {review.hiddenReason ? ` · Reason: ${review.hiddenReason}` : ''}
              </Typography>
            )}
            {canModerate && (
              <div>
                {review.hidden ? (
                  <Button size="small" disabled={busy} onClick={() => void run(moderate({ id: review._id, body: { hidden: false } }))}>
                    Show again
                  </Button>
                ) : (
                  <Button size="small" color="error" disabled={busy} onClick={() => setHiding(review._id)}>
                    Hide
                  </Button>
                )}
              </div>
            )}
          </Stack>
        </Paper>
      ))}
      <Pager path="/ops/reviews" params={{ visibility }} page={result.page} pageSize={result.pageSize} total={result.total} />
      {hiding && (
        <HideReviewDialog
          busy={busy}
          onHide={(reason) => run(moderate({ id: hiding, body: { hidden: true, reason } }))}
          onClose={() => setHiding(null)}
        />
      )}
    </Stack>
  );
}
