import type { SeedAppliance } from './types';

/**
 * Appliances the customer must keep ready at home, beyond the gas stove and ordinary
 * kadhai/tawa/pans, for the dishes that need them.
 */
export const appliances: readonly SeedAppliance[] = [
  { slug: 'tandoor', name: 'Tandoor', image: '/images/appliances/tandoor.svg' },
  { slug: 'oven', name: 'Oven (OTG / Baking Oven)', image: '/images/appliances/oven.svg' },
  { slug: 'grill', name: 'Barbecue Grill', image: '/images/appliances/grill.svg' },
  { slug: 'microwave', name: 'Microwave', image: '/images/appliances/microwave.svg' },
  { slug: 'mixer-grinder', name: 'Mixer Grinder', image: '/images/appliances/mixer-grinder.svg' },
  { slug: 'steamer', name: 'Idli Steamer', image: '/images/appliances/steamer.svg' },
  { slug: 'dosa-tawa', name: 'Dosa Tawa (large griddle)', image: '/images/appliances/dosa-tawa.svg' },
  { slug: 'pressure-cooker', name: 'Pressure Cooker', image: '/images/appliances/pressure-cooker.svg' },
  { slug: 'blender', name: 'Blender', image: '/images/appliances/blender.svg' },
];
