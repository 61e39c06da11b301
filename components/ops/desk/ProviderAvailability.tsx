import Typography from '@mui/material/Typography';
import type { ProviderPublic } from '../../../lib/contracts/providers';
import AvailabilityEditor from '../../console/availability/AvailabilityEditor';

/**
 * A provider's availability in the console (GET|PUT /api/ops/providers/{id}/availability, audited there): the
 * partner app's editor on the operations routes, changed by admins and operations (`canEdit`), shown read-only to
 * support. Give it `key={provider._id}`: another provider is another editor.
 */
export default function ProviderAvailability({ provider, canEdit }: { provider: ProviderPublic; canEdit: boolean }) {
  return (
    <section aria-label={`Availability of ${provider.name}`}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        Availability of {provider.name}
      </Typography>
      <AvailabilityEditor owner={{ app: 'ops', providerId: provider._id }} readOnly={!canEdit} />
    </section>
  );
}
