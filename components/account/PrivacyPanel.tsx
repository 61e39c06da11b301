import { lazy, Suspense, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DELETION_UNDO_DAYS } from '../../lib/contracts/privacy';
import { downloadAccountExport } from './downloadAccountExport';

// The confirmation (and the delete mutation it uses) is fetched only when a customer asks to delete.
const DeleteAccountDialog = lazy(() => import('./DeleteAccountDialog'));

/**
 * Privacy on /accounts (DPDP Act: access and erasure on request): "Download my data" saves
 * one JSON file of everything stored about the customer; "Delete my account" opens a confirmation (loaded lazily)
 * and says the account can be kept by logging in again within 7 days. Shown to a logged-in customer only.
 */
export default function PrivacyPanel() {
  const [downloading, setDownloading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);

  const onDownload = async () => {
    setProblem(null);
    setDownloading(true);
    try {
      await downloadAccountExport();
    } catch {
      setProblem('Could not download your data. Please check your connection and try again.');
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Box component="section" sx={{ mt: 3 }} aria-labelledby="privacy-title">
      <Typography id="privacy-title" component="h2" variant="h3" sx={{ mb: 1 }}>
        Privacy
      </Typography>
      <Typography sx={{ mb: 2 }}>Get a copy of everything we keep about you, or delete your account.</Typography>
      {problem && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {problem}
        </Alert>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mb: 1.5 }}>
        <Button variant="outlined" onClick={() => void onDownload()} disabled={downloading}>
          {downloading ? 'Preparing your data…' : 'Download my data'}
        </Button>
        <Button variant="outlined" color="error" onClick={() => setConfirmOpen(true)}>
          Delete my account
        </Button>
      </Stack>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Changed your mind after deleting? Log in again within {DELETION_UNDO_DAYS} days and your account is kept.
      </Typography>
      {confirmOpen && (
        <Suspense fallback={null}>
          <DeleteAccountDialog onClose={() => setConfirmOpen(false)} />
        </Suspense>
      )}
    </Box>
  );
}
