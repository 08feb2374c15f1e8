// The settings API (admin settings): admins read and change the installation's
// settings, every change audited (settings.update, before → after of the changed
// fields); anyone reads the public part, which the web app shows on every page.
import { defineOperation } from '../../operation.ts';
import { PublicSiteSettingsSchema, SiteSettingsViewSchema, UpdateSiteSettingsInputSchema } from './contract.ts';
import { PUBLIC_SETTINGS_ROUTE } from './routes.ts';

export const getSiteSettings = defineOperation({
  id: 'getSiteSettings',
  method: 'get',
  path: '/api/admin/settings',
  tag: 'Admin',
  summary: 'The installation’s settings as stored, with their defaults',
  guard: 'admin',
  response: SiteSettingsViewSchema,
});

export const updateSiteSettings = defineOperation({
  id: 'updateSiteSettings',
  method: 'patch',
  path: '/api/admin/settings',
  tag: 'Admin',
  summary: 'Change some of the installation’s settings',
  description:
    'Only the fields sent change; null puts a text back to its default. Applied on every server process within seconds, without a restart. Audited as settings.update with the changed fields before and after.',
  guard: 'admin',
  body: UpdateSiteSettingsInputSchema,
  response: SiteSettingsViewSchema,
});

export const getPublicSettings = defineOperation({
  ...PUBLIC_SETTINGS_ROUTE,
  id: 'getPublicSettings',
  tag: 'Site',
  summary: 'The site’s name, description and maintenance banner, and whether registration and judge applications are open',
  description: 'Cacheable for a few seconds.',
  guard: 'public',
  response: PublicSiteSettingsSchema,
});
