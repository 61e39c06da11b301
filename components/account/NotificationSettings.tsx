import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import {
  NOTIFY_CHANNEL_LABEL,
  NOTIFY_CHANNELS,
  NOTIFY_TOPIC_LABEL,
  NOTIFY_TOPICS,
  type NotificationSettings as Settings,
  type NotifyChannel,
  type NotifyTopic,
} from '../../lib/contracts/privacy';
import QueryFallback from '../common/QueryFallback';
import { useFailureText } from '../common/useFailureText';
import { useLocale, useT, type T } from '../i18n/I18nProvider';
import { useNotificationSettingsQuery, useNotificationSettingsUpdateMutation } from '../../store/userApi';

/** The accessible name of one switch, e.g. "WhatsApp offers". */
export function choiceLabel(channel: NotifyChannel, topic: NotifyTopic): string {
  return `${NOTIFY_CHANNEL_LABEL[channel]} ${NOTIFY_TOPIC_LABEL[topic].toLowerCase()}`;
}

/**
 * The names of the channels, topics and switches in the page's language (`t` of the `account` domain): English as
 * the contract names them, Hindi from the messages ("WhatsApp पर ऑफ़र").
 */
function choiceNames(english: boolean, t: T) {
  return {
    channel: (channel: NotifyChannel) => (english ? NOTIFY_CHANNEL_LABEL[channel] : t(`notifications.channel.${channel}`)),
    topic: (topic: NotifyTopic) => (english ? NOTIFY_TOPIC_LABEL[topic] : t(`notifications.topic.${topic}`)),
    choice: (channel: NotifyChannel, topic: NotifyTopic) =>
      english
        ? choiceLabel(channel, topic)
        : t('notifications.choice', { channel: t(`notifications.channel.${channel}`), topic: t(`notifications.topic.${topic}`) }),
  };
}

/**
 * The customer's notification choices on /accounts: a switch per channel (WhatsApp,
 * SMS, push) and topic (bookings, invites, chat, offers), each saved as soon as it changes
 * (`PUT /api/user/notification-settings`). A switch moves at once; if the save fails it moves back and an alert says
 * so. Payment receipts and cancellations go out whatever the choice, and the screen says that. Shown to a
 * logged-in customer only (the page mounts it inside its login gate). Texts: the `account` domain.
 */
export default function NotificationSettings() {
  const t = useT('account');
  const english = useLocale() === 'en';
  const names = choiceNames(english, t);
  const describe = useFailureText();
  const query = useNotificationSettingsQuery();
  const [save] = useNotificationSettingsUpdateMutation();
  // choices moved but not yet confirmed by the server, so the switch follows the finger
  const [pending, setPending] = useState<Partial<Record<string, boolean>>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [status, setStatus] = useState('');

  if (!query.data) {
    return <QueryFallback query={query} loading={t('notifications.loading')} failure={t('notifications.failed')} />;
  }
  const settings: Settings = query.data;

  const onChange = async (channel: NotifyChannel, topic: NotifyTopic, enabled: boolean) => {
    const key = `${channel}.${topic}`;
    setProblem(null);
    setStatus(t('notifications.saving'));
    setPending((now) => ({ ...now, [key]: enabled }));
    const result = await save({ [channel]: { [topic]: enabled } });
    setPending((now) => ({ ...now, [key]: undefined }));
    if ('data' in result && result.data) {
      setStatus(t(enabled ? 'notifications.savedOn' : 'notifications.savedOff', { choice: names.choice(channel, topic) }));
    } else {
      setStatus('');
      setProblem(describe(result.error, t('notifications.saveFailed', { choice: names.choice(channel, topic) })));
    }
  };

  return (
    <Box component="section" sx={{ mt: 3 }} aria-labelledby="notifications-title">
      <Typography id="notifications-title" component="h2" variant="h3" sx={{ mb: 1 }}>
        {t('notifications.title')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{t('notifications.hint')}</Typography>
      {problem && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {problem}
        </Alert>
      )}
      {NOTIFY_CHANNELS.map((channel) => (
        <Box key={channel} component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 2 }}>
          <Typography component="legend" sx={{ fontWeight: 600, mb: 0.5 }}>
            {names.channel(channel)}
          </Typography>
          <FormGroup row>
            {NOTIFY_TOPICS.map((topic) => {
              const waiting = pending[`${channel}.${topic}`];
              return (
                <FormControlLabel
                  key={topic}
                  label={names.topic(topic)}
                  control={
                    <Switch
                      checked={waiting ?? settings[channel][topic]}
                      onChange={(event) => void onChange(channel, topic, event.target.checked)}
                      slotProps={{ input: { role: 'switch', 'aria-label': names.choice(channel, topic) } }}
                    />
                  }
                />
              );
            })}
          </FormGroup>
        </Box>
      ))}
      <Typography role="status" aria-live="polite" variant="body2" sx={{ minHeight: '1.5em', color: 'text.secondary' }}>
        {status}
      </Typography>
    </Box>
  );
}
