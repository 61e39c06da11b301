import { lazy, Suspense, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DELETION_UNDO_DAYS } from '../../lib/contracts/privacy';
import { useT } from '../i18n/I18nProvider';
import { downloadAccountExport } from './downloadAccountExport';

// The confirmation (and the delete mutation it uses) is fetched only when a customer asks to delete.
const DeleteAccountDialog = lazy(() => import('./DeleteAccountDialog'));

/**
 * Privacy on /accounts (DPDP Act: access and erasure on request): "Download my data" saves
 * one JSON file of everything stored about the customer; "Delete my account" opens a confirmation (loaded lazily)
 * and says the account can be kept by logging in again within 7 days. Shown to a logged-in customer only. Texts: the
 * `account` domain.
 */
export default function PrivacyPanel() {
  const t = useT('account');
  const [downloading, setDownloading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);

  const onDownload = async () => {
    setProblem(null);
    setDownloading(true);
    try {
      await downloadAccountExport();
    } catch {
      setProblem(t('privacy.downloadFailed'));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Box component="section" sx={{ mt: 3 }} aria-labelledby="privacy-title">
      <Typography id="privacy-title" component="h2" variant="h3" sx={{ mb: 1 }}>
        {t('privacy.title')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{t('privacy.hint')}</Typography>
      {problem && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {problem}
        </Alert>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mb: 1.5 }}>
        <Button variant="outlined" onClick={() => void onDownload()} disabled={downloading}>
          {downloading ? t('privacy.preparing') : t('privacy.download')}
        </Button>
        <Button variant="outlined" color="error" onClick={() => setConfirmOpen(true)}>
          {t('privacy.delete')}
        </Button>
      </Stack>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('privacy.undo', { days: DELETION_UNDO_DAYS })}
      </Typography>
      {confirmOpen && (
        <Suspense fallback={null}>
          <DeleteAccountDialog onClose={() => setConfirmOpen(false)} />
        </Suspense>
      )}
    </Box>
  );
}
