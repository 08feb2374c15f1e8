// What the admin form sends: only the settings the admin changed, so a save
// never overwrites another admin's change to a setting this form did not touch;
// and which of those changes ask for a confirmation first.
import type { z } from 'zod';
import {
  SITE_SETTING_KEYS,
  type SiteSettingsFormInput,
  type SiteSettingsFormSchema,
  type SiteSettingsView,
  type UpdateSiteSettingsInput,
} from '#shared/admin/settings/contract.ts';

/** The form's values for the stored settings (a null text: an empty field). */
export function formValuesOf(view: SiteSettingsView): SiteSettingsFormInput {
  return {
    siteName: view.siteName ?? '',
    siteDescription: view.siteDescription ?? '',
    maintenanceBanner: view.maintenanceBanner ?? '',
    emailSenderName: view.emailSenderName ?? '',
    registrationOpen: view.registrationOpen,
    judgeApplicationsOpen: view.judgeApplicationsOpen,
  };
}

/** The fields whose value differs from the stored one. */
export function settingsChanges(
  view: SiteSettingsView,
  values: z.output<typeof SiteSettingsFormSchema>,
): UpdateSiteSettingsInput {
  const changes: Record<string, unknown> = {};
  for (const key of SITE_SETTING_KEYS) {
    if (values[key] !== view[key]) changes[key] = values[key];
  }
  return changes as UpdateSiteSettingsInput;
}

/** The consequences to confirm before saving: closing registration or judge applications. */
export function changesToConfirm(changes: UpdateSiteSettingsInput): string[] {
  const notes: string[] = [];
  if (changes.registrationOpen === false) {
    notes.push('Nobody can create a new account, by e-mail or with Google. Members can still sign in.');
  }
  if (changes.judgeApplicationsOpen === false) {
    notes.push('Nobody can apply to become a judge. Applications already sent stay in the queue.');
  }
  return notes;
}
