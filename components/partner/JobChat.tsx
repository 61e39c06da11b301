import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useState } from 'react';
import { CHAT_TEXT_MAX } from '../../lib/chat/rules';
import type { ChatMessageView } from '../../lib/contracts/chat';
import type { PartnerChat } from '../../lib/contracts/partnerChat';
import { partnerRequest } from './partnerApi';

/** How often the open chat asks for new messages while the tab is visible. */
export const JOB_CHAT_POLL_MS = 5000;

const timeLabel = (iso: string) =>
  new Date(iso).toLocaleTimeString('en-IN', { timeZone: 'Asia/Kolkata', hour: 'numeric', minute: '2-digit' });

/**
 * The chat of a job (issue 23 "Order room"): the customer, the provider and support; refreshed every 5 seconds
 * while visible. Shows nothing for a job without a chat (not paid). Until the slot starts, phone numbers and
 * e-mail addresses are hidden by the server, and the provider is told so.
 */
export default function JobChat({ jobId }: { jobId: string }) {
  const [chat, setChat] = useState<PartnerChat | null>(null);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(async () => {
    const answer = await partnerRequest<PartnerChat>(`/api/partner/chat/${jobId}`);
    if (answer.ok && answer.data) setChat(answer.data);
  }, [jobId]);

  useEffect(() => {
    // the first read right after mounting, then every 5 seconds while the tab is visible
    const first = window.setTimeout(() => void load(), 0);
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible') void load();
    }, JOB_CHAT_POLL_MS);
    return () => {
      window.clearTimeout(first);
      window.clearInterval(timer);
    };
  }, [load]);

  if (!chat) return null;

  const send = async () => {
    if (!text.trim()) return;
    setBusy(true);
    setError(null);
    const answer = await partnerRequest<ChatMessageView>(`/api/partner/chat/${jobId}/messages`, {
      method: 'POST',
      body: { text, clientId: crypto.randomUUID() },
    });
    setBusy(false);
    if (!answer.ok) {
      setError(answer.message);
      return;
    }
    setText('');
    await load();
  };

  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label="Chat with the customer">
      <Stack spacing={1.5}>
        <Typography variant="h6" component="h2">
          Chat with the customer
        </Typography>
        {chat.masked && (
          <Typography variant="body2" color="text.secondary">
            Phone numbers and e-mail addresses stay hidden until the job starts.
          </Typography>
        )}
        {chat.messages.length === 0 && <Typography color="text.secondary">No messages yet.</Typography>}
        {chat.messages.map((message) => (
          <Box
            key={message.id}
            data-testid="job-chat-message"
            sx={{ alignSelf: message.kind === 'system' ? 'center' : message.mine ? 'flex-end' : 'flex-start', maxWidth: '85%' }}
          >
            <Paper variant="outlined" sx={{ p: 1, bgcolor: message.mine ? 'primary.50' : 'background.paper' }}>
              <Typography variant="caption" color="text.secondary">
                {message.mine ? 'You' : message.sender.name} · {timeLabel(message.createdAt)}
              </Typography>
              {/* plain text, shown literally */}
              <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{message.text}</Typography>
            </Paper>
          </Box>
        ))}
        {error && <Alert severity="error">{error}</Alert>}
        {chat.closed ? (
          <Alert severity="info">This chat is closed</Alert>
        ) : (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-end' }}>
            <TextField
              label="Message"
              multiline
              maxRows={4}
              fullWidth
              value={text}
              onChange={(event) => setText(event.target.value)}
              slotProps={{ htmlInput: { maxLength: CHAT_TEXT_MAX, 'data-testid': 'job-chat-input' } }}
            />
            <Button variant="contained" onClick={() => void send()} disabled={busy || !text.trim()}>
              Send
            </Button>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
