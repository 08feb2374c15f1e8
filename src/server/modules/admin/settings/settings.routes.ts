// The settings operations (src/shared/admin/settings/operations.ts): the admins'
// read and change behind the admin guard, and the public part every page asks
// for, from this process's copy of at most two seconds (lib/site-settings.ts)
// and cacheable by the browser for a few seconds more.
import { answerHeader } from '#server/lib/every-request.ts';
import { implement } from '#server/lib/operations.ts';
import { cachedSiteSettings } from '#server/lib/site-settings.ts';
import * as api from '#shared/admin/settings/operations.ts';
import { PUBLIC_SETTINGS_MAX_AGE_SECONDS } from '#shared/admin/settings/routes.ts';
import { getSiteSettings, toPublicSettings, updateSiteSettings } from './settings.service.ts';

export const settingsOperations = [
  implement(api.getSiteSettings, (c) => getSiteSettings(c.get('db'), c.get('config').mailFrom)),
  implement(api.updateSiteSettings, (c, { user, body }) => updateSiteSettings(c, user, body)),
  implement(api.getPublicSettings, async (c) => {
    const settings = toPublicSettings(await cachedSiteSettings(c.get('db')));
    answerHeader(c, 'Cache-Control', `public, max-age=${PUBLIC_SETTINGS_MAX_AGE_SECONDS}`);
    return settings;
  }),
];
