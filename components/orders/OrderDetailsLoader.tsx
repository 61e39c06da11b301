import { useState } from 'react';
import { ApiError, NetworkError } from '../../services/errors';
import { fetchOrder } from '../../services/orders';
import LoadError from './LoadError';
import LoadingText from './LoadingText';
import OrderDetailsView from './OrderDetailsView';
import OrderNotFound from './OrderNotFound';
import { useOrdersRequest } from './useOrdersRequest';

/**
 * Loads one of the customer's orders and shows it; "not found" for an unknown id (404, or 400 for a
 * malformed one), an error with "Try again" otherwise. After a cancel it shows the returned order
 * and the API's message. Mount only while logged in, keyed by `id`.
 */
export default function OrderDetailsLoader({ id }: { id: string }) {
  const { state, retry, replace } = useOrdersRequest(id, fetchOrder);
  const [notice, setNotice] = useState('');

  if (state.phase === 'loading') return <LoadingText text="Loading your order…" />;
  if (state.phase === 'failed') {
    const { error } = state;
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return <OrderNotFound />;
    const message = error instanceof NetworkError ? error.message : 'We could not load this order. Please try again in a moment.';
    return <LoadError message={message} onRetry={retry} />;
  }
  return (
    <OrderDetailsView
      order={state.data}
      notice={notice}
      onCancelled={(answer) => {
        replace(answer.order);
        setNotice(answer.message);
      }}
    />
  );
}
