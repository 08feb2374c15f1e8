// The installation's settings as the rest of the server reads them (admin
// settings, spec section 2): one row of site_settings, with the built-in
// defaults filled in for null texts. Infrastructure, so modules, the auth hooks,
// the e-mail worker and the HTML render read it without importing the admin
// module, which alone writes the row (modules/admin/settings).
//
// Applied on every process without a restart: nothing is kept past
// SITE_SETTINGS_CACHE_MS. Decisions that refuse someone (a sign-up, a judge
// application) read the row itself; the hot paths — every page's HTML, the
// public settings every page asks for, each mail sent — may take a per-process
// copy up to two seconds old, so a change reaches every process within two
// seconds while a busy server reads the row at most once per two seconds.
// A write in this process forgets its copy at once (forgetCachedSiteSettings).
import { eq } from 'drizzle-orm';
import { DEFAULT_META, SITE_NAME } from '#shared/routes.ts';
import type { Database, Transaction } from '../db/client.ts';
import { siteSettings } from '../db/schema/index.ts';

export type StoredSiteSettings = typeof siteSettings.$inferSelect;

/** The settings in effect: the defaults where the row says null. */
export interface SiteSettings {
  siteName: string;
  siteDescription: string;
  registrationOpen: boolean;
  judgeApplicationsOpen: boolean;
  maintenanceBanner: string | null;
  /** The display name of mails' From; null keeps MAIL_FROM's own. */
  emailSenderName: string | null;
  /** The row as stored (null texts: defaults); a stand-in with the defaults if the row is missing. */
  stored: StoredSiteSettings;
}

/** How old a process's copy of the settings may be on the hot paths. */
export const SITE_SETTINGS_CACHE_MS = 2000;

/** The row migration 0013 inserts; stands in if it were ever missing. */
function defaultRow(): StoredSiteSettings {
  return {
    id: true,
    siteName: null,
    siteDescription: null,
    registrationOpen: true,
    judgeApplicationsOpen: true,
    maintenanceBanner: null,
    emailSenderName: null,
    updatedBy: null,
    updatedAt: new Date(0),
  };
}

export function effectiveSiteSettings(row: StoredSiteSettings): SiteSettings {
  return {
    siteName: row.siteName ?? SITE_NAME,
    siteDescription: row.siteDescription ?? DEFAULT_META.description,
    registrationOpen: row.registrationOpen,
    judgeApplicationsOpen: row.judgeApplicationsOpen,
    maintenanceBanner: row.maintenanceBanner,
    emailSenderName: row.emailSenderName,
    stored: row,
  };
}

/** The settings row as stored; locked for the transaction's end when `forUpdate`. */
export async function readStoredSiteSettings(
  db: Database | Transaction,
  { forUpdate = false } = {},
): Promise<StoredSiteSettings> {
  const query = db.select().from(siteSettings).where(eq(siteSettings.id, true));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ?? defaultRow();
}

/** The settings in effect now, read from the database (no copy). */
export async function readSiteSettings(db: Database | Transaction): Promise<SiteSettings> {
  return effectiveSiteSettings(await readStoredSiteSettings(db));
}

const copies = new WeakMap<object, { readAt: number; settings: Promise<SiteSettings> }>();

/** The settings in effect, from this process's copy when it is younger than SITE_SETTINGS_CACHE_MS. */
export function cachedSiteSettings(db: Database, now = Date.now()): Promise<SiteSettings> {
  const copy = copies.get(db);
  if (copy && now - copy.readAt < SITE_SETTINGS_CACHE_MS) return copy.settings;
  const settings = readSiteSettings(db);
  copies.set(db, { readAt: now, settings });
  // A failed read is not kept: the next caller tries again.
  settings.catch(() => {
    if (copies.get(db)?.settings === settings) copies.delete(db);
  });
  return settings;
}

/** After a change made by this process: its next read sees the change at once. */
export function forgetCachedSiteSettings(db: Database): void {
  copies.delete(db);
}

/** The display name in MAIL_FROM ("SDC <no-reply@example.org>" → "SDC"), or null when it has none. */
export function mailFromName(mailFrom: string): string | null {
  const match = /^\s*"?(.*?)"?\s*<[^<>]+>\s*$/.exec(mailFrom);
  return match?.[1]?.trim() || null;
}

/** The address in MAIL_FROM, with or without a display name around it. */
export function mailFromAddress(mailFrom: string): string {
  return /<([^<>]+)>\s*$/.exec(mailFrom)?.[1]?.trim() ?? mailFrom.trim();
}

/**
 * The From header of a mail: MAIL_FROM's address under the sender name an admin
 * set, or MAIL_FROM itself without one. The name is quoted (RFC 5322), so commas,
 * angle brackets or quotes in it stay part of the name.
 */
export function mailFromWithName(mailFrom: string, senderName: string | null): string {
  if (!senderName) return mailFrom;
  const name = senderName.replace(/[\r\n]+/g, ' ').replace(/(["\\])/g, '\\$1');
  return `"${name}" <${mailFromAddress(mailFrom)}>`;
}
