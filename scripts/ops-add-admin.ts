/**
 * `npm run ops:add-admin -- --phone 9876543210 [--name "Asha Rao"]`: makes that number an active
 * admin of the operations console (a new staff member, or an existing one promoted and enabled), recorded in
 * the audit log as the system's change. Migrates first. Stop the dev server first when using PGlite (one process
 * per data folder). The phone number is not printed back.
 */
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { schemaIndianMobile } from '../lib/validation';
import { configuredTarget } from '../server/db/client';
import { openDatabase } from '../server/db/connect';
import { DEFAULT_ADMIN_NAME, makeAdmin } from '../server/ops/staff';

const schemaArgs = z.object({
  phone: schemaIndianMobile,
  name: z.string().trim().min(1).max(80).default(DEFAULT_ADMIN_NAME),
});

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { phone: { type: 'string' }, name: { type: 'string' } } });
  const parsed = schemaArgs.safeParse(values);
  if (!parsed.success) {
    console.error(
      `Usage: npm run ops:add-admin -- --phone <10-digit mobile> [--name <name>]\n${parsed.error.issues.map((i) => i.message).join('\n')}`,
    );
    process.exit(2);
  }
  const handle = await openDatabase(configuredTarget());
  try {
    const admin = await makeAdmin(handle.db, {
      phone: parsed.data.phone,
      name: parsed.data.name,
      onlyIfNoAdmin: false,
      action: 'staff.add_admin',
    });
    console.log(`admin ready (${handle.kind}): staff id ${admin!.id}`);
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
