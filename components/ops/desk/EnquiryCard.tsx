import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { LEAD_STATUS_LABEL, LEAD_STATUSES, type Enquiry, type LeadStatus } from '../../../lib/contracts/opsDesk';
import { formatDate, formatDateTime, formatRupees } from '../../../lib/format';

/**
 * One enquiry in the console: the customer's request, its status and the staff member
 * responsible (each changed at once through `onChange`), its notes oldest first and a form to add one.
 * `onChange` and `onNote` resolve true when the server accepted. `readOnly` (support) shows the status, the member
 * responsible and the notes as text, without the controls.
 */
export default function EnquiryCard({
  enquiry,
  team,
  busy,
  readOnly = false,
  onChange,
  onNote,
}: {
  enquiry: Enquiry;
  team: { _id: string; name: string }[];
  busy: boolean;
  readOnly?: boolean;
  onChange: (change: { status?: LeadStatus; responsibleId?: string | null }) => Promise<boolean>;
  onNote: (text: string) => Promise<boolean>;
}) {
  const [note, setNote] = useState('');
  const addNote = async (event: FormEvent) => {
    event.preventDefault();
    if (await onNote(note)) setNote('');
  };
  return (
    <Paper variant="outlined" component="article" aria-label={`Enquiry ${enquiry.reference}`} sx={{ p: 2 }} data-testid="enquiry">
      <Stack spacing={1.5}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
          {enquiry.reference} · {enquiry.name} · {enquiry.phone}
        </Typography>
        <Typography variant="body2">
          {enquiry.service === 'bulk' ? 'Bulk food delivery' : 'Caterer'} · {enquiry.guests} guests · {enquiry.city} ·{' '}
          {formatDate(enquiry.eventDate)}
          {enquiry.budgetPerPlate !== null && ` · ${formatRupees(enquiry.budgetPerPlate)} a plate`} · received{' '}
          {formatDateTime(enquiry.createdAt)}
        </Typography>
        {enquiry.note && <Typography variant="body2">“{enquiry.note}”</Typography>}
        {readOnly ? (
          <Typography variant="body2">
            Status: {LEAD_STATUS_LABEL[enquiry.status]} · Responsible: {enquiry.responsible?.name ?? 'Nobody yet'}
          </Typography>
        ) : (
          <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap' }}>
            <TextField
              select
              size="small"
              label="Status"
              value={enquiry.status}
              disabled={busy}
              onChange={(event) => void onChange({ status: event.target.value as LeadStatus })}
              sx={{ minWidth: 150 }}
            >
              {LEAD_STATUSES.map((status) => (
                <MenuItem key={status} value={status}>
                  {LEAD_STATUS_LABEL[status]}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              size="small"
              label="Responsible"
              value={enquiry.responsible?._id ?? ''}
              disabled={busy}
              onChange={(event) => void onChange({ responsibleId: event.target.value === '' ? null : event.target.value })}
              sx={{ minWidth: 200 }}
            >
              <MenuItem value="">Nobody yet</MenuItem>
              {enquiry.responsible && !team.some((member) => member._id === enquiry.responsible?._id) && (
                <MenuItem value={enquiry.responsible._id}>{enquiry.responsible.name}</MenuItem>
              )}
              {team.map((member) => (
                <MenuItem key={member._id} value={member._id}>
                  {member.name}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
        )}
        {enquiry.notes.length > 0 && (
          <List dense aria-label="Notes">
            {enquiry.notes.map((item) => (
              <ListItem key={item._id} disableGutters>
                <ListItemText primary={item.text} secondary={`${item.author ?? 'System'}, ${formatDateTime(item.createdAt)}`} />
              </ListItem>
            ))}
          </List>
        )}
        {!readOnly && (
          <Stack component="form" direction="row" spacing={1} onSubmit={addNote} noValidate>
            <TextField
              size="small"
              label="Add a note"
              value={note}
              onChange={(event) => setNote(event.target.value)}
              multiline
              sx={{ flex: 1 }}
            />
            <Button type="submit" disabled={busy || note.trim() === ''}>
              Add note
            </Button>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
