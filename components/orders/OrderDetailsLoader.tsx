import { useState } from 'react';
import { useT } from '../i18n/I18nProvider';
import { failedWith } from '../../services/errors';
import { useOrderDetailsQuery } from '../../store/ordersApi';
import QueryFallback from '../common/QueryFallback';
import OrderDetailsView from './OrderDetailsView';
import OrderNotFound from './OrderNotFound';
import { useMeterRefresh } from './useMeterRefresh';

/**
 * Loads one of the customer's orders and shows it; "not found" for an unknown id (404, or 400 for a
 * malformed one), an error with "Try again" otherwise. After a cancel the cache holds the cancelled
 * order (tag `Order`) and the API's message is shown. The order is fetched again when its cancellation refund
 * drops and when the tab comes back. Mount only while logged in.
 */
export default function OrderDetailsLoader({ id }: { id: string }) {
  const t = useT('orders');
  const query = useOrderDetailsQuery(id, { refetchOnMountOrArgChange: true });
  const [notice, setNotice] = useState('');
  // the cancellation meter follows the clock without a reload
  useMeterRefresh(query.data?.cancellation?.nextChangeAt, query.refetch);

  if (!query.data) {
    if (failedWith(query.error, 404, 400)) return <OrderNotFound />;
    return <QueryFallback query={query} loading={t('details.loading')} failure={t('details.failed')} />;
  }
  return <OrderDetailsView order={query.data} notice={notice} onCancelled={setNotice} />;
}
