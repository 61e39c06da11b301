import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { AccountRefund } from '../../lib/contracts/accountRefunds';
import { formatDate, formatRupees } from '../../lib/format';
import { useAccountRefundsQuery } from '../../store/userApi';
import QueryFallback from '../common/QueryFallback';
import RouterLink from '../common/RouterLink';
import { orderPagePath } from '../../lib/routes';

/** The id of the section, the target of the account's "Refunds" link. */
export const REFUNDS_SECTION_ID = 'refunds';

/** One refund: amount and status, the order it belongs to, its dates and the references to quote. */
function RefundCard({ refund }: { refund: AccountRefund }) {
  return (
    <Paper variant="outlined" component="li" sx={{ p: 2, listStyle: 'none' }} data-testid="account-refund">
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 700 }}>{formatRupees(refund.amount)}</Typography>
        <Typography data-refund-status={refund.status}>{refund.statusLabel}</Typography>
      </Box>
      <Typography variant="body2">
        {refund.service}, order <RouterLink href={orderPagePath(refund.orderId)}>{refund.orderNumber}</RouterLink>
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {refund.processedAt ? `Refunded on ${formatDate(refund.processedAt)}` : `Requested on ${formatDate(refund.createdAt)}`}
      </Typography>
      {refund.bankReference && <Typography variant="body2">Bank reference: {refund.bankReference}</Typography>}
      {refund.gatewayReference && <Typography variant="body2">Gateway reference: {refund.gatewayReference}</Typography>}
    </Paper>
  );
}

/**
 * "Refunds" of /accounts: every refund of the customer's orders, newest first (`GET /api/user/refunds`),
 * with the amount in rupees, where it stands, the order, the date and the bank's reference once it has one. The
 * account's "Refunds" link points here.
 */
export default function AccountRefunds() {
  const query = useAccountRefundsQuery();
  return (
    <Box component="section" id={REFUNDS_SECTION_ID} sx={{ mt: 3, scrollMarginTop: 16 }} aria-labelledby="refunds-title">
      <Typography id="refunds-title" component="h2" variant="h3" sx={{ mb: 1 }}>
        Refunds
      </Typography>
      {!query.data ? (
        <QueryFallback query={query} loading="Loading your refunds…" failure="Could not load your refunds. Please try again." />
      ) : query.data.length === 0 ? (
        <Typography>No refunds. When money goes back to you, it is listed here.</Typography>
      ) : (
        <>
          <Box component="ul" sx={{ display: 'grid', gap: 1.5, m: 0, p: 0 }}>
            {query.data.map((refund) => (
              <RefundCard key={refund._id} refund={refund} />
            ))}
          </Box>
          <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
            Refunds reach your original payment method in 5-7 working days.
          </Typography>
        </>
      )}
    </Box>
  );
}
