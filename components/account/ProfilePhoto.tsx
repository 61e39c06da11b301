import { useRef, useState, type ChangeEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { AVATAR_MAX_BYTES } from '../../lib/contracts/users';
import type { UserPublic } from '../../lib/contracts/users';
import { useUserAvatarUpdateMutation } from '../../store/userApi';
import { useFailureText } from '../common/useFailureText';
import { useT } from '../i18n/I18nProvider';
import UserAvatar from './UserAvatar';

/** The types the photo picker offers (jpg/png/webp/heic). */
const ACCEPT = 'image/jpeg,image/png,image/webp,image/heic,image/heif,.heic,.heif';

/**
 * The profile photo with "Change photo" and "Remove photo": a chosen file is uploaded at once
 * (`PUT /api/user/user-avatar/{id}`); a file over 5 MB is refused before it is sent. The server checks the rest
 * (type, at least 128x128, damaged) and its message is shown (on a Hindi page only when it is in Hindi: else the
 * `account` domain's "could not save"). Texts: the `account` domain.
 */
export default function ProfilePhoto({ profile }: { profile: UserPublic }) {
  const t = useT('account');
  const describe = useFailureText();
  const input = useRef<HTMLInputElement>(null);
  const [update, { isLoading }] = useUserAvatarUpdateMutation();
  const [problem, setProblem] = useState<string | null>(null);

  const send = async (file: File | null) => {
    setProblem(null);
    const result = await update({ id: profile._id, file });
    if ('error' in result && result.error) setProblem(describe(result.error, t('photo.failed')));
  };
  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > AVATAR_MAX_BYTES) {
      setProblem(t('photo.tooBig', { mb: AVATAR_MAX_BYTES / (1024 * 1024) }));
      return;
    }
    void send(file);
  };

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2, flexWrap: 'wrap' }}>
      <Box sx={{ position: 'relative' }}>
        <UserAvatar userId={profile._id} name={profile.name} avatar={profile.avatar} />
        {isLoading && <CircularProgress size={72} sx={{ position: 'absolute', inset: 0 }} aria-label={t('photo.saving')} />}
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <input ref={input} type="file" accept={ACCEPT} hidden onChange={onFile} data-testid="avatar-input" />
        <Button variant="outlined" size="small" onClick={() => input.current?.click()} disabled={isLoading}>
          {profile.avatar ? t('photo.change') : t('photo.add')}
        </Button>
        {profile.avatar && (
          <Button size="small" color="error" onClick={() => void send(null)} disabled={isLoading}>
            {t('photo.remove')}
          </Button>
        )}
      </Box>
      {problem && (
        <Alert severity="error" role="alert" sx={{ width: '100%' }}>
          {problem}
        </Alert>
      )}
    </Box>
  );
}
