// The installation's settings, written here only (admin settings): a change
// locks the one row, writes the fields sent and records the changed fields
// before → after in the audit entry of the same transaction (../audit.ts).
// Every process reads the row through lib/site-settings.ts, so the change
// applies everywhere without a restart.
import type { Context } from 'hono';
import { eq } from 'drizzle-orm';
import type { Database, Transaction } from '#server/db/client.ts';
import { siteSettings, users } from '#server/db/schema/index.ts';
import type { AppEnv, SessionUser } from '#server/lib/context.ts';
import {
  forgetCachedSiteSettings,
  mailFromAddress,
  mailFromName,
  readStoredSiteSettings,
  type StoredSiteSettings,
} from '#server/lib/site-settings.ts';
import {
  type PublicSiteSettings,
  SITE_SETTING_KEYS,
  type SiteSettingKey,
  type SiteSettingsView,
  type UpdateSiteSettingsInput,
} from '#shared/admin/settings/contract.ts';
import { DEFAULT_META, SITE_NAME } from '#shared/routes.ts';
import type { SiteSettings } from '#server/lib/site-settings.ts';
import { audited } from '../audit.ts';

async function toView(db: Database | Transaction, row: StoredSiteSettings, mailFrom: string): Promise<SiteSettingsView> {
  const [by] = row.updatedBy ? await db.select({ name: users.name }).from(users).where(eq(users.id, row.updatedBy)) : [];
  return {
    siteName: row.siteName,
    siteDescription: row.siteDescription,
    registrationOpen: row.registrationOpen,
    judgeApplicationsOpen: row.judgeApplicationsOpen,
    maintenanceBanner: row.maintenanceBanner,
    emailSenderName: row.emailSenderName,
    defaults: {
      siteName: SITE_NAME,
      siteDescription: DEFAULT_META.description,
      emailSenderName: mailFromName(mailFrom) ?? mailFromAddress(mailFrom),
    },
    updatedAt: row.updatedAt.toISOString(),
    updatedByName: by?.name ?? null,
  };
}

export async function getSiteSettings(db: Database, mailFrom: string): Promise<SiteSettingsView> {
  return toView(db, await readStoredSiteSettings(db), mailFrom);
}

/** The fields whose value the change alters, each before and after. */
export function changedSettings(
  row: StoredSiteSettings,
  input: UpdateSiteSettingsInput,
): { before: Partial<Record<SiteSettingKey, unknown>>; after: Partial<Record<SiteSettingKey, unknown>> } {
  const before: Partial<Record<SiteSettingKey, unknown>> = {};
  const after: Partial<Record<SiteSettingKey, unknown>> = {};
  for (const key of SITE_SETTING_KEYS) {
    const next = input[key];
    if (next === undefined || next === row[key]) continue;
    before[key] = row[key];
    after[key] = next;
  }
  return { before, after };
}

export async function updateSiteSettings(
  c: Context<AppEnv>,
  admin: SessionUser,
  input: UpdateSiteSettingsInput,
): Promise<SiteSettingsView> {
  const db = c.get('db');
  const view = await audited(
    c,
    admin,
    { action: 'settings.update', targetType: 'settings', targetId: 'site', targetLabel: 'Site settings' },
    async (tx) => {
      const row = await readStoredSiteSettings(tx, { forUpdate: true });
      const { before, after } = changedSettings(row, input);
      let saved = row;
      if (Object.keys(after).length > 0) {
        const values = { ...after, updatedBy: admin.id, updatedAt: new Date() } as Partial<StoredSiteSettings>;
        // The row exists from migration 0013; inserted here should it ever be missing.
        [saved = row] = await tx
          .insert(siteSettings)
          .values({ ...row, ...values, id: true })
          .onConflictDoUpdate({ target: siteSettings.id, set: values })
          .returning();
      }
      return { result: await toView(tx, saved, c.get('config').mailFrom), before, after };
    },
  );
  forgetCachedSiteSettings(db);
  return view;
}

export function toPublicSettings(settings: SiteSettings): PublicSiteSettings {
  return {
    siteName: settings.siteName,
    siteDescription: settings.siteDescription,
    maintenanceBanner: settings.maintenanceBanner,
    registrationOpen: settings.registrationOpen,
    judgeApplicationsOpen: settings.judgeApplicationsOpen,
  };
}
