/** The payload of the recurring clean-up job: none. */
import { z } from 'zod';

export const maintenanceJobPayloads = {
  /** Deletes finished jobs, expired sessions and old rate-limit rows, then runs again an hour later. */
  'maintenance.purge': z.object({}),
} as const;
