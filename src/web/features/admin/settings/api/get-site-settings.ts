// The installation's settings as stored, with their defaults, for the admin form.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SiteSettingsView } from '#shared/admin/settings/contract.ts';
import * as settingsApi from '#shared/admin/settings/operations.ts';
import { callOperation } from '#web/lib/api-client.ts';
import { siteSettingsKeys } from './site-settings-keys.ts';

export function getSiteSettings(signal?: AbortSignal): Promise<SiteSettingsView> {
  return callOperation(settingsApi.getSiteSettings, {}, signal);
}

export const siteSettingsQueryOptions = () =>
  queryOptions({ queryKey: siteSettingsKeys.all, queryFn: ({ signal }) => getSiteSettings(signal) });

export function useSiteSettings() {
  return useQuery(siteSettingsQueryOptions());
}
