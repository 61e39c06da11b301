/**
 * Opens the app's database as a starting server does (`openAppDatabase()`: migrations, then the seed of an empty
 * database, under the migration lock) and exits: 0 on success, 1 with the error. Run as a separate
 * process by the migration-lock test (`node --import tsx tests/helpers/openAppDatabase.ts`).
 */
import { openAppDatabase } from '../../server/app/database';

openAppDatabase()
  .then((handle) => handle.close())
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
