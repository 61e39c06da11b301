import type { PartnerSessionView } from '../../lib/contracts/partner';
import { firstName } from '../../lib/providers';
import type { Provider } from '../db/schema';

/** The signed-in provider as the partner app shows them (first name, services) and when the session ends. */
export function toPartnerSessionView(provider: Provider, expiresAt: Date): PartnerSessionView {
  return {
    provider: { _id: provider.id, name: firstName(provider.name), services: provider.services },
    expiresAt: expiresAt.toISOString(),
  };
}
