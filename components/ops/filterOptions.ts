import { SERVICES } from '../../lib/services';

/** The services as console filter choices (value: service key, label: its name), in the catalogue's order. */
export const SERVICE_OPTIONS: readonly { value: string; label: string }[] = SERVICES.map((service) => ({
  value: service.key,
  label: service.name,
}));
