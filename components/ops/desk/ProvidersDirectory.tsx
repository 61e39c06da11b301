import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { useRouter } from 'next/router';
import { useState } from 'react';
import type { ProviderPublic } from '../../../lib/contracts/providers';
import type { ProviderPunctuality } from '../../../lib/contracts/punctuality';
import { serviceByKey, SERVICES, type ServiceKey } from '../../../lib/services';
import OpsNoticeBar from './OpsNoticeBar';
import Pager from './Pager';
import ProviderAvailability from './ProviderAvailability';
import ProviderBankAccount from './ProviderBankAccount';
import ProviderForm, { type ProviderDraft } from './ProviderForm';
import ProviderJobs from './ProviderJobs';
import PunctualityText from '../../console/PunctualityText';
import { useOpsProviderCreateMutation, useOpsProviderUpdateMutation } from '../../../store/console/opsApi';
import { useOpsAction } from './useOpsAction';

/** A service key's name ("Chef for Party"), or the key itself for one we no longer sell. */
const serviceName = (key: string) => (SERVICES.some((s) => s.key === key) ? serviceByKey(key as ServiceKey).name : key);

/** The directory's page as the server sent it. */
export interface ProvidersDirectoryProps {
  providers: ProviderPublic[];
  total: number;
  page: number;
  pageSize: number;
  filters: { q?: string; service?: string; active?: string };
  canEdit: boolean;
  /** Jobs of the last 90 days by punctuality, by provider id (none: no column). */
  punctuality?: Record<string, ProviderPunctuality>;
}

/**
 * The providers' directory: search by name or phone, service and active; the table (photo and
 * name, phone, services, cities or pincodes, active, "No hours set" for one without working hours, who is offered
 * no job, and punctuality over 90 days); a provider's upcoming jobs or availability (changed by admins and operations,
 * read by support), and for admins and operations their bank account to verify; and for admins and operations (`canEdit`) add, edit, deactivate and activate. Every change goes
 * through the API (audited there) and the page reloads.
 */
export default function ProvidersDirectory({ providers, total, page, pageSize, filters, canEdit, punctuality }: ProvidersDirectoryProps) {
  const router = useRouter();
  const { busy, notice, run } = useOpsAction();
  const [create] = useOpsProviderCreateMutation();
  const [update] = useOpsProviderUpdateMutation();
  const [editing, setEditing] = useState<ProviderPublic | 'new' | null>(null);
  // what shows below the table: a provider's upcoming jobs, their availability or (admins, operations) bank account
  const [showing, setShowing] = useState<{ provider: ProviderPublic; what: 'jobs' | 'availability' | 'bank' } | null>(null);

  const save = (draft: ProviderDraft) =>
    editing === 'new' || editing === null ? run(create(draft)) : run(update({ id: editing._id, body: draft }));

  return (
    <Stack spacing={3}>
      <OpsNoticeBar notice={notice} />
      <Stack component="form" method="get" action="/ops/providers" direction="row" spacing={2} sx={{ flexWrap: 'wrap' }} role="search">
        <TextField name="q" label="Name or phone" size="small" defaultValue={filters.q ?? ''} />
        <TextField name="service" label="Service" size="small" select defaultValue={filters.service ?? ''} sx={{ minWidth: 180 }}>
          <MenuItem value="">All services</MenuItem>
          {SERVICES.map((service) => (
            <MenuItem key={service.key} value={service.key}>
              {service.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField name="active" label="Status" size="small" select defaultValue={filters.active ?? ''} sx={{ minWidth: 140 }}>
          <MenuItem value="">All</MenuItem>
          <MenuItem value="true">Active</MenuItem>
          <MenuItem value="false">Inactive</MenuItem>
        </TextField>
        <Button type="submit" variant="outlined">
          Search
        </Button>
        {canEdit && (
          <Button variant="contained" onClick={() => setEditing('new')}>
            Add provider
          </Button>
        )}
      </Stack>

      <Table size="small" aria-label="Providers">
        <TableHead>
          <TableRow>
            <TableCell>Name</TableCell>
            <TableCell>Phone</TableCell>
            <TableCell>Services</TableCell>
            <TableCell>Cities or pincodes</TableCell>
            <TableCell>Status</TableCell>
            {punctuality && <TableCell>On time / late / no-show (90 days)</TableCell>}
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {providers.map((provider) => (
            <TableRow key={provider._id} data-testid="provider-row">
              <TableCell>
                {provider.photoUrl && (
                  // eslint-disable-next-line @next/next/no-img-element -- our own route's small square: not for the image optimiser
                  <img
                    src={provider.photoUrl}
                    alt={`Photo of ${provider.name}`}
                    width={32}
                    height={32}
                    style={{ borderRadius: '50%', objectFit: 'cover', verticalAlign: 'middle', marginRight: 8 }}
                  />
                )}
                {provider.name}
              </TableCell>
              <TableCell>{provider.phone}</TableCell>
              <TableCell>{provider.services.map(serviceName).join(', ')}</TableCell>
              <TableCell>{[...provider.cities, ...provider.pincodes].join(', ')}</TableCell>
              <TableCell>
                {provider.active ? 'Active' : 'Inactive'}
                {!provider.hasHours && <Chip label="No hours set" size="small" color="warning" variant="outlined" sx={{ ml: 1 }} />}
              </TableCell>
              {punctuality && (
                <TableCell data-testid="provider-punctuality">
                  <PunctualityText counts={punctuality[provider._id]} />
                </TableCell>
              )}
              <TableCell>
                <Stack direction="row" spacing={1}>
                  <Button size="small" onClick={() => setShowing({ provider, what: 'jobs' })}>
                    Jobs
                  </Button>
                  <Button size="small" onClick={() => setShowing({ provider, what: 'availability' })}>
                    Availability
                  </Button>
                  {canEdit && (
                    <>
                      <Button size="small" onClick={() => setShowing({ provider, what: 'bank' })}>
                        Bank account
                      </Button>
                      <Button size="small" onClick={() => setEditing(provider)} disabled={busy}>
                        Edit
                      </Button>
                      <Button
                        size="small"
                        color={provider.active ? 'error' : 'primary'}
                        disabled={busy}
                        onClick={() => void run(update({ id: provider._id, body: { active: !provider.active } }))}
                      >
                        {provider.active ? 'Deactivate' : 'Activate'}
                      </Button>
                    </>
                  )}
                </Stack>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Pager path="/ops/providers" params={filters} page={page} pageSize={pageSize} total={total} />
      {showing?.what === 'jobs' && <ProviderJobs key={showing.provider._id} provider={showing.provider} />}
      {showing?.what === 'availability' && (
        <ProviderAvailability key={showing.provider._id} provider={showing.provider} canEdit={canEdit} />
      )}
      {showing?.what === 'bank' && <ProviderBankAccount key={showing.provider._id} provider={showing.provider} />}
      {editing && (
        <ProviderForm
          key={editing === 'new' ? 'new' : editing._id}
          provider={editing === 'new' ? null : editing}
          busy={busy}
          onSubmit={save}
          onClose={() => setEditing(null)}
          // the photo is saved on its own request: the directory behind the dialog reloads to show it
          onPhotoChange={() => void router.replace(router.asPath, undefined, { scroll: false })}
        />
      )}
    </Stack>
  );
}
