import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PartnerJobView } from '../../lib/contracts/partner';
import { useT } from '../i18n/I18nProvider';
import { useFormat } from '../i18n/useFormat';

/** Props of `ArrivalButtons`: the job, whether an action is being sent, and the two actions. */
export interface ArrivalButtonsProps {
  job: Pick<PartnerJobView, 'onTheWayAt' | 'arrivedAt' | 'canSayOnTheWay' | 'canSayArrived'>;
  busy: boolean;
  onOnTheWay: () => void;
  onArrived: () => void;
}

/**
 * "On my way" and "I've arrived" on an accepted job (from 2 hours before the slot), and when each was said. The
 * customer's order page shows both; an arrival more than 30 minutes after the slot's start credits the customer.
 * In the page's language (`partner` messages).
 */
export default function ArrivalButtons({ job, busy, onOnTheWay, onArrived }: ArrivalButtonsProps) {
  const t = useT('partner');
  const format = useFormat();
  if (!job.canSayOnTheWay && !job.canSayArrived && !job.onTheWayAt && !job.arrivedAt) return null;
  return (
    <Stack spacing={1} data-testid="job-arrival">
      {(job.canSayOnTheWay || job.canSayArrived) && (
        <Stack direction="row" spacing={1}>
          {job.canSayOnTheWay && (
            <Button variant="outlined" size="large" onClick={onOnTheWay} disabled={busy} sx={{ flex: 1 }}>
              {t('arrival.onMyWay')}
            </Button>
          )}
          {job.canSayArrived && (
            <Button variant="contained" size="large" onClick={onArrived} disabled={busy} sx={{ flex: 1 }}>
              {t('arrival.arrived')}
            </Button>
          )}
        </Stack>
      )}
      {job.arrivedAt ? (
        <Typography data-testid="job-arrived-at">{t('arrival.arrivedAt', { time: format.time(job.arrivedAt) })}</Typography>
      ) : (
        job.onTheWayAt && (
          <Typography data-testid="job-on-the-way-at">{t('arrival.onTheWaySince', { time: format.time(job.onTheWayAt) })}</Typography>
        )
      )}
    </Stack>
  );
}
