/**
 * Whether answers are checked against their contracts: always in development and tests, and in a
 * production build made with NEXT_PUBLIC_CHECK_CONTRACTS=1 (the e2e suite's). Elsewhere this is a
 * constant false and the check, with zod and the schemas, is left out of the bundle. Its own module so the
 * console's transport (services/consoleBaseQuery) shares it without loading the customer's axios client.
 */
export const CHECK_CONTRACTS = process.env.NODE_ENV !== 'production' || process.env.NEXT_PUBLIC_CHECK_CONTRACTS === '1';
