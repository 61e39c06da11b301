import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { PROVIDER_PHOTO_MAX_BYTES } from '../../lib/contracts/providerPhotos';
import { outcome, type ConsoleOutcome } from '../../store/console/api';
import { type PhotoOwner, useProviderPhotoRemoveMutation, useProviderPhotoSetMutation } from '../../store/console/providerPhotoApi';

/** Shown size of the photo, CSS pixels (the stored square is 256). */
const SIDE = 96;
const MAX_MB = PROVIDER_PHOTO_MAX_BYTES / 1024 / 1024;

/**
 * The picker's words, for the partner app in the page's language (the console keeps the English defaults).
 * `answer` gives the text of the server's answer to a save or a removal (default: the server's own message).
 */
export interface ProviderPhotoPickerTexts {
  choose: string;
  change: string;
  remove: string;
  hint: string;
  tooLarge: string;
  /** The photo's alt text. */
  alt: string;
  answer?: (answer: ConsoleOutcome<unknown>, done: 'saved' | 'removed') => string;
}

/** Props of `ProviderPhotoPicker`. */
export interface ProviderPhotoPickerProps {
  /** The provider's name: the photo's alt text and the initial without one. */
  name: string;
  /** The current photo's URL on our origin, or null. */
  photoUrl: string | null;
  /** Whose photo: any provider's in the console, the provider's own in the partner app (the route follows). */
  owner: PhotoOwner;
  /** Whether the photo may be changed here (the console's support role only sees it). */
  canEdit?: boolean;
  /** Runs with the new URL (null once removed) after the server saved the change. */
  onChange?: (photoUrl: string | null) => void;
  /** The words shown, when not the console's English. */
  texts?: ProviderPhotoPickerTexts;
}

/**
 * A provider's photo, which customers see on their order page: the photo (or the initial) at a fixed size, so
 * nothing moves when it loads, with Choose photo and Remove photo. The console (operations, for any provider) and
 * the partner app (the provider, for their own) share it; the server checks the type, size and role, and its
 * message shows here. A file over 5 MB is refused before it is sent (a phone on mobile data is spared the upload).
 */
export default function ProviderPhotoPicker({ name, photoUrl, owner, canEdit = true, onChange, texts }: ProviderPhotoPickerProps) {
  const words: ProviderPhotoPickerTexts = texts ?? {
    choose: 'Choose photo',
    change: 'Change photo',
    remove: 'Remove photo',
    hint: `A clear photo of the face: JPG, PNG, WebP or HEIC, up to ${MAX_MB} MB.`,
    tooLarge: `This photo is larger than ${MAX_MB} MB. Please choose a smaller one.`,
    alt: `Photo of ${name}`,
  };
  const answerText = words.answer ?? ((answer: ConsoleOutcome<unknown>) => answer.message);
  const [current, setCurrent] = useState(photoUrl);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const [setPhoto] = useProviderPhotoSetMutation();
  const [removePhoto] = useProviderPhotoRemoveMutation();

  const settle = (ok: boolean, text: string, url?: string | null) => {
    setNotice({ ok, text });
    if (ok && url !== undefined) {
      setCurrent(url);
      onChange?.(url);
    }
  };
  const upload = async (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    if (file.size > PROVIDER_PHOTO_MAX_BYTES) return settle(false, words.tooLarge);
    setBusy(true);
    const answer = await outcome(setPhoto({ owner, file }));
    setBusy(false);
    settle(answer.ok, answerText(answer, 'saved'), answer.data?.photoUrl ?? null);
  };
  const remove = async () => {
    setBusy(true);
    const answer = await outcome(removePhoto(owner));
    setBusy(false);
    settle(answer.ok, answerText(answer, 'removed'), null);
  };

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Stack
        data-testid="provider-photo"
        sx={{
          width: SIDE,
          height: SIDE,
          flex: 'none',
          borderRadius: '50%',
          overflow: 'hidden',
          bgcolor: 'secondary.main',
          color: 'secondary.contrastText',
          alignItems: 'center',
          justifyContent: 'center',
          fontSize: '2rem',
          fontWeight: 700,
        }}
      >
        {current ? (
          // eslint-disable-next-line @next/next/no-img-element -- our own route's small square: not for the image optimiser
          <img src={current} alt={words.alt} width={SIDE} height={SIDE} style={{ objectFit: 'cover', display: 'block' }} />
        ) : (
          <span aria-hidden="true">{name.trim().charAt(0).toUpperCase() || '?'}</span>
        )}
      </Stack>
      <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
        {canEdit && (
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
            <Button variant="outlined" component="label" disabled={busy}>
              {current ? words.change : words.choose}
              <input
                ref={input}
                hidden
                type="file"
                accept="image/jpeg,image/png,image/webp,image/heic,image/heif"
                data-testid="provider-photo-input"
                onChange={(event) => void upload(event.target.files?.[0])}
              />
            </Button>
            {current && (
              <Button color="error" disabled={busy} onClick={() => void remove()}>
                {words.remove}
              </Button>
            )}
          </Stack>
        )}
        {notice && (
          <Typography role={notice.ok ? 'status' : 'alert'} variant="body2" color={notice.ok ? 'success.main' : 'error'}>
            {notice.text}
          </Typography>
        )}
        {canEdit && !notice && (
          <Typography variant="body2" color="text.secondary">
            {words.hint}
          </Typography>
        )}
      </Stack>
    </Stack>
  );
}
