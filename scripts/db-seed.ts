/**
 * `npm run db:seed`: migrates, then upserts the reference catalogue (idempotent, safe to repeat).
 * `SEED_DEMO=1 npm run db:seed` also writes example customers, completed orders and reviews
 * (data/demo.ts) for a demonstration install; never set it for a real shop.
 * Stop the dev server first when using PGlite: it allows one process per data folder.
 */
import { configuredTarget } from '../server/db/client';
import { openDatabase } from '../server/db/connect';
import { seedForScript } from '../server/app/seed';

async function main(): Promise<void> {
  const handle = await openDatabase(configuredTarget());
  try {
    const report = await seedForScript(handle.db, process.env);
    console.log(`seeded (${handle.kind}):`, report);
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
