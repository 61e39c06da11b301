/** `npm run db:migrate`: applies pending migrations to DATABASE_URL or the PGlite folder, then exits. */
import { configuredTarget } from '../server/db/client';
import { openDatabase } from '../server/db/connect';

async function main(): Promise<void> {
  const target = configuredTarget();
  const handle = await openDatabase(target);
  await handle.close();
  console.log(`migrations applied (${handle.kind})`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
