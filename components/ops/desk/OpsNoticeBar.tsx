import Alert from '@mui/material/Alert';
import type { OpsNotice } from './useOpsAction';

/** The outcome of the last console action (a status line, or an alert for a refusal). */
export default function OpsNoticeBar({ notice }: { notice: OpsNotice | null }) {
  if (!notice) return null;
  return (
    <Alert severity={notice.ok ? 'success' : 'error'} role={notice.ok ? 'status' : 'alert'}>
      {notice.text}
    </Alert>
  );
}
