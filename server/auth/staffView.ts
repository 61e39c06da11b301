import type { StaffView } from '../../lib/contracts/ops';
import type { Staff } from '../db/schema';

/**
 * A staff row as the console shows it (the signed-in member of every console page and `/api/ops/auth/me`, and
 * the staff list): dates as ISO strings.
 */
export function toStaffView(row: Staff): StaffView {
  return {
    _id: row.id,
    phone: row.phone,
    name: row.name,
    role: row.role,
    active: row.active,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
