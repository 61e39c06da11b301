import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { AccountRefund } from '../../lib/contracts/accountRefunds';
import { ORDER_TYPE_LABEL } from '../../lib/constants';
import { formatRupees } from '../../lib/format';
import { useAccountRefundsQuery } from '../../store/userApi';
import QueryFallback from '../common/QueryFallback';
import RouterLink from '../common/RouterLink';
import { useFormat } from '../i18n/useFormat';
import { useT } from '../i18n/I18nProvider';
import { orderPagePath } from '../../lib/routes';

/** The id of the section, the target of the account's "Refunds" link. */
export const REFUNDS_SECTION_ID = 'refunds';

/** The order type of a customer-facing service name ("Chef for Party" -> 2), for its name in the page's language. */
const ORDER_TYPE_OF_LABEL = new Map<string, number>(Object.entries(ORDER_TYPE_LABEL).map(([type, label]) => [label, Number(type)]));

/**
 * One refund: amount and status, the order it belongs to, its dates and the references to quote. The server words the
 * status and the service in English: an English page shows them as sent, a Hindi one its own words for them.
 */
function RefundCard({ refund }: { refund: AccountRefund }) {
  const t = useT('account');
  const format = useFormat();
  const english = format.locale === 'en';
  const type = ORDER_TYPE_OF_LABEL.get(refund.service);
  const service = english || type === undefined ? refund.service : t(`refunds.service.${type}`);
  return (
    <Paper variant="outlined" component="li" sx={{ p: 2, listStyle: 'none' }} data-testid="account-refund">
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 700 }}>{formatRupees(refund.amount)}</Typography>
        <Typography data-refund-status={refund.status}>{english ? refund.statusLabel : t(`refunds.status.${refund.status}`)}</Typography>
      </Box>
      <Typography variant="body2">
        {t.rich('refunds.order', {
          service,
          number: refund.orderNumber,
          link: (chunks) => <RouterLink href={orderPagePath(refund.orderId)}>{chunks}</RouterLink>,
        })}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {refund.processedAt
          ? t('refunds.refundedOn', { date: format.date(refund.processedAt) })
          : t('refunds.requestedOn', { date: format.date(refund.createdAt) })}
      </Typography>
      {refund.bankReference && <Typography variant="body2">{t('refunds.bankReference', { reference: refund.bankReference })}</Typography>}
      {refund.gatewayReference && (
        <Typography variant="body2">{t('refunds.gatewayReference', { reference: refund.gatewayReference })}</Typography>
      )}
    </Paper>
  );
}

/**
 * "Refunds" of /accounts: every refund of the customer's orders, newest first (`GET /api/user/refunds`),
 * with the amount in rupees, where it stands, the order, the date and the bank's reference once it has one. The
 * account's "Refunds" link points here. Texts: the `account` domain.
 */
export default function AccountRefunds() {
  const t = useT('account');
  const query = useAccountRefundsQuery();
  return (
    <Box component="section" id={REFUNDS_SECTION_ID} sx={{ mt: 3, scrollMarginTop: 16 }} aria-labelledby="refunds-title">
      <Typography id="refunds-title" component="h2" variant="h3" sx={{ mb: 1 }}>
        {t('refunds.title')}
      </Typography>
      {!query.data ? (
        <QueryFallback query={query} loading={t('refunds.loading')} failure={t('refunds.failed')} />
      ) : query.data.length === 0 ? (
        <Typography>{t('refunds.empty')}</Typography>
      ) : (
        <>
          <Box component="ul" sx={{ display: 'grid', gap: 1.5, m: 0, p: 0 }}>
            {query.data.map((refund) => (
              <RefundCard key={refund._id} refund={refund} />
            ))}
          </Box>
          <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
            {t('refunds.timing')}
          </Typography>
        </>
      )}
    </Box>
  );
}
