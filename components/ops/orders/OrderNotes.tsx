import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ORDER_NOTE_MAX, type OrderNoteView } from '../../../lib/opsOrders';
import { formatDateTime } from '../../../lib/format';
import { outcome } from '../../../store/console/api';
import { useOpsOrderNoteCreateMutation } from '../../../store/console/opsApi';

/** Staff notes of an order: the list, oldest first, and a form any staff member may use. */
export default function OrderNotes({ orderId, notes: initial }: { orderId: string; notes: OrderNoteView[] }) {
  const [notes, setNotes] = useState(initial);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [post] = useOpsOrderNoteCreateMutation();
  const save = async () => {
    setSaving(true);
    const answer = await outcome(post({ id: orderId, body: { text } }));
    setSaving(false);
    if (answer.ok && answer.data) {
      setNotes(answer.data);
      setText('');
      setError(null);
    } else setError(answer.message);
  };
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="h6" component="h2">
        Staff notes
      </Typography>
      <Stack spacing={1} sx={{ my: 1 }}>
        {notes.length === 0 && <Typography color="text.secondary">No notes yet.</Typography>}
        {notes.map((note) => (
          <div key={note._id}>
            <Typography variant="body2" color="text.secondary">
              {note.staffName} · {formatDateTime(note.at)}
            </Typography>
            <Typography sx={{ whiteSpace: 'pre-wrap' }}>{note.text}</Typography>
          </div>
        ))}
      </Stack>
      <TextField
        label="Add a note"
        multiline
        minRows={2}
        fullWidth
        value={text}
        onChange={(event) => setText(event.target.value)}
        slotProps={{ htmlInput: { maxLength: ORDER_NOTE_MAX } }}
        helperText={`${text.length}/${ORDER_NOTE_MAX}`}
      />
      {error && <Alert severity="error">{error}</Alert>}
      <Button sx={{ mt: 1 }} variant="outlined" disabled={saving || text.trim() === ''} onClick={save}>
        Add note
      </Button>
    </Paper>
  );
}
