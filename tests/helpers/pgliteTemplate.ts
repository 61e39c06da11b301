import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { MIGRATIONS_FOLDER, openDatabase } from '../../server/db/connect';

/** The migrations (every file of the folder, journal included) and the PGlite build the template is made of. */
function templateKey(): string {
  const hash = createHash('sha256');
  hash.update(readFileSync(path.join(process.cwd(), 'node_modules', '@electric-sql', 'pglite', 'package.json')));
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(file);
      else hash.update(entry.name).update(readFileSync(file));
    }
  };
  walk(MIGRATIONS_FOLDER);
  return hash.digest('hex').slice(0, 16);
}

/** Makes the dump: a fresh in-memory PGlite migrated by `openDatabase`, as every test database used to be. */
async function makeTemplate(file: string): Promise<Blob> {
  const handle = await openDatabase({ kind: 'pglite' });
  try {
    const client = (handle.db as unknown as PgliteDatabase & { $client: PGlite }).$client;
    const dump = await client.dumpDataDir('none');
    // written under a name of its own, then renamed: a worker reading it never sees half a file
    const partial = `${file}.${process.pid}.${Date.now()}`;
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, file);
    return dump;
  } finally {
    await handle.close();
  }
}

let template: Promise<Blob> | undefined;

/**
 * A dump of an in-memory PGlite database with every migration applied (PGlite's `dumpDataDir`), so that a test
 * database starts from it instead of running initdb and all the migrations again (about 3 s of CPU each, for
 * every repository test file). Made once per set of migrations and PGlite version, kept in the system's temp
 * folder and shared by the test workers; `openDatabase` still runs the migrations on it (finding none to apply).
 */
export function migratedPgliteTemplate(): Promise<Blob> {
  template ??= (async () => {
    const file = path.join(tmpdir(), `party-services-pglite-migrated-${templateKey()}.tar`);
    try {
      // read whole (not a file-backed Blob): another worker may still rename its own copy over it
      return new Blob([await readFile(file)]);
    } catch {
      return makeTemplate(file);
    }
  })();
  return template;
}
