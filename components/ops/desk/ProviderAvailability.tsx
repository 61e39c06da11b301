import Typography from '@mui/material/Typography';
import { useRouter } from 'next/router';
import type { ProviderPublic } from '../../../lib/contracts/providers';
import AvailabilityEditor from '../../console/availability/AvailabilityEditor';

/**
 * A provider's availability in the console (GET|PUT /api/ops/providers/{id}/availability, audited there): the
 * partner app's editor on the operations routes, changed by admins and operations (`canEdit`), shown read-only to
 * support; a save that sets the first hours (or removes the last) reloads the directory. Give it
 * `key={provider._id}`: another provider is another editor.
 */
export default function ProviderAvailability({ provider, canEdit }: { provider: ProviderPublic; canEdit: boolean }) {
  const router = useRouter();
  return (
    <section aria-label={`Availability of ${provider.name}`}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        Availability of {provider.name}
      </Typography>
      <AvailabilityEditor
        owner={{ app: 'ops', providerId: provider._id }}
        readOnly={!canEdit}
        // hours set or all removed: the directory above reloads, so its "No hours set" is right
        onHasHoursChange={() => void router.replace(router.asPath, undefined, { scroll: false })}
      />
    </section>
  );
}
