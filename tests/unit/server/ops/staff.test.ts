import { addHours, addSeconds } from 'date-fns';
import { and, count, eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { requestOtp, verifyOtp, verifyOtpFor } from '../../../../server/auth/otp';
import { authenticateSession, signSession } from '../../../../server/auth/session';
import {
  authenticateStaffSession,
  createConsoleSession,
  CONSOLE_SESSION_TTL_SECONDS,
  readCookie,
  revokeConsoleSession,
  sessionCookie,
} from '../../../../server/auth/consoleSession';
import { auditLog, consoleSessions, staff, users } from '../../../../server/db/schema';
import { purgeOldRows } from '../../../../server/app/maintenance';
import { listAudit, recordAudit, SYSTEM_ACTOR } from '../../../../server/audit/audit';
import { createStaff, makeAdmin, mayRequestStaffCode, staffForSignIn, updateStaff } from '../../../../server/ops/staff';
import type { SmsProvider } from '../../../../server/notify/sms';
import { findOrCreateUserByPhone } from '../../../../server/users/repository';
import { rejection } from '../../../helpers/rejection';
import { describeEachDatabase } from '../../../helpers/testDatabases';

const NOW = new Date('2030-03-01T05:00:00Z');
const BOOTSTRAP = '9000000001';

/** An SMS provider that records the codes it was asked to send. */
function recordingSms(): SmsProvider & { sent: { phone: string; code: string }[] } {
  const sent: { phone: string; code: string }[] = [];
  return {
    name: 'test-recorder',
    sent,
    sendOtp: async (phone: string, code: string) => {
      sent.push({ phone, code });
      return {};
    },
  };
}

describeEachDatabase(
  'staff identities, console sessions and the audit log',
  (getDb) => {
    it('bootstrap: the configured number becomes admin at its first sign-in while no admin exists; others do not', async () => {
      const db = getDb();
      expect(await mayRequestStaffCode(db, '9000000099', BOOTSTRAP)).toBe(false);
      expect(await mayRequestStaffCode(db, BOOTSTRAP, BOOTSTRAP)).toBe(true);
      expect(await db.transaction((tx) => staffForSignIn(tx, '9000000099', BOOTSTRAP, NOW))).toBeNull();
      const admin = await db.transaction((tx) => staffForSignIn(tx, BOOTSTRAP, BOOTSTRAP, NOW));
      expect(admin).toMatchObject({ phone: BOOTSTRAP, role: 'admin', active: true });
      // signing in again is the same admin
      expect((await db.transaction((tx) => staffForSignIn(tx, BOOTSTRAP, BOOTSTRAP, NOW)))?.id).toBe(admin!.id);
      const lines = await db.select().from(auditLog).where(eq(auditLog.action, 'staff.bootstrap_admin'));
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatchObject({ actorKind: 'system', actorStaffId: null, entityType: 'staff', entityId: admin!.id });
      // once an admin exists, another bootstrap number gets nothing
      expect(await mayRequestStaffCode(db, '9000000002', '9000000002')).toBe(false);
      expect(await db.transaction((tx) => staffForSignIn(tx, '9000000002', '9000000002', NOW))).toBeNull();
    });

    it('bootstrap is race-safe: simultaneous first sign-ins make exactly one admin', async () => {
      const db = getDb();
      // a fresh start: no admin (the previous test's admin is demoted by a direct write, as if never made)
      await db.update(staff).set({ active: false });
      const phones = ['9000000011', '9000000012', '9000000013', '9000000014', '9000000011'];
      const made = await Promise.all(
        phones.map((phone) => db.transaction((tx) => makeAdmin(tx, { phone, onlyIfNoAdmin: true, action: 'staff.bootstrap_admin' }, NOW))),
      );
      const [admins] = await db
        .select({ n: count() })
        .from(staff)
        .where(and(eq(staff.role, 'admin'), eq(staff.active, true)));
      expect(admins?.n).toBe(1);
      expect(new Set(made.filter(Boolean).map((m) => m!.id)).size).toBe(1);
    });

    it('the bootstrap number signing in from several tabs at once gets one admin, the same in every tab', async () => {
      const db = getDb();
      await db.update(staff).set({ active: false });
      const phone = '9000000015';
      const signedIn = await Promise.all([1, 2, 3].map(() => db.transaction((tx) => staffForSignIn(tx, phone, phone, NOW))));
      expect(new Set(signedIn.map((member) => member?.id)).size).toBe(1);
      expect(signedIn[0]).toMatchObject({ phone, role: 'admin', active: true });
      const [admins] = await db
        .select({ n: count() })
        .from(staff)
        .where(and(eq(staff.role, 'admin'), eq(staff.active, true)));
      expect(admins?.n).toBe(1);
    });

    it('a console code is checked only by the console, and a customer code never signs staff in', async () => {
      const db = getDb();
      const sms = recordingSms();
      const phone = '9000000021';
      await requestOtp(db, { phone, ip: '198.51.100.21', sms, purpose: 'staff', now: NOW });
      const code = sms.sent[0]!.code;
      // the customer sign-in does not accept it (and creates no customer)
      expect((await rejection(verifyOtp(db, { phone, code, ip: '10.0.0.1', now: NOW }))).status).toBe(401);
      expect(await db.select().from(users).where(eq(users.phone, phone))).toHaveLength(0);
      // a customer code is not a console code
      await requestOtp(db, { phone: '9000000022', ip: '198.51.100.22', sms, purpose: 'customer', now: NOW });
      const customerCode = sms.sent[1]!.code;
      const asStaff = verifyOtpFor(
        db,
        { phone: '9000000022', code: customerCode, ip: '10.0.0.1', purpose: 'staff', now: NOW },
        async () => 'in',
      );
      expect((await rejection(asStaff)).status).toBe(401);
      // the console accepts its own code
      expect(await verifyOtpFor(db, { phone, code, ip: '10.0.0.1', purpose: 'staff', now: NOW }, async () => 'in')).toBe('in');
    });

    it('a number that is not staff gets no SMS, yet its request is stored and counted like a real one', async () => {
      const db = getDb();
      const sms = recordingSms();
      const phone = '9000000031';
      await requestOtp(db, { phone, ip: '198.51.100.31', sms, purpose: 'staff', deliver: false, now: NOW });
      expect(sms.sent).toHaveLength(0);
      // the same "attempts left" answer as a staff number's wrong code
      const wrong = await rejection(
        verifyOtpFor(db, { phone, code: '0000', ip: '10.0.0.1', purpose: 'staff', now: NOW }, async () => 'in'),
      );
      expect(wrong.message).toMatch(/^Invalid OTP\. \d attempts left\.$/);
    });

    it('sessions last 12 hours, are revocable, and end at once when the staff member is disabled', async () => {
      const db = getDb();
      const admin = await makeAdmin(db, { phone: '9000000041', onlyIfNoAdmin: false, action: 'staff.add_admin' }, NOW);
      const member = await createStaff(
        db,
        { kind: 'staff', staffId: admin!.id },
        { phone: '9000000042', name: 'Ravi', role: 'operations' },
        NOW,
      );
      const { token, sessionId, expiresAt } = await createConsoleSession(db, 'staff', member.id, NOW);
      expect(expiresAt.getTime() - NOW.getTime()).toBe(CONSOLE_SESSION_TTL_SECONDS * 1000);
      expect(CONSOLE_SESSION_TTL_SECONDS).toBe(12 * 3600);
      expect((await authenticateStaffSession(db, token, addHours(NOW, 11)))?.staff.id).toBe(member.id);
      expect(await authenticateStaffSession(db, token, addSeconds(NOW, CONSOLE_SESSION_TTL_SECONDS))).toBeNull();
      // always a different last character (a token already ending in "A" was left untouched one time in 64)
      const tampered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
      expect(tampered).not.toBe(token);
      expect(await authenticateStaffSession(db, tampered, NOW)).toBeNull();
      // revoked
      expect(await revokeConsoleSession(db, sessionId, NOW)).toBe(true);
      expect(await authenticateStaffSession(db, token, NOW)).toBeNull();
      // disabled: every session ends at once, and a re-enabled member must sign in again
      const second = await createConsoleSession(db, 'staff', member.id, NOW);
      await updateStaff(db, { kind: 'staff', staffId: admin!.id }, member.id, { active: false }, NOW);
      expect(await authenticateStaffSession(db, second.token, NOW)).toBeNull();
      await updateStaff(db, { kind: 'staff', staffId: admin!.id }, member.id, { active: true }, NOW);
      expect(await authenticateStaffSession(db, second.token, NOW)).toBeNull();
      // a disabled member's live session also stops working even if its row was left alone
      const third = await createConsoleSession(db, 'staff', member.id, NOW);
      await db.update(staff).set({ active: false }).where(eq(staff.id, member.id));
      expect(await authenticateStaffSession(db, third.token, NOW)).toBeNull();
    });

    it('the hourly clean-up removes expired and revoked console sessions and keeps live ones', async () => {
      const db = getDb();
      const admin = await makeAdmin(db, { phone: '9000000045', onlyIfNoAdmin: false, action: 'staff.add_admin' }, NOW);
      const later = addHours(NOW, 13);
      const expired = await createConsoleSession(db, 'staff', admin!.id, NOW);
      const revoked = await createConsoleSession(db, 'staff', admin!.id, addHours(NOW, 12));
      await revokeConsoleSession(db, revoked.sessionId, addHours(NOW, 12));
      const live = await createConsoleSession(db, 'staff', admin!.id, addHours(NOW, 12));
      await purgeOldRows(db, later);
      const left = await db.select({ id: consoleSessions.id }).from(consoleSessions).where(eq(consoleSessions.principalId, admin!.id));
      expect(left.map((row) => row.id)).toEqual([live.sessionId]);
      expect(expired.sessionId).not.toBe(live.sessionId);
    });

    it('a customer token never opens the console, and a console token never acts as a customer', async () => {
      const db = getDb();
      const { user } = await findOrCreateUserByPhone(db, '9000000051');
      const customerToken = await signSession(db, user.id);
      expect(await authenticateStaffSession(db, customerToken)).toBeNull();
      const admin = await makeAdmin(db, { phone: '9000000052', onlyIfNoAdmin: false, action: 'staff.add_admin' }, NOW);
      const { token } = await createConsoleSession(db, 'staff', admin!.id);
      expect(await authenticateSession(db, token)).toBeNull();
    });

    it('the session cookie is httpOnly, SameSite=Strict, 12 hours, Secure when asked (production)', () => {
      expect(sessionCookie('ops_session', 'abc', { secure: true })).toBe(
        'ops_session=abc; Path=/; HttpOnly; SameSite=Strict; Max-Age=43200; Secure',
      );
      expect(sessionCookie('ops_session', undefined, { secure: false })).toBe('ops_session=; Path=/; HttpOnly; SameSite=Strict; Max-Age=0');
      expect(readCookie('a=1; ops_session=xyz; b=2', 'ops_session')).toBe('xyz');
      expect(readCookie(undefined, 'ops_session')).toBeUndefined();
    });

    it('staff changes are audited; the last active admin cannot be demoted or disabled', async () => {
      const db = getDb();
      await db.update(staff).set({ active: false });
      const admin = await makeAdmin(db, { phone: '9000000061', onlyIfNoAdmin: false, action: 'staff.add_admin' }, NOW);
      const actor = { kind: 'staff' as const, staffId: admin!.id };
      const added = await createStaff(db, actor, { phone: '9000000062', name: 'Meena', role: 'support' }, NOW);
      expect((await rejection(createStaff(db, actor, { phone: '9000000062', name: 'Again', role: 'support' }, NOW))).status).toBe(409);
      await updateStaff(db, actor, added.id, { role: 'operations' }, addSeconds(NOW, 1));
      await updateStaff(db, actor, added.id, { active: false }, addSeconds(NOW, 2));
      await updateStaff(db, actor, added.id, { active: true }, addSeconds(NOW, 3));
      expect((await rejection(updateStaff(db, actor, admin!.id, { role: 'support' }, NOW))).status).toBe(409);
      expect((await rejection(updateStaff(db, actor, admin!.id, { active: false }, NOW))).status).toBe(409);
      expect((await rejection(updateStaff(db, actor, '00000000-0000-4000-8000-000000000000', { active: false }, NOW))).status).toBe(404);
      const page = await listAudit(db, { actor: admin!.id, entityType: 'staff', entityId: added.id, page: 1 });
      expect(page.entries.map((e) => e.action)).toEqual(['staff.enable', 'staff.disable', 'staff.role_change', 'staff.create']);
      expect(page.entries[3]).toMatchObject({
        actorKind: 'staff',
        actorName: 'Admin',
        before: null,
        after: { role: 'support', active: true },
      });
      expect(page.entries[2]).toMatchObject({ before: { role: 'support' }, after: { role: 'operations' } });
      // filters: by system actor and by day (IST)
      expect((await listAudit(db, { actor: 'system', entityType: 'staff', entityId: admin!.id, page: 1 })).entries[0]?.action).toBe(
        'staff.add_admin',
      );
      expect((await listAudit(db, { entityId: added.id, from: '2030-03-01', to: '2030-03-01', page: 1 })).total).toBe(4);
      expect((await listAudit(db, { entityId: added.id, from: '2030-03-02', page: 1 })).total).toBe(0);
    });

    it('the audit log is append-only: the database refuses UPDATE, DELETE and TRUNCATE', async () => {
      const db = getDb();
      await recordAudit(db, SYSTEM_ACTOR, { action: 'test.line', entityType: 'test', entityId: 'x', before: null, after: { a: 1 } }, NOW);
      const refused = async (statement: Promise<unknown>) => {
        const error = await statement.then(
          () => undefined,
          (e: unknown) => e,
        );
        expect(String((error as { cause?: unknown })?.cause ?? error)).toMatch(/append-only/);
      };
      await refused(db.update(auditLog).set({ action: 'changed' }).where(eq(auditLog.action, 'test.line')));
      await refused(db.delete(auditLog).where(eq(auditLog.action, 'test.line')));
      await refused(db.execute(sql`truncate audit_log`));
      expect(await db.select().from(auditLog).where(eq(auditLog.action, 'test.line'))).toHaveLength(1);
    });
  },
  { seed: false },
);
