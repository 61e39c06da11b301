/**
 * `npm run db:seed`: migrates, then upserts the reference catalogue (idempotent, safe to repeat).
 * Stop the dev server first when using PGlite: it allows one process per data folder.
 */
import { configuredTarget } from '../server/db/client';
import { openDatabase } from '../server/db/connect';
import { seedAll } from '../server/db/seed';

async function main(): Promise<void> {
  const handle = await openDatabase(configuredTarget());
  try {
    const report = await seedAll(handle.db);
    console.log(`seeded (${handle.kind}):`, report);
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
