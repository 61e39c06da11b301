import Typography from '@mui/material/Typography';
import { useT } from '../i18n/I18nProvider';
import { useFormat } from '../i18n/useFormat';

/**
 * The deadline of a new job's offer ("Accept by 7:30 PM", IST, in the page's language): unanswered by then, the job
 * goes to another provider and leaves the app. Renders nothing without a deadline.
 */
export default function AcceptBy({ respondBy }: { respondBy: string | null }) {
  const t = useT('partner');
  const format = useFormat();
  if (!respondBy) return null;
  return (
    <Typography variant="body2" color="warning.main" sx={{ fontWeight: 600 }} data-testid="accept-by">
      {t('acceptBy', { time: format.time(respondBy) })}
    </Typography>
  );
}
