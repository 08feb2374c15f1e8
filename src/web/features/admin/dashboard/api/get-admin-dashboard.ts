// The admin dashboard's figures and 30-day trends (one request). Refetched when
// the admin comes back to the tab, and every minute while it stays open, so the
// numbers an operator glances at are never older than that.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminDashboard } from '#shared/admin/dashboard/contract.ts';
import * as dashboardApi from '#shared/admin/dashboard/operations.ts';
import { callOperation } from '#web/lib/api-client.ts';

const REFRESH_MS = 60_000;

export const adminDashboardKeys = {
  all: ['admin-dashboard'] as const,
};

export function getAdminDashboard(signal?: AbortSignal): Promise<AdminDashboard> {
  return callOperation(dashboardApi.getAdminDashboard, {}, signal);
}

export const adminDashboardQueryOptions = () =>
  queryOptions({
    queryKey: adminDashboardKeys.all,
    queryFn: ({ signal }) => getAdminDashboard(signal),
    refetchInterval: REFRESH_MS,
  });

export function useAdminDashboard() {
  return useQuery(adminDashboardQueryOptions());
}
