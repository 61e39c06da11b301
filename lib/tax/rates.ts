/**
 * STUB for this branch (the lib/tax owner's file replaces it at the merge, with the sources verified and cited):
 * the SAC code and GST rate of each service.
 */
import type { ServiceKey } from '../services';

/** One service's tax rule. */
export interface GstServiceRule {
  sac: string;
  ratePercent: number;
  description: string;
  source: string;
}

export const GST_SERVICE_RULES: Record<ServiceKey, GstServiceRule> = {
  decoration: { sac: '998596', ratePercent: 18, description: 'Event decoration services', source: 'stub' },
  photography: { sac: '998383', ratePercent: 18, description: 'Photography services', source: 'stub' },
  chef: { sac: '998596', ratePercent: 18, description: 'Chef services for an event', source: 'stub' },
  'food-delivery': { sac: '996331', ratePercent: 5, description: 'Food supply', source: 'stub' },
  buffet: { sac: '996334', ratePercent: 5, description: 'Outdoor catering services', source: 'stub' },
};
