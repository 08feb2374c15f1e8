// The admin dashboard's one operation (contract.ts): admins only, read-only, so
// nothing here writes an audit entry.
import { defineOperation } from '../../operation.ts';
import { AdminDashboardSchema } from './contract.ts';

export const getAdminDashboard = defineOperation({
  id: 'getAdminDashboard',
  method: 'get',
  path: '/api/admin/dashboard',
  tag: 'Admin',
  summary: 'The figures an operator checks daily, with a 30-day trend per series (UTC days)',
  description:
    'Users (total, new in 7 and 30 days, active in 7 days), debates (scheduled, live, finished, awaiting ballots), ' +
    'clubs, events, e-mails (pending, failed in 24 hours), open reports and error reports in 24 hours, ' +
    'and daily sign-ups, debates created and finished, e-mails sent and failed, reports opened and error reports.',
  guard: 'admin',
  response: AdminDashboardSchema,
});
