import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { UPLOAD_FIELD } from '../../lib/contracts/photos';
import { outcome } from '../../store/console/api';
import { usePartnerJobPhotoUploadMutation } from '../../store/console/partnerApi';
import { useT, type T } from '../i18n/I18nProvider';
import { usePartnerAnswer } from './partnerText';

/**
 * One file's upload: waiting, sending (with its share done), done (a new photo), already (the gallery held these
 * bytes: the server added nothing), or failed (with the server's message).
 */
export interface UploadItem {
  key: string;
  file: File;
  state: 'waiting' | 'sending' | 'done' | 'already' | 'failed';
  progress: number;
  message?: string;
}

/**
 * The status line of an upload in the page's language (as lib/uploadTally words it in English): "3 of 5 uploaded";
 * files the gallery already held are counted apart ("2 of 4 uploaded, 1 was already in the gallery", "4 uploaded, 1
 * was already in the gallery", "Nothing new uploaded: 2 were already in the gallery").
 */
export function uploadTallyText(t: T, { added, already, total }: { added: number; already: number; total: number }): string {
  if (already === 0) return t('photos.tally', { added, total });
  const fresh = total - already;
  if (fresh === 0) return t('photos.tallyNothingNew', { already });
  return added === fresh ? t('photos.tallyAllIn', { added, already }) : t('photos.tallySome', { added, fresh, already });
}

/** Files sent at once (phones on mobile data: a few at a time keep each one moving). */
const PARALLEL = 2;

/**
 * The photographer's upload of the shoot from the phone: pick photos, each goes in its
 * own request with its own progress bar; a failed file shows why and a Retry that sends that file alone (the
 * others are not sent again). In the page's language (`partner` messages); file names stay as they are.
 * @param jobId the job whose gallery gets the photos (POST /api/partner/jobs/{id}/photos).
 */
export default function PhotoUploader({ jobId }: { jobId: string }) {
  const t = useT('partner');
  const answerText = usePartnerAnswer();
  const [items, setItems] = useState<UploadItem[]>([]);
  const input = useRef<HTMLInputElement>(null);
  const [upload] = usePartnerJobPhotoUploadMutation();
  const update = (key: string, changes: Partial<UploadItem>) =>
    setItems((current) => current.map((item) => (item.key === key ? { ...item, ...changes } : item)));

  const send = async (item: UploadItem) => {
    update(item.key, { state: 'sending', progress: 0, message: undefined });
    const answer = await outcome(
      upload({ id: jobId, field: UPLOAD_FIELD, file: item.file, onProgress: (progress) => update(item.key, { progress }) }),
    );
    if (!answer.ok) return update(item.key, { state: 'failed', message: answerText(answer, '', t('photos.failed')) });
    // one file a request: `uploaded` 0 means the server matched its sha256 to a photo already in the gallery
    const already = answer.data.uploaded === 0;
    update(item.key, { state: already ? 'already' : 'done', progress: 1 });
  };
  const sendAll = async (queue: UploadItem[]) => {
    const pending = [...queue];
    const worker = async () => {
      for (let next = pending.shift(); next; next = pending.shift()) await send(next);
    };
    await Promise.all(Array.from({ length: Math.min(PARALLEL, pending.length) }, worker));
  };
  const pick = (files: FileList | null) => {
    if (!files || files.length === 0) return;
    const added = [...files].map((file, i) => ({ key: `${Date.now()}-${i}-${file.name}`, file, state: 'waiting' as const, progress: 0 }));
    setItems((current) => [...current, ...added]);
    void sendAll(added);
    if (input.current) input.current.value = '';
  };

  const count = (state: UploadItem['state']) => items.filter((item) => item.state === state).length;
  return (
    <Stack spacing={1.5} component="section" aria-label={t('photos.label')}>
      <Typography variant="h6" component="h2">
        {t('photos.title')}
      </Typography>
      <Button variant="contained" component="label" size="large">
        {t('photos.choose')}
        <input
          ref={input}
          hidden
          type="file"
          accept="image/jpeg,image/png,image/webp,image/heic,image/heif"
          multiple
          data-testid="photo-input"
          onChange={(event) => pick(event.target.files)}
        />
      </Button>
      {items.length > 0 && (
        <Typography role="status">
          {uploadTallyText(t, { added: count('done'), already: count('already'), total: items.length })}
        </Typography>
      )}
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {items.map((item) => (
          <li key={item.key} data-testid="upload-item" data-state={item.state}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Typography sx={{ flex: 1, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{item.file.name}</Typography>
              {item.state === 'done' && <Typography color="success.main">{t('photos.uploaded')}</Typography>}
              {item.state === 'already' && <Typography color="text.secondary">{t('photos.already')}</Typography>}
              {item.state === 'failed' && (
                <Button size="small" onClick={() => void send(item)}>
                  {t('photos.retry')}
                </Button>
              )}
            </Stack>
            <LinearProgress
              variant="determinate"
              value={Math.round(item.progress * 100)}
              color={item.state === 'failed' ? 'error' : 'primary'}
              aria-label={t('photos.progress', { name: item.file.name })}
            />
            {item.message && (
              <Typography color="error" variant="body2">
                {item.message}
              </Typography>
            )}
          </li>
        ))}
      </Stack>
    </Stack>
  );
}
