/**
 * The operations console's API shapes: staff sign-in by OTP, the signed-in staff member,
 * staff management (admins) and the audit log. Every route here is `auth: 'staff'`, except the two
 * sign-in steps (public: a session does not exist yet).
 */
import { CONSOLE_LOGIN_SUCCESS } from './consoleSignIn';
import { z } from 'zod';
import { OTP_LENGTH } from '../constants';
import { schemaIndianMobile } from '../validation';
import { defineRoute, schemaPage, pageQueryField, schemaNoData } from './http';
// the pattern alone (lib/opsOrders: constants only), not the board's contracts: partner sign-in pages load this file
import { ORDER_NUMBER_PATTERN } from '../opsOrders';
import { plainText } from './text';

/**
 * Staff roles: admins manage staff and refund; operations run orders; support reads; finance reads the finance desk
 * (collections, refunds, balances, tax, payouts) and the audit log, and changes no order.
 */
export const STAFF_ROLES = ['admin', 'operations', 'support', 'finance'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Who a console session belongs to: staff now; providers of the partner app later. */
export const PRINCIPAL_KINDS = ['staff', 'partner'] as const;
export type PrincipalKind = (typeof PRINCIPAL_KINDS)[number];

/**
 * Who an audit line names as its actor: a staff member, the operations API key, the system (bootstrap, CLI), or a
 * provider acting in the partner app (accept, decline, start, complete, photo uploads), or a customer (cancelling
 * a job nobody arrived for).
 */
export const AUDIT_ACTOR_KINDS = ['staff', 'api_key', 'system', 'provider', 'customer'] as const;
export type AuditActorKind = (typeof AUDIT_ACTOR_KINDS)[number];

/** Audit lines per page of GET /api/ops/audit and /ops/audit. */
export const AUDIT_PAGE_SIZE = 50;

/** The spec's login success text, shown by /ops/login once signed in. */
export const OPS_LOGIN_SUCCESS = CONSOLE_LOGIN_SUCCESS;

/**
 * The one answer of POST /api/ops/auth/otp, for staff and for any other number alike, so that staff numbers
 * cannot be found by trying numbers.
 */
export const OPS_OTP_SENT = 'If this number belongs to our team, a code has been sent to it.';

const schemaRole = z.enum(STAFF_ROLES, { error: 'role must be admin, operations, support or finance' });

/** POST /api/ops/auth/otp body. */
export const schemaOpsOtpRequest = z.object({ phone: schemaIndianMobile });

/** POST /api/ops/auth/verify body. */
export const schemaOpsOtpVerify = z.object({
  phone: schemaIndianMobile,
  otp: z.string({ error: 'Please enter the OTP' }).regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), `The OTP has ${OTP_LENGTH} digits`),
});

/** A staff member as the console shows them (admins see the phone numbers of their team). Times are ISO 8601. */
export const schemaStaffView = z.object({
  _id: z.string(),
  phone: z.string(),
  name: z.string(),
  role: schemaRole,
  active: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type StaffView = z.infer<typeof schemaStaffView>;

/** The signed-in staff member and when the session ends (ISO 8601; 12 hours after sign-in). */
export const schemaStaffSessionView = z.object({ staff: schemaStaffView, expiresAt: z.string() });
export type StaffSessionView = z.infer<typeof schemaStaffSessionView>;

const schemaStaffName = plainText({
  label: 'Name',
  min: 1,
  max: 80,
  requiredMessage: 'Please enter the name',
  minMessage: 'Please enter the name',
});

/** POST /api/ops/staff body (admins). */
export const schemaStaffCreate = z.object({ phone: schemaIndianMobile, name: schemaStaffName, role: schemaRole });
export type StaffCreate = z.infer<typeof schemaStaffCreate>;

/** PATCH /api/ops/staff/{id} body (admins): any of name, role, active; at least one. */
export const schemaStaffUpdate = z
  .object({ name: schemaStaffName.optional(), role: schemaRole.optional(), active: z.boolean().optional() })
  .refine((body) => body.name !== undefined || body.role !== undefined || body.active !== undefined, {
    message: 'Nothing to change',
  });
export type StaffUpdate = z.infer<typeof schemaStaffUpdate>;

const schemaIsoDay = z.iso.date('Dates are yyyy-mm-dd');

/**
 * GET /api/ops/audit query: `actor` a staff id, `api_key` or `system`; `entityType` and `entityId` exact;
 * `from`/`to` days (yyyy-mm-dd, IST, both inclusive); `page` from 1.
 */
export const schemaAuditQuery = z.object({
  /** A staff member's or a provider's id, `api_key`, `system`, or `provider` (any provider, in the partner app). */
  actor: z.union([z.uuid('Unknown actor'), z.enum(['api_key', 'system', 'provider'])]).optional(),
  /** An order number (PS-XXXXXX, any case): the lines about that order, its review and its chat. */
  order: z
    .string()
    .trim()
    .regex(ORDER_NUMBER_PATTERN, 'Order numbers look like PS-XXXXXX')
    .transform((value) => value.toUpperCase())
    .optional(),
  entityType: z
    .string()
    .regex(/^[a-z_]{1,40}$/, 'Unknown entity type')
    .optional(),
  entityId: plainText({ label: 'Entity id', min: 1, max: 64 }).optional(),
  from: schemaIsoDay.optional(),
  to: schemaIsoDay.optional(),
  page: pageQueryField(10_000),
});
export type AuditQuery = z.infer<typeof schemaAuditQuery>;

/**
 * One audit line: who (`actorKind`, and for staff or a provider their id and current name), what, on which entity,
 * before and after, when (ISO 8601). `entityLabel` names the entity as people know it (an order's number, a staff
 * member's or provider's name, an enquiry's reference, a message's channel and masked recipient; null when gone);
 * `names` the staff members and providers whose ids the snapshots hold (id → current name).
 */
export const schemaAuditEntry = z.object({
  _id: z.string(),
  at: z.string(),
  actorKind: z.enum(AUDIT_ACTOR_KINDS),
  actorId: z.string().nullable(),
  actorName: z.string().nullable(),
  action: z.string(),
  entityType: z.string(),
  entityId: z.string(),
  entityLabel: z.string().nullable(),
  names: z.record(z.string(), z.string()),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
});
export type AuditEntry = z.infer<typeof schemaAuditEntry>;

/** A page of audit lines, newest first. */
export const schemaAuditPage = schemaPage('entries', schemaAuditEntry);
export type AuditPage = z.infer<typeof schemaAuditPage>;

export const routeOpsOtpRequest = defineRoute('opsOtpRequest', {
  summary:
    'Staff sign-in, step 1: sends a code by SMS to an active staff number. The answer is the same for every number, so staff numbers cannot be found by trying.',
  body: schemaOpsOtpRequest,
  response: schemaNoData,
  errors: [403, 429, 502],
});

export const routeOpsOtpVerify = defineRoute('opsOtpVerify', {
  summary:
    'Staff sign-in, step 2: checks the code and sets the 12-hour console session cookie (httpOnly, SameSite=Strict, Secure in production). A customer code never signs staff in.',
  body: schemaOpsOtpVerify,
  response: schemaStaffSessionView,
  errors: [401, 403, 429],
});

export const routeOpsLogout = defineRoute('opsLogout', {
  summary: 'Ends the calling console session server-side and clears its cookie.',
  auth: 'staff',
  response: schemaNoData,
});

export const routeOpsMe = defineRoute('opsMe', {
  summary: 'The signed-in staff member and when the session ends.',
  auth: 'staff',
  response: schemaStaffSessionView,
});

export const routeOpsStaffList = defineRoute('opsStaffList', {
  summary: 'Every staff member, active first (admins).',
  auth: 'staff',
  response: z.array(schemaStaffView),
});

export const routeOpsStaffCreate = defineRoute('opsStaffCreate', {
  summary: 'Adds a staff member (admins); 409 when the number is already staff.',
  auth: 'staff',
  okStatus: 201,
  errors: [409],
  body: schemaStaffCreate,
  response: schemaStaffView,
});

export const routeOpsStaffUpdate = defineRoute('opsStaffUpdate', {
  summary:
    'Changes a staff member’s name or role, or disables/enables them (admins). Disabling signs them out at once; the last active admin cannot be demoted or disabled (409).',
  auth: 'staff',
  errors: [404, 409],
  params: z.object({ id: z.uuid('Unknown staff member') }),
  body: schemaStaffUpdate,
  response: schemaStaffView,
});

export const routeOpsAuditList = defineRoute('opsAuditList', {
  summary:
    'The audit log, newest first, filtered by actor (staff, provider, API key, system), order number, entity and days (admins, operations and finance).',
  auth: 'staff',
  query: schemaAuditQuery,
  response: schemaAuditPage,
});

/** Props every console page gets from the server (server/auth/withStaff withStaffPage): who is signed in, and whether their role may see the page. */
export interface OpsPageProps {
  staff: StaffView;
  /** The role does not allow this page: it shows the 403 message (answered with HTTP 403). */
  forbidden?: boolean;
}
