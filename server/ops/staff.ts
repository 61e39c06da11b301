import { and, asc, desc, eq, ne } from 'drizzle-orm';
import type { StaffCreate, StaffUpdate } from '../../lib/contracts/ops';
import { getConfig } from '../config';
import { advisoryXactLock } from '../db/locks';
import { staff, type Staff } from '../db/schema';
import type { Db } from '../db/types';
import { HttpError, notFound } from '../http/errors';
import { revokePrincipalSessions } from '../auth/consoleSession';
import { recordAudit, SYSTEM_ACTOR, type AuditActor } from '../audit/audit';

/**
 * Lock key serialising every change to who is an active admin (bootstrap, add-admin, demote, disable), so
 * that two simultaneous first sign-ins make one admin and the last admin cannot be removed by two requests.
 */
const ADMINS_LOCK = 'ops:staff:admins';

/** Name given to an admin created by OPS_BOOTSTRAP_ADMIN_PHONE or the CLI without one (they can rename themselves later). */
export const DEFAULT_ADMIN_NAME = 'Admin';

// the staff row as the console shows it lives with the console session that shows it
export { toStaffView } from '../auth/staffView';

/** What an audit line keeps of a staff member. */
function staffSnapshot(row: Staff): Record<string, unknown> {
  return { phone: row.phone, name: row.name, role: row.role, active: row.active };
}

/** The staff member with this id, or null. */
export async function findStaffById(db: Db, id: string): Promise<Staff | null> {
  const [row] = await db.select().from(staff).where(eq(staff.id, id)).limit(1);
  return row ?? null;
}

/** The active staff member with this phone, or null (disabled staff count as none). */
export async function findActiveStaffByPhone(db: Db, phone: string): Promise<Staff | null> {
  const [row] = await db
    .select()
    .from(staff)
    .where(and(eq(staff.phone, phone), eq(staff.active, true)))
    .limit(1);
  return row ?? null;
}

/** Whether any active admin exists. */
export async function hasActiveAdmin(db: Db): Promise<boolean> {
  const [row] = await db
    .select({ id: staff.id })
    .from(staff)
    .where(and(eq(staff.role, 'admin'), eq(staff.active, true)))
    .limit(1);
  return Boolean(row);
}

/** Every staff member, active first, then by name. */
export async function listStaff(db: Db): Promise<Staff[]> {
  return db.select().from(staff).orderBy(desc(staff.active), asc(staff.name));
}

/** The configured bootstrap admin number (OPS_BOOTSTRAP_ADMIN_PHONE), or undefined. */
export function bootstrapAdminPhone(): string | undefined {
  return getConfig().OPS_BOOTSTRAP_ADMIN_PHONE || undefined;
}

/**
 * Whether `phone` may receive a console sign-in code: an active staff member, or the bootstrap number while
 * no active admin exists.
 */
export async function mayRequestStaffCode(db: Db, phone: string, bootstrapPhone = bootstrapAdminPhone()): Promise<boolean> {
  if (await findActiveStaffByPhone(db, phone)) return true;
  return phone === bootstrapPhone && !(await hasActiveAdmin(db));
}

/**
 * Makes `phone` an active admin (inserted, or an existing row promoted and enabled) and records it as the
 * system's change. With `onlyIfNoAdmin`, does nothing when an active admin exists. Runs under the admins lock
 * in its own transaction (a savepoint inside the caller's), so concurrent calls make exactly one admin.
 * @returns the admin, or null when `onlyIfNoAdmin` and an admin exists.
 */
export async function makeAdmin(
  db: Db,
  { phone, name = DEFAULT_ADMIN_NAME, onlyIfNoAdmin, action }: { phone: string; name?: string; onlyIfNoAdmin: boolean; action: string },
  now = new Date(),
): Promise<Staff | null> {
  return db.transaction(async (tx) => {
    await advisoryXactLock(tx, ADMINS_LOCK);
    const [existing] = await tx.select().from(staff).where(eq(staff.phone, phone)).for('update').limit(1);
    // already an admin (a second tab signing in at the same moment): that admin, unchanged
    if (existing?.role === 'admin' && existing.active) return existing;
    if (onlyIfNoAdmin && (await hasActiveAdmin(tx))) return null;
    const [admin] = existing
      ? await tx.update(staff).set({ role: 'admin', active: true, updatedAt: now }).where(eq(staff.id, existing.id)).returning()
      : await tx.insert(staff).values({ phone, name, role: 'admin', createdAt: now, updatedAt: now }).returning();
    await recordAudit(
      tx,
      SYSTEM_ACTOR,
      { action, entityType: 'staff', entityId: admin!.id, before: existing ? staffSnapshot(existing) : null, after: staffSnapshot(admin!) },
      now,
    );
    return admin!;
  });
}

/**
 * The staff member a verified console code signs in (call it inside the code's transaction): the active staff
 * member with this phone, or, for the bootstrap number while no active admin exists, a new admin.
 * @returns the staff member, or null for anyone else.
 */
export async function staffForSignIn(
  db: Db,
  phone: string,
  bootstrapPhone = bootstrapAdminPhone(),
  now = new Date(),
): Promise<Staff | null> {
  const member = await findActiveStaffByPhone(db, phone);
  if (member) return member;
  if (phone !== bootstrapPhone) return null;
  return makeAdmin(db, { phone, onlyIfNoAdmin: true, action: 'staff.bootstrap_admin' }, now);
}

/**
 * Adds a staff member (admins) and records it.
 * @throws HttpError 409 when the number is already staff (active or not).
 */
export async function createStaff(db: Db, actor: AuditActor, input: StaffCreate, now = new Date()): Promise<Staff> {
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(staff)
      .values({ phone: input.phone, name: input.name, role: input.role, createdAt: now, updatedAt: now })
      .onConflictDoNothing({ target: staff.phone })
      .returning();
    if (!created) throw new HttpError(409, 'This number is already on the team.');
    await recordAudit(
      tx,
      actor,
      { action: 'staff.create', entityType: 'staff', entityId: created.id, before: null, after: staffSnapshot(created) },
      now,
    );
    return created;
  });
}

/** The audit action of a staff change: enabling or disabling first, then a role change, else an update. */
function staffAction(before: Staff, changes: StaffUpdate): string {
  if (changes.active !== undefined && changes.active !== before.active) return changes.active ? 'staff.enable' : 'staff.disable';
  if (changes.role !== undefined && changes.role !== before.role) return 'staff.role_change';
  return 'staff.update';
}

/**
 * Changes a staff member's name, role or active flag (admins) and records it. Disabling revokes every
 * session of theirs in the same transaction (and every request checks `active` anyway). The last active
 * admin can be neither demoted nor disabled, so the console always has someone who can manage it.
 * @throws HttpError 404 unknown id; 409 for the last active admin.
 */
export async function updateStaff(db: Db, actor: AuditActor, id: string, changes: StaffUpdate, now = new Date()): Promise<Staff> {
  return db.transaction(async (tx) => {
    await advisoryXactLock(tx, ADMINS_LOCK);
    const [before] = await tx.select().from(staff).where(eq(staff.id, id)).for('update').limit(1);
    if (!before) throw notFound('Staff member not found');
    const losesAdmin =
      before.role === 'admin' && before.active && (changes.active === false || (changes.role !== undefined && changes.role !== 'admin'));
    if (losesAdmin) {
      const [other] = await tx
        .select({ id: staff.id })
        .from(staff)
        .where(and(eq(staff.role, 'admin'), eq(staff.active, true), ne(staff.id, id)))
        .limit(1);
      if (!other) throw new HttpError(409, 'The last active admin cannot be demoted or disabled.');
    }
    const [after] = await tx
      .update(staff)
      .set({ ...changes, updatedAt: now })
      .where(eq(staff.id, id))
      .returning();
    if (changes.active === false) await revokePrincipalSessions(tx, 'staff', id, now);
    await recordAudit(
      tx,
      actor,
      {
        action: staffAction(before, changes),
        entityType: 'staff',
        entityId: id,
        before: staffSnapshot(before),
        after: staffSnapshot(after!),
      },
      now,
    );
    return after!;
  });
}
