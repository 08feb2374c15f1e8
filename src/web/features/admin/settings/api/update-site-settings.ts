// Changing some of the settings. The answer is the settings as now stored: it
// replaces the cached ones, and its public part is put in place at once, so the
// admin's own banner, title and notices follow without a reload.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SiteSettingsView, UpdateSiteSettingsInput } from '#shared/admin/settings/contract.ts';
import * as settingsApi from '#shared/admin/settings/operations.ts';
import { callOperation } from '#web/lib/api-client.ts';
import { setPublicSettings } from '#web/lib/site-settings.ts';
import { siteSettingsKeys } from './site-settings-keys.ts';

export function updateSiteSettings(input: UpdateSiteSettingsInput): Promise<SiteSettingsView> {
  return callOperation(settingsApi.updateSiteSettings, { body: input });
}

export function useUpdateSiteSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSiteSettings,
    retry: false,
    onSuccess: (view) => {
      queryClient.setQueryData(siteSettingsKeys.all, view);
      setPublicSettings({
        siteName: view.siteName ?? view.defaults.siteName,
        siteDescription: view.siteDescription ?? view.defaults.siteDescription,
        maintenanceBanner: view.maintenanceBanner,
        registrationOpen: view.registrationOpen,
        judgeApplicationsOpen: view.judgeApplicationsOpen,
      });
    },
  });
}
