import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { LEAD_STATUS_LABEL, LEAD_STATUSES, type EnquiryPage, type LeadStatus } from '../../../lib/contracts/opsDesk';
import RouterLink from '../../common/RouterLink';
import EnquiryCard from './EnquiryCard';
import OpsNoticeBar from './OpsNoticeBar';
import Pager, { hrefWith } from './Pager';
import { useOpsEnquiryNoteMutation, useOpsEnquiryUpdateMutation } from '../../../store/console/opsApi';
import { useOpsAction } from './useOpsAction';

/**
 * The Enquiries page: tabs by status (all, new, contacted, quoted, won, lost), the
 * enquiries of the page newest first, each with its status, responsible member and notes. Changes go through
 * PATCH /api/ops/enquiries/{id} and POST /api/ops/enquiries/{id}/notes (audited there), for admins and operations
 * (`canChange`); support reads them, phones masked by the server, and is told who changes them.
 */
export default function EnquiriesBoard({
  result,
  status,
  team,
  canChange,
}: {
  result: EnquiryPage;
  status: LeadStatus | null;
  team: { _id: string; name: string }[];
  canChange: boolean;
}) {
  const { busy, notice, run } = useOpsAction();
  const [update] = useOpsEnquiryUpdateMutation();
  const [addNote] = useOpsEnquiryNoteMutation();
  return (
    <Stack spacing={2}>
      <Tabs value={status ?? 'all'} variant="scrollable" aria-label="Enquiry status">
        <Tab value="all" label="All" component={RouterLink} href="/ops/enquiries" />
        {LEAD_STATUSES.map((value) => (
          <Tab
            key={value}
            value={value}
            label={LEAD_STATUS_LABEL[value]}
            component={RouterLink}
            href={hrefWith('/ops/enquiries', { status: value })}
          />
        ))}
      </Tabs>
      {!canChange && (
        <Typography variant="body2" color="text.secondary" data-testid="enquiries-read-only">
          Support reads enquiries; admins and operations change their status, the member responsible and notes. Phone numbers are shown
          masked.
        </Typography>
      )}
      <OpsNoticeBar notice={notice} />
      {result.enquiries.length === 0 && <Typography color="text.secondary">No enquiries here.</Typography>}
      {result.enquiries.map((enquiry) => (
        <EnquiryCard
          key={enquiry._id}
          enquiry={enquiry}
          team={team}
          busy={busy}
          readOnly={!canChange}
          onChange={(change) => run(update({ id: enquiry._id, body: change }))}
          onNote={(text) => run(addNote({ id: enquiry._id, body: { text } }))}
        />
      ))}
      <Pager path="/ops/enquiries" params={{ status }} page={result.page} pageSize={result.pageSize} total={result.total} />
    </Stack>
  );
}
