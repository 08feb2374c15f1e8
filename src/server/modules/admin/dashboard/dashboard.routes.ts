// The admin dashboard over HTTP: one read-only operation behind the admin guard
// (src/shared/admin/dashboard/operations.ts); it changes nothing, so it writes no audit entry.
import { implement } from '#server/lib/operations.ts';
import * as api from '#shared/admin/dashboard/operations.ts';
import { getAdminDashboard } from './dashboard.service.ts';

export const dashboardOperations = [implement(api.getAdminDashboard, (c) => getAdminDashboard(c.get('db')))];
