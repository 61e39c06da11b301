import type { PartnerSessionView } from '../../lib/contracts/partner';
import type { ProviderPublic } from '../../lib/contracts/providers';
import { firstName, opsProviderPhotoUrl } from '../../lib/providers';
import type { Provider } from '../db/schema';

/** The provider as the console's contract shows it (schemaProviderPublic), with whether they have set working hours. */
export function toProviderPublic(provider: Provider, hasHours: boolean): ProviderPublic {
  return {
    _id: provider.id,
    name: provider.name,
    phone: provider.phone,
    photoKey: provider.photoKey,
    photoUrl: opsProviderPhotoUrl(provider.id, provider.photoKey),
    services: provider.services,
    cities: provider.cities,
    pincodes: provider.pincodes,
    active: provider.active,
    createdAt: provider.createdAt.toISOString(),
    updatedAt: provider.updatedAt.toISOString(),
    hasHours,
  };
}

/** The signed-in provider as the partner app shows them (first name, services) and when the session ends. */
export function toPartnerSessionView(provider: Provider, expiresAt: Date): PartnerSessionView {
  return {
    provider: { _id: provider.id, name: firstName(provider.name), services: provider.services },
    expiresAt: expiresAt.toISOString(),
  };
}
