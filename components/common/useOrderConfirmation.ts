import { useState } from 'react';
import { clearLogin } from '../../lib/browserSession';
import { ApiError } from '../../services/errors';
import type { OrderDetails } from '../../services/orders';
import { useSessionUi } from '../auth/SessionUi';

/**
 * The Confirm step of a checkout: sends the order once per tap, keeps the placed order for the
 * confirmation popup, and turns failures into what the customer sees: the server's message (with its
 * status, e.g. 409 when the price changed), a login popup when the session has expired, or a
 * connection message.
 */
export function useOrderConfirmation() {
  const { openLogin } = useSessionUi();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ text: string; status: number | null } | null>(null);
  const [placed, setPlaced] = useState<OrderDetails | null>(null);

  const submit = async (send: () => Promise<OrderDetails>) => {
    setBusy(true);
    setError(null);
    try {
      setPlaced(await send());
    } catch (caught) {
      if (caught instanceof ApiError && caught.status === 401) {
        clearLogin();
        openLogin();
      } else if (caught instanceof ApiError) {
        setError({ text: caught.message, status: caught.status });
      } else {
        setError({ text: 'Could not place your order. Please check your connection and try again.', status: null });
      }
    } finally {
      setBusy(false);
    }
  };

  return { busy, error, placed, submit };
}
