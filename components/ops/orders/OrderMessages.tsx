import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { CUSTOMER_MESSAGE_MAX, type CustomerMessageView } from '../../../lib/opsOrders';
import { formatDateTime } from '../../../lib/format';
import { outcome } from '../../../store/console/api';
import { useOpsOrderMessageCreateMutation } from '../../../store/console/opsApi';
import { deliveryText } from './deliveryText';

/**
 * "Message the customer" on the order page (every staff role): one line of up to 500 characters, sent on WhatsApp
 * (SMS when WhatsApp does not deliver it) by the server, and the order's earlier messages with what became of each.
 * `onSent` gets the order's messages after a send (the page's timeline shows them too).
 */
export default function OrderMessages({
  orderId,
  messages,
  onSent,
}: {
  orderId: string;
  messages: CustomerMessageView[];
  onSent: (messages: CustomerMessageView[]) => void;
}) {
  const [text, setText] = useState('');
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const [sending, setSending] = useState(false);
  const [post] = useOpsOrderMessageCreateMutation();
  const send = async () => {
    setSending(true);
    const answer = await outcome(post({ id: orderId, body: { text } }));
    setSending(false);
    setNotice({ ok: answer.ok, text: answer.message });
    if (answer.ok && answer.data) {
      setText('');
      onSent(answer.data);
    }
  };
  return (
    <Paper component="section" variant="outlined" sx={{ p: 2 }} aria-labelledby="order-messages-heading">
      <Typography id="order-messages-heading" variant="h6" component="h2">
        Message the customer
      </Typography>
      <Stack spacing={1} sx={{ my: 1 }} data-testid="order-messages">
        {messages.length === 0 && <Typography color="text.secondary">No messages sent yet.</Typography>}
        {messages.map((message) => (
          <div key={message._id}>
            <Typography variant="body2" color="text.secondary">
              {message.staffName} · {formatDateTime(message.at)} · {deliveryText(message)}
            </Typography>
            <Typography>{message.text}</Typography>
          </div>
        ))}
      </Stack>
      <TextField
        label="Message (WhatsApp, or SMS)"
        fullWidth
        value={text}
        // a one-line field (WhatsApp template parameters hold no line breaks; the server refuses them too)
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && text.trim() !== '' && !sending) void send();
        }}
        slotProps={{ htmlInput: { maxLength: CUSTOMER_MESSAGE_MAX } }}
        helperText={`${text.length}/${CUSTOMER_MESSAGE_MAX}. The customer sees it with the order number; their booking-message choices apply.`}
      />
      {notice && (
        <Alert severity={notice.ok ? 'success' : 'error'} sx={{ mt: 1 }}>
          {notice.text}
        </Alert>
      )}
      <Button sx={{ mt: 1 }} variant="contained" disabled={sending || text.trim() === ''} onClick={send}>
        Send message
      </Button>
    </Paper>
  );
}
