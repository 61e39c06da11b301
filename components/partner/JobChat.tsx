import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useRef, useState } from 'react';
import { CHAT_TEXT_MAX } from '../../lib/chat/rules';
import { mergeMessage, withNewerShown } from '../../lib/chat/mergeMessages';
import type { ChatMessageView } from '../../lib/contracts/chat';
import type { PartnerChat } from '../../lib/contracts/partnerChat';
import { outcome } from '../../store/console/api';
import { useLazyPartnerChatQuery, usePartnerChatReadMutation, usePartnerChatSendMutation } from '../../store/console/partnerApi';
import { useLocale, useT } from '../i18n/I18nProvider';
import { useFormat } from '../i18n/useFormat';
import { JOB_CHAT_FALLBACK_POLL_MS, partnerChatLive } from './partnerChatLive';
import { usePartnerAnswer } from './partnerText';

export { JOB_CHAT_FALLBACK_POLL_MS };

/** The tick of one of my messages: sent (✓), or read by the customer or support (✓✓). */
function Tick({ message }: { message: ChatMessageView }) {
  const t = useT('partner');
  const read = message.readBy > 0;
  return (
    <Typography
      component="span"
      variant="caption"
      color={read ? 'primary' : 'text.secondary'}
      data-tick={read ? 'read' : 'sent'}
      sx={{ ml: 1 }}
    >
      {read ? t('chat.read') : t('chat.sent')}
    </Typography>
  );
}

/** A message's time as the English app has always shown it ("7:45 pm"). */
const englishTime = (iso: string) =>
  new Date(iso).toLocaleTimeString('en-IN', { timeZone: 'Asia/Kolkata', hour: 'numeric', minute: '2-digit' });

/**
 * The chat of a job: the customer, the provider and support. Live: the provider's chat stream
 * (./partnerChatLive.ts) brings messages and read marks as they happen; only while it is down does the chat poll
 * (every 15 seconds, while visible). While the chat is on screen in a visible tab, what arrived is marked read, so
 * the customer's ticks turn read; my own messages show sent or read. Shows nothing for a job without a chat (not
 * paid). Until the slot starts, phone numbers and e-mail addresses are hidden by the server, and the provider is
 * told so. In the page's language (`partner` messages); the messages themselves stay as written.
 */
export default function JobChat({ jobId }: { jobId: string }) {
  const t = useT('partner');
  const locale = useLocale();
  const format = useFormat();
  const answerText = usePartnerAnswer();
  const timeLabel = (iso: string) => (locale === 'en' ? englishTime(iso) : format.time(iso));
  const [readChat] = useLazyPartnerChatQuery();
  const [markRead] = usePartnerChatReadMutation();
  const [post] = usePartnerChatSendMutation();
  const [chat, setChat] = useState<PartnerChat | null>(null);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const box = useRef<HTMLElement>(null);
  // not seen until the observer says so (the chat may be below the fold of a long job page); a browser without
  // IntersectionObserver counts it seen
  const [inView, setInView] = useState(() => typeof IntersectionObserver === 'undefined');
  /** Bumped each time the tab shows again (what arrived while hidden is read then). */
  const [shown, setShown] = useState(0);
  const marked = useRef(0);

  const load = useCallback(async () => {
    const answer = await readChat(jobId);
    const fresh = answer.isSuccess ? answer.data : undefined;
    // a message the stream brought while this read was on its way is newer than its page: it stays
    if (fresh)
      setChat((previous) =>
        previous && previous.roomId === fresh.roomId ? { ...fresh, messages: withNewerShown(fresh.messages, previous.messages) } : fresh,
      );
  }, [jobId, readChat]);

  useEffect(() => {
    // the first read right after mounting; then the stream says what changes
    const first = window.setTimeout(() => void load(), 0);
    const onVisible = () => {
      if (document.visibilityState === 'visible') setShown((n) => n + 1);
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.clearTimeout(first);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [load]);

  const roomId = chat?.roomId ?? null;
  useEffect(() => {
    if (!roomId) return undefined;
    const unsubscribe = partnerChatLive.subscribe((event) => {
      if (event.type === 'message' && event.message.roomId === roomId) {
        const { message } = event;
        setChat((c) => (c ? { ...c, messages: mergeMessage(c.messages, message) } : c));
      } else if (event.type === 'read' && event.roomId === roomId) {
        const { after, upTo } = event;
        setChat((c) =>
          c ? { ...c, messages: c.messages.map((m) => (m.mine && m.id > after && m.id <= upTo ? { ...m, readBy: m.readBy + 1 } : m)) } : c,
        );
      } else if (event.type === 'deleted' && event.roomId === roomId) void load();
      else if (event.type === 'resync' || (event.type === 'poll' && document.visibilityState === 'visible')) void load();
    });
    const release = partnerChatLive.connect();
    return () => {
      unsubscribe();
      release();
    };
  }, [roomId, load]);

  // on screen or not (a long job page scrolls): only what the provider can see is read
  useEffect(() => {
    const node = box.current;
    if (!node || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver((entries) => setInView(entries.some((entry) => entry.isIntersecting)));
    observer.observe(node);
    return () => observer.disconnect();
  }, [roomId]);

  const newestFromOthers = chat?.messages.reduce((newest, m) => (!m.mine && m.id > newest ? m.id : newest), 0) ?? 0;
  useEffect(() => {
    if (!inView || document.visibilityState !== 'visible' || newestFromOthers <= marked.current) return;
    marked.current = newestFromOthers;
    void markRead({ id: jobId, body: { upToMessageId: newestFromOthers } });
  }, [inView, shown, newestFromOthers, jobId, markRead]);

  if (!chat) return null;

  const send = async () => {
    if (!text.trim()) return;
    setBusy(true);
    setError(null);
    const answer = await outcome(post({ id: jobId, body: { text, clientId: crypto.randomUUID() } }));
    setBusy(false);
    if (!answer.ok) {
      setError(answerText(answer, '', t('chat.failed')));
      return;
    }
    setText('');
    const sent = answer.data;
    if (sent) setChat((c) => (c ? { ...c, messages: mergeMessage(c.messages, sent) } : c));
  };

  return (
    <Paper ref={box} variant="outlined" sx={{ p: 2 }} component="section" aria-label={t('chat.title')}>
      <Stack spacing={1.5}>
        <Typography variant="h6" component="h2">
          {t('chat.title')}
        </Typography>
        {chat.masked && (
          <Typography variant="body2" color="text.secondary">
            {t('chat.masked')}
          </Typography>
        )}
        {chat.messages.length === 0 && <Typography color="text.secondary">{t('chat.empty')}</Typography>}
        {chat.messages.map((message) => (
          <Box
            key={message.id}
            data-testid="job-chat-message"
            sx={{ alignSelf: message.kind === 'system' ? 'center' : message.mine ? 'flex-end' : 'flex-start', maxWidth: '85%' }}
          >
            <Paper variant="outlined" sx={{ p: 1, bgcolor: message.mine ? 'primary.50' : 'background.paper' }}>
              <Typography variant="caption" color="text.secondary">
                {message.mine ? t('chat.you') : message.sender.name} · {timeLabel(message.createdAt)}
                {message.mine && <Tick message={message} />}
              </Typography>
              {/* plain text, shown literally */}
              <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{message.text}</Typography>
            </Paper>
          </Box>
        ))}
        {error && <Alert severity="error">{error}</Alert>}
        {chat.closed ? (
          <Alert severity="info">{t('chat.closed')}</Alert>
        ) : (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-end' }}>
            <TextField
              label={t('chat.message')}
              multiline
              maxRows={4}
              fullWidth
              value={text}
              onChange={(event) => setText(event.target.value)}
              slotProps={{ htmlInput: { maxLength: CHAT_TEXT_MAX, 'data-testid': 'job-chat-input' } }}
            />
            <Button variant="contained" onClick={() => void send()} disabled={busy || !text.trim()}>
              {t('chat.send')}
            </Button>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
