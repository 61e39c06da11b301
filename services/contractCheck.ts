import { z } from 'zod';
import type { EndpointName } from '../lib/contracts/endpoints';
import { CONTRACTS } from '../lib/contracts';
import type { ApiEnvelope } from './apiClient';

/**
 * What is wrong with an answer measured against its route's contract (`data`, and the extra envelope
 * fields such as the login `token`), or null when it matches. Loaded only in development and tests.
 */
export function contractProblems(endpoint: EndpointName, envelope: ApiEnvelope): string | null {
  const contract = CONTRACTS[endpoint];
  const data = contract.response.safeParse(envelope.data);
  if (!data.success) return `data: ${z.prettifyError(data.error)}`;
  if ('fields' in contract && contract.fields) {
    const fields = contract.fields.safeParse(envelope);
    if (!fields.success) return `fields: ${z.prettifyError(fields.error)}`;
  }
  return null;
}
