import Button from '@mui/material/Button';
import type { OpsOrderView } from '../../../lib/contracts/opsOrders';
import Link from '../../common/Link';

/**
 * "Open order chat" on the console's order page (support is a member of every order room):
 * a link to the order's room in the console chat (`/ops/chat?room=`), where support reads it unmasked and writes
 * as support. Nothing while the order has no room (not paid or no provider assigned).
 */
export default function OrderChatLink({ view }: { view: Pick<OpsOrderView, 'chatRoomId'> }) {
  if (!view.chatRoomId) return null;
  return (
    <Button
      component={Link}
      href={`/ops/chat?room=${encodeURIComponent(view.chatRoomId)}`}
      variant="outlined"
      sx={{ alignSelf: 'flex-start' }}
    >
      Open order chat
    </Button>
  );
}
