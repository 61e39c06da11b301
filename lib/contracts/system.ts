import { z } from 'zod';
import { defineRoute } from './http';

export const routeHealth = defineRoute('health', {
  summary: 'Liveness with a real database query: `data.db` is "pglite" or "postgres"; 503 when the database is down.',
  errors: [503],
  response: z.object({ db: z.enum(['pglite', 'postgres']) }),
});

export const routeLiveness = defineRoute('liveness', {
  summary:
    'Liveness of the process alone (no database query): 200 while the server answers at all. For a load balancer that must not take every instance out when the database blinks (readiness is /api/health).',
  response: z.object({ uptimeSeconds: z.number().int().nonnegative() }),
});

export const routeOpenApi = defineRoute('openApi', {
  summary: 'This document: OpenAPI 3.1, generated from the contracts in lib/contracts (answered as is, not in the envelope).',
  raw: true,
  response: z.looseObject({ openapi: z.literal('3.1.0') }),
});
