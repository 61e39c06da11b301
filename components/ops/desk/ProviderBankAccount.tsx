import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { ProviderPublic } from '../../../lib/contracts/providers';
import { formatDateTime } from '../../../lib/format';
import { failureMessage, outcome } from '../../../store/console/api';
import { useOpsProviderBankAccountQuery, useOpsProviderBankAccountVerifyMutation } from '../../../store/console/earningsApi';
import OpsNoticeBar from './OpsNoticeBar';
import type { OpsNotice } from './useOpsAction';

/**
 * A provider's bank account in the console (GET /api/ops/providers/{id}/bank-account, the number masked) and, while
 * unverified, "Mark verified" (PUT …/verify, audited) once checked against the provider's documents: payouts go only
 * to a verified account. Admins and operations only. Give it `key={provider._id}`.
 */
export default function ProviderBankAccount({ provider }: { provider: ProviderPublic }) {
  const answer = useOpsProviderBankAccountQuery(provider._id);
  const [verify, verifying] = useOpsProviderBankAccountVerifyMutation();
  const [notice, setNotice] = useState<OpsNotice | null>(null);
  const account = answer.data?.account ?? null;
  const markVerified = async () => {
    if (!account) return;
    // the account as shown: a change the provider made meanwhile is refused (409) and shown again
    const result = await outcome(verify({ id: provider._id, updatedAt: account.updatedAt }));
    if (!result.ok) void answer.refetch();
    setNotice({ ok: result.ok, text: result.message });
  };
  return (
    <section aria-label={`Bank account of ${provider.name}`}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        Bank account of {provider.name}
      </Typography>
      <OpsNoticeBar notice={notice} />
      {answer.isError && <Alert severity="error">{failureMessage(answer.error)}</Alert>}
      {answer.isSuccess && !account && <Typography color="text.secondary">No bank account given yet.</Typography>}
      {account && (
        <Stack spacing={1} data-testid="ops-bank-account">
          <Typography>
            {account.holderName} · {account.accountNumberMasked} · {account.ifsc}
          </Typography>
          <Typography color={account.verified ? 'success.main' : 'warning.main'}>
            {account.verified && account.verifiedAt
              ? `Verified ${formatDateTime(account.verifiedAt)}`
              : 'Not verified: no payout until it is'}
          </Typography>
          {!account.verified && (
            <Button variant="contained" onClick={() => void markVerified()} disabled={verifying.isLoading} sx={{ alignSelf: 'start' }}>
              Mark verified
            </Button>
          )}
        </Stack>
      )}
    </section>
  );
}
