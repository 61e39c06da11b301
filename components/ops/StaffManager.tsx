import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRouter } from 'next/router';
import { useState, type FormEvent } from 'react';
import { STAFF_ROLES, type StaffRole, type StaffView } from '../../lib/contracts/ops';
import { outcome, type Sent } from '../../store/console/api';
import { useOpsStaffCreateMutation, useOpsStaffUpdateMutation } from '../../store/console/opsApi';

/**
 * Staff management for admins: the team with each member's role (changeable) and status (disable or
 * enable), and a form to add a member. Every change goes through the API (audited there); the list is then
 * reloaded from the server.
 */
export default function StaffManager({ members, me }: { members: StaffView[]; me: StaffView }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const [draft, setDraft] = useState<{ phone: string; name: string; role: StaffRole }>({ phone: '', name: '', role: 'operations' });

  const [create] = useOpsStaffCreateMutation();
  const [update] = useOpsStaffUpdateMutation();

  const run = async (sent: Sent): Promise<boolean> => {
    setBusy(true);
    const answer = await outcome(sent);
    setNotice({ ok: answer.ok, text: answer.message });
    if (answer.ok) await router.replace(router.asPath, undefined, { scroll: false });
    setBusy(false);
    return answer.ok;
  };

  const add = async (event: FormEvent) => {
    event.preventDefault();
    if (await run(create(draft))) setDraft({ phone: '', name: '', role: 'operations' });
  };

  return (
    <Stack spacing={3}>
      {notice && (
        <Alert severity={notice.ok ? 'success' : 'error'} role={notice.ok ? 'status' : 'alert'}>
          {notice.text}
        </Alert>
      )}
      <Table size="small" aria-label="Staff">
        <TableHead>
          <TableRow>
            <TableCell>Name</TableCell>
            <TableCell>Phone</TableCell>
            <TableCell>Role</TableCell>
            <TableCell>Status</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {members.map((member) => (
            <TableRow key={member._id} data-testid="staff-row">
              <TableCell>{member.name}</TableCell>
              <TableCell>{member.phone}</TableCell>
              <TableCell>
                <TextField
                  select
                  size="small"
                  value={member.role}
                  disabled={busy || member._id === me._id}
                  onChange={(event) => void run(update({ id: member._id, body: { role: event.target.value as StaffRole } }))}
                  slotProps={{ htmlInput: { 'aria-label': `Role of ${member.name}` } }}
                >
                  {STAFF_ROLES.map((role) => (
                    <MenuItem key={role} value={role}>
                      {role}
                    </MenuItem>
                  ))}
                </TextField>
              </TableCell>
              <TableCell>{member.active ? 'Active' : 'Disabled'}</TableCell>
              <TableCell>
                {member._id !== me._id && (
                  <Button
                    size="small"
                    disabled={busy}
                    onClick={() => void run(update({ id: member._id, body: { active: !member.active } }))}
                  >
                    {member.active ? 'Disable' : 'Enable'}
                  </Button>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Stack component="form" onSubmit={add} spacing={2} sx={{ maxWidth: 420 }} noValidate>
        <Typography variant="h6" component="h2">
          Add a staff member
        </Typography>
        <TextField
          label="Mobile number"
          value={draft.phone}
          onChange={(event) => {
            const phone = event.target.value.replace(/\D/g, '').slice(0, 10);
            setDraft((current) => ({ ...current, phone }));
          }}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <TextField
          label="Name"
          value={draft.name}
          onChange={(event) => {
            const name = event.target.value;
            setDraft((current) => ({ ...current, name }));
          }}
        />
        <TextField
          select
          label="Role"
          value={draft.role}
          onChange={(event) => {
            const role = event.target.value as StaffRole;
            setDraft((current) => ({ ...current, role }));
          }}
        >
          {STAFF_ROLES.map((role) => (
            <MenuItem key={role} value={role}>
              {role}
            </MenuItem>
          ))}
        </TextField>
        <Button type="submit" variant="contained" disabled={busy}>
          Add staff member
        </Button>
      </Stack>
    </Stack>
  );
}
