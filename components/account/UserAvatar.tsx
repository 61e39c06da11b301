import Avatar from '@mui/material/Avatar';
import { useT } from '../i18n/I18nProvider';

/** Background colours of the initials (dark enough for white text at 4.5:1). */
const COLOURS = ['#8e24aa', '#3949ab', '#00796b', '#c62828', '#6d4c41', '#2e7d32', '#ad1457', '#455a64', '#5e35b1', '#b23c17'] as const;

/** The colour of a user's initials, derived from their id (the same on every visit; no third-party service). */
export function avatarColour(userId: string): string {
  let hash = 0;
  for (const char of userId) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return COLOURS[hash % COLOURS.length]!;
}

/** Up to two initials of a name ("Asha Verma" -> "AV", "आशा" -> "आ"), or "?" without a name. */
export function initialsOf(name: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  const first = (word: string) => Array.from(word)[0] ?? '';
  return (first(words[0]!) + (words.length > 1 ? first(words[words.length - 1]!) : '')).toUpperCase();
}

/**
 * The customer's profile photo, served from our own origin; without one, their initials on a colour
 * derived from their user id. Its accessible name: the `account` domain.
 */
export default function UserAvatar({
  userId,
  name,
  avatar,
  size = 72,
}: {
  userId: string;
  name: string | null;
  avatar?: string | null;
  size?: number;
}) {
  const t = useT('account');
  if (avatar) return <Avatar src={avatar} alt={t('photo.alt')} sx={{ width: size, height: size }} data-testid="account-avatar" />;
  return (
    <Avatar
      aria-label={t('photo.initials')}
      sx={{ width: size, height: size, bgcolor: avatarColour(userId), color: '#fff', fontSize: size / 2.6 }}
      data-testid="account-avatar"
    >
      {initialsOf(name)}
    </Avatar>
  );
}
