/**
 * Runs once when a Next.js server starts. Everything it does needs Node.js (the database, the job worker,
 * process.exit on a bad configuration), so it lives in instrumentation-node.ts, imported only when
 * `NEXT_RUNTIME` is `nodejs`: the bundler drops that branch from the Edge compile of this file (Next.js's
 * documented pattern), which otherwise warns about Node.js APIs in `next dev`. Skipped while `next build` runs,
 * because build workers must never open the single-connection PGlite.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    if (process.env.NEXT_PHASE === 'phase-production-build') return;
    const { registerNode } = await import('./instrumentation-node');
    await registerNode();
  }
}
