/**
 * Runs once when a Next.js server starts: opens the database so migrations (and the seed of
 * an empty database) are applied before the first request. Skipped while `next build`
 * runs, because build workers must never open the single-connection PGlite.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { getDb } = await import('./server/db/client');
  await getDb();
}
