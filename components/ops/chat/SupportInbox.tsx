import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRouter } from 'next/router';
import { useCallback, useEffect, useRef, useState } from 'react';
import { CANNED_REPLIES } from '../../../lib/chat/cannedReplies';
import { durationLabel, FIRST_RESPONSE_TARGET_SECONDS } from '../../../lib/chat/firstResponse';
import { CHAT_TEXT_MAX } from '../../../lib/chat/rules';
import { mergeMessage, withNewerShown } from '../../../lib/chat/mergeMessages';
import type { ChatMessageView } from '../../../lib/contracts/chat';
import type { InboxConversation, InboxQueue, InboxRoom } from '../../../lib/contracts/opsChat';
import { failureMessage, outcome } from '../../../store/console/api';
import {
  useLazyOpsChatQueueQuery,
  useLazyOpsChatRoomQuery,
  useOpsChatAssignMutation,
  useOpsChatSendMutation,
} from '../../../store/console/opsApi';
import Link from '../../common/Link';
import { INBOX_FALLBACK_POLL_MS, opsChatLive } from './opsChatLive';

export { INBOX_FALLBACK_POLL_MS };

/** Milliseconds the queue waits after a live event before it is read again (a burst of messages: one read). */
const QUEUE_REFRESH_DELAY_MS = 150;

const timeLabel = (iso: string) =>
  new Date(iso).toLocaleString('en-IN', { timeZone: 'Asia/Kolkata', hour: 'numeric', minute: '2-digit', day: 'numeric', month: 'short' });

/** "Waiting 12 min" of a room, or nothing when answered. */
function WaitingChip({ room, now }: { room: InboxRoom; now: number }) {
  if (!room.waitingSince) return null;
  const seconds = (now - new Date(room.waitingSince).getTime()) / 1000;
  return (
    <Chip
      size="small"
      color={seconds > FIRST_RESPONSE_TARGET_SECONDS ? 'error' : 'warning'}
      label={`Waiting ${durationLabel(seconds)}`}
      data-testid="inbox-waiting"
    />
  );
}

function MessageLine({ message }: { message: ChatMessageView }) {
  const fromSupport = message.sender.kind === 'staff';
  const system = message.kind === 'system';
  return (
    <Box data-testid="inbox-message" sx={{ alignSelf: system ? 'center' : fromSupport ? 'flex-end' : 'flex-start', maxWidth: '80%' }}>
      <Paper
        variant="outlined"
        sx={{
          p: 1,
          bgcolor: system ? 'grey.100' : fromSupport ? 'primary.50' : 'background.paper',
          borderColor: fromSupport ? 'primary.light' : undefined,
        }}
      >
        <Typography variant="caption" color="text.secondary">
          {message.sender.name} · {timeLabel(message.createdAt)}
        </Typography>
        {/* text is shown literally (React escapes it); support sees contact details unmasked */}
        <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontStyle: message.deleted ? 'italic' : undefined }}>
          {message.text}
        </Typography>
        {message.images.length > 0 && (
          <Typography variant="caption" color="text.secondary">
            {message.images.length} photo(s)
          </Typography>
        )}
      </Paper>
    </Box>
  );
}

/**
 * The support inbox of the console: the queue (waiting customers first with the wait),
 * one conversation with sending as support, canned replies, assignment to an agent, the customer's orders beside it
 * and the first-response times. Live: the console's chat stream (./opsChatLive.ts) puts a customer's message in
 * the open conversation as it arrives and has the queue read again; only while the stream is down does the inbox
 * poll (every 15 seconds, while the tab is visible).
 */
export default function SupportInbox({
  initialQueue,
  initialConversation,
  staffId,
}: {
  initialQueue: InboxQueue;
  initialConversation: InboxConversation | null;
  staffId: string;
}) {
  const router = useRouter();
  const [queue, setQueue] = useState(initialQueue);
  const [conversation, setConversation] = useState(initialConversation);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // the first render uses the server's time of the queue, on the server and in the browser alike, so hydration
  // sees the same "Waiting …" text (React #418 otherwise); the browser's clock takes over once mounted
  const [now, setNow] = useState(() => Date.parse(initialQueue.generatedAt));
  useEffect(() => {
    const timer = window.setTimeout(() => setNow(Date.now()), 0);
    return () => window.clearTimeout(timer);
  }, []);
  const [readQueue] = useLazyOpsChatQueueQuery();
  const [readRoom] = useLazyOpsChatRoomQuery();
  const [postMessage] = useOpsChatSendMutation();
  const [postAssign] = useOpsChatAssignMutation();
  const openId = conversation?.room._id ?? null;
  const openRef = useRef(openId);
  useEffect(() => {
    openRef.current = openId;
  }, [openId]);

  const refresh = useCallback(async () => {
    const [q, c] = await Promise.all([readQueue(), openRef.current ? readRoom(openRef.current) : Promise.resolve(null)]);
    if (q.isSuccess && q.data) setQueue(q.data);
    const fresh = c?.isSuccess ? c.data : undefined;
    if (fresh && fresh.room._id === openRef.current)
      // a message the stream brought while this read was on its way is newer than its page: it stays
      setConversation((previous) => {
        if (!previous || previous.room._id !== fresh.room._id) return fresh;
        return { ...fresh, messages: withNewerShown(fresh.messages, previous.messages) };
      });
    setNow(Date.now());
  }, [readQueue, readRoom]);

  useEffect(() => {
    let timer: number | null = null;
    const refreshSoon = () => {
      timer ??= window.setTimeout(() => {
        timer = null;
        void refresh();
      }, QUEUE_REFRESH_DELAY_MS);
    };
    const unsubscribe = opsChatLive.subscribe((event) => {
      if (event.type === 'message') {
        const { message } = event;
        if (message.roomId === openRef.current)
          setConversation((open) =>
            open && open.room._id === message.roomId ? { ...open, messages: mergeMessage(open.messages, message) } : open,
          );
        refreshSoon();
      } else if (event.type === 'deleted') refreshSoon();
      else if (event.type === 'resync') void refresh();
      else if (event.type === 'poll' && document.visibilityState === 'visible') void refresh();
    });
    const release = opsChatLive.connect();
    const onVisible = () => {
      if (document.visibilityState === 'visible') void refresh();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      if (timer !== null) window.clearTimeout(timer);
      unsubscribe();
      release();
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [refresh]);

  const open = async (roomId: string) => {
    setError(null);
    const answer = await readRoom(roomId);
    if (!answer.isSuccess) {
      setError(failureMessage(answer.error));
      return;
    }
    setConversation(answer.data);
    setText('');
    void router.replace({ pathname: '/ops/chat', query: { room: roomId } }, undefined, { shallow: true });
  };

  const send = async () => {
    if (!conversation || !text.trim()) return;
    setBusy(true);
    setError(null);
    const answer = await outcome(postMessage({ id: conversation.room._id, body: { text, clientId: crypto.randomUUID() } }));
    setBusy(false);
    if (!answer.ok) {
      setError(answer.message);
      return;
    }
    setText('');
    const sent = answer.data;
    if (sent)
      setConversation((open) => (open && open.room._id === sent.roomId ? { ...open, messages: mergeMessage(open.messages, sent) } : open));
    await refresh();
  };

  const assign = async (value: string) => {
    if (!conversation) return;
    setError(null);
    const answer = await outcome(postAssign({ id: conversation.room._id, body: { staffId: value === '' ? null : value } }));
    if (!answer.ok) setError(answer.message);
    await refresh();
  };

  const lastResponse = conversation?.firstResponses.filter((r) => r.seconds !== null).at(-1);

  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'stretch' }}>
      <Paper variant="outlined" sx={{ width: { md: 320 }, flexShrink: 0 }}>
        <Typography variant="h6" component="h1" sx={{ p: 2, pb: 1 }}>
          Support chat
        </Typography>
        {queue.rooms.length === 0 && <Typography sx={{ px: 2, pb: 2 }}>No conversations yet.</Typography>}
        <List dense aria-label="Support conversations">
          {queue.rooms.map((room) => (
            <ListItemButton
              key={room._id}
              selected={room._id === openId}
              onClick={() => void open(room._id)}
              data-testid="inbox-room"
              sx={{ display: 'block' }}
            >
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
                <Typography sx={{ fontWeight: room.waitingSince ? 700 : 400 }} noWrap>
                  {room.title}
                </Typography>
                <WaitingChip room={room} now={now} />
              </Stack>
              {room.lastMessage && (
                <Typography variant="body2" color="text.secondary" noWrap>
                  {room.lastMessage.senderName}: {room.lastMessage.text}
                </Typography>
              )}
              <Typography variant="caption" color="text.secondary">
                {room.assignedTo ? `Assigned to ${room.assignedTo._id === staffId ? 'me' : room.assignedTo.name}` : 'Unassigned'}
              </Typography>
            </ListItemButton>
          ))}
        </List>
      </Paper>

      <Paper variant="outlined" sx={{ flex: 1, p: 2, minWidth: 0 }}>
        {error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {error}
          </Alert>
        )}
        {!conversation ? (
          <Typography color="text.secondary">Choose a conversation.</Typography>
        ) : (
          <Stack spacing={2}>
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={2}
              sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
            >
              <Box>
                <Typography variant="h6" component="h2" data-testid="inbox-title">
                  {conversation.room.title}
                </Typography>
                {conversation.room.customer && (
                  <Typography variant="body2" color="text.secondary">
                    {conversation.room.customer.name} · phone ending {conversation.room.customer.phoneLast4}
                  </Typography>
                )}
                <Typography variant="body2" color="text.secondary" data-testid="inbox-first-response">
                  {lastResponse
                    ? `First response: ${durationLabel(lastResponse.seconds!)} (target 15 min)`
                    : conversation.room.waitingSince
                      ? 'Not answered yet'
                      : 'No questions yet'}
                </Typography>
              </Box>
              {conversation.room.kind === 'support' && (
                <TextField
                  select
                  size="small"
                  label="Assigned to"
                  value={conversation.room.assignedTo?._id ?? ''}
                  onChange={(event) => void assign(event.target.value)}
                  sx={{ minWidth: 200 }}
                >
                  <MenuItem value="">Nobody</MenuItem>
                  {queue.agents.map((agent) => (
                    <MenuItem key={agent._id} value={agent._id}>
                      {agent._id === staffId ? `${agent.name} (me)` : agent.name}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            </Stack>

            <Stack direction={{ xs: 'column', lg: 'row' }} spacing={2}>
              <Stack spacing={1} sx={{ flex: 1, minWidth: 0 }} aria-label="Messages">
                {conversation.hasMore && (
                  <Typography variant="caption" color="text.secondary">
                    Older messages are not shown.
                  </Typography>
                )}
                {conversation.messages.map((message) => (
                  <MessageLine key={message.id} message={message} />
                ))}
                {conversation.room.closed ? (
                  <Alert severity="info">This chat is closed</Alert>
                ) : (
                  <>
                    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }} aria-label="Canned replies">
                      {CANNED_REPLIES.map((reply) => (
                        <Chip key={reply.label} label={reply.label} size="small" variant="outlined" onClick={() => setText(reply.text)} />
                      ))}
                    </Stack>
                    <TextField
                      label="Reply as support"
                      multiline
                      minRows={2}
                      value={text}
                      onChange={(event) => setText(event.target.value)}
                      slotProps={{ htmlInput: { maxLength: CHAT_TEXT_MAX, 'data-testid': 'inbox-composer' } }}
                    />
                    <Box>
                      <Button variant="contained" onClick={() => void send()} disabled={busy || !text.trim()}>
                        Send
                      </Button>
                    </Box>
                  </>
                )}
              </Stack>
              <Box component="aside" sx={{ width: { lg: 260 }, flexShrink: 0 }} aria-label="Customer orders">
                <Typography variant="subtitle2" gutterBottom>
                  Customer’s orders
                </Typography>
                {conversation.orders.length === 0 && <Typography variant="body2">No orders.</Typography>}
                <Stack spacing={1}>
                  {conversation.orders.map((order) => (
                    <Box key={order._id}>
                      <Link href={`/ops/orders/${order._id}`} underline="hover">
                        {order.orderNumber}
                      </Link>
                      <Typography variant="body2" color="text.secondary">
                        {order.service} · {order.eventDate} · {order.statusLabel} · ₹{order.total.toLocaleString('en-IN')}
                      </Typography>
                    </Box>
                  ))}
                </Stack>
              </Box>
            </Stack>
          </Stack>
        )}
      </Paper>
    </Stack>
  );
}
