import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef, useState, type DragEvent } from 'react';
import { UPLOAD_MAX_FILE_BYTES } from '../../../lib/contracts/photos';
import { uploadTally } from '../../../lib/uploadTally';
import { uploadPhoto, type UploadOutcome } from './uploadPhoto';

/** Files uploading at once (the server makes renditions of each: a few at a time keep both sides busy). */
export const UPLOAD_CONCURRENCY = 3;

/** `already`: the server matched the file's bytes (sha256) to a photo the gallery held, and added nothing. */
type FileState = 'queued' | 'uploading' | 'done' | 'already' | 'failed';
interface QueuedFile {
  id: number;
  file: File;
  state: FileState;
  progress: number;
  message?: string;
}

/**
 * Gallery upload of a photography order: photos dropped on the zone (or chosen) upload one
 * request per file, UPLOAD_CONCURRENCY at a time, each with its own progress bar; a failed file can be retried alone.
 * `upload` is the transport (default: XMLHttpRequest to POST /api/photo/upload); `onUploaded` runs once a file is in.
 */
export default function PhotoUploader({
  orderId,
  upload = uploadPhoto,
  onUploaded,
}: {
  orderId: string;
  upload?: (orderId: string, file: File, onProgress: (fraction: number) => void) => Promise<UploadOutcome>;
  onUploaded?: () => void;
}) {
  const [files, setFiles] = useState<QueuedFile[]>([]);
  const [over, setOver] = useState(false);
  const nextId = useRef(1);
  const running = useRef(0);
  const queue = useRef<QueuedFile[]>([]);
  const input = useRef<HTMLInputElement>(null);

  const patch = (id: number, change: Partial<QueuedFile>) =>
    setFiles((list) => list.map((item) => (item.id === id ? { ...item, ...change } : item)));

  const pump = () => {
    while (running.current < UPLOAD_CONCURRENCY && queue.current.length > 0) {
      const item = queue.current.shift()!;
      running.current += 1;
      patch(item.id, { state: 'uploading', progress: 0, message: undefined });
      void upload(orderId, item.file, (progress) => patch(item.id, { progress })).then((outcome) => {
        running.current -= 1;
        if (outcome.ok && outcome.added === 0) patch(item.id, { state: 'already', progress: 1 });
        else if (outcome.ok) {
          patch(item.id, { state: 'done', progress: 1 });
          onUploaded?.();
        } else patch(item.id, { state: 'failed', message: outcome.message });
        pump();
      });
    }
  };

  const enqueue = (item: QueuedFile) => {
    queue.current.push(item);
    pump();
  };

  const add = (chosen: FileList | File[]) => {
    const added: QueuedFile[] = [];
    for (const file of Array.from(chosen)) {
      const id = nextId.current++;
      if (!file.type.startsWith('image/')) added.push({ id, file, state: 'failed', progress: 0, message: 'Not a photo' });
      else if (file.size > UPLOAD_MAX_FILE_BYTES) added.push({ id, file, state: 'failed', progress: 0, message: 'Larger than 25 MB' });
      else added.push({ id, file, state: 'queued', progress: 0 });
    }
    setFiles((list) => [...list, ...added]);
    for (const item of added) if (item.state === 'queued') enqueue(item);
  };

  const retry = (item: QueuedFile) => {
    patch(item.id, { state: 'queued', progress: 0, message: undefined });
    enqueue(item);
  };

  const drop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setOver(false);
    if (event.dataTransfer.files.length > 0) add(event.dataTransfer.files);
  };

  const count = (state: FileState) => files.filter((item) => item.state === state).length;
  return (
    <Stack spacing={1}>
      <Box
        data-testid="photo-drop-zone"
        role="button"
        tabIndex={0}
        aria-label="Drop photos here or choose files"
        onClick={() => input.current?.click()}
        onKeyDown={(event) => (event.key === 'Enter' || event.key === ' ') && input.current?.click()}
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
        sx={{
          border: 2,
          borderStyle: 'dashed',
          borderColor: over ? 'primary.main' : 'divider',
          borderRadius: 2,
          p: 3,
          textAlign: 'center',
          cursor: 'pointer',
          bgcolor: over ? 'action.hover' : 'transparent',
        }}
      >
        <Typography>Drop photos here, or click to choose them</Typography>
        <input
          ref={input}
          type="file"
          accept="image/*"
          multiple
          hidden
          data-testid="photo-input"
          onChange={(event) => {
            if (event.target.files) add(event.target.files);
            event.target.value = '';
          }}
        />
      </Box>
      {files.length > 0 && (
        <Typography variant="body2" aria-live="polite">
          {uploadTally({ added: count('done'), already: count('already'), total: files.length })}
        </Typography>
      )}
      {files.map((item) => (
        <Stack key={item.id} direction="row" spacing={1} sx={{ alignItems: 'center' }} data-testid="upload-row">
          <Typography variant="body2" sx={{ width: 200, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
            {item.file.name}
          </Typography>
          <LinearProgress
            variant="determinate"
            value={Math.round(item.progress * 100)}
            color={item.state === 'failed' ? 'error' : item.state === 'done' || item.state === 'already' ? 'success' : 'primary'}
            sx={{ flex: 1 }}
            aria-label={`${item.file.name} progress`}
          />
          <Typography variant="body2" sx={{ width: 90 }}>
            {item.state === 'done'
              ? 'Uploaded'
              : item.state === 'already'
                ? 'Already in the gallery'
                : item.state === 'failed'
                  ? 'Failed'
                  : item.state === 'queued'
                    ? 'Waiting'
                    : `${Math.round(item.progress * 100)}%`}
          </Typography>
          {item.state === 'failed' && item.file.type.startsWith('image/') && item.file.size <= UPLOAD_MAX_FILE_BYTES && (
            <Button size="small" onClick={() => retry(item)}>
              Retry
            </Button>
          )}
        </Stack>
      ))}
      {files.some((item) => item.state === 'failed' && item.message) && (
        <Alert severity="warning">
          {files
            .filter((item) => item.state === 'failed' && item.message)
            .map((item) => `${item.file.name}: ${item.message}`)
            .join('; ')}
        </Alert>
      )}
    </Stack>
  );
}
