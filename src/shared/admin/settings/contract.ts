// The installation's settings (spec section 2, admin settings): the site's name
// and description, whether registration and judge applications are open, a
// maintenance banner and the e-mails' sender name. One row in site_settings; a
// null text means the built-in default. Admins read and change them
// (/api/admin/settings, audited); everyone reads the public part (/api/site).
import { z } from 'zod';
import { text } from '../../text.ts';

export const SITE_NAME_MAX = 60;
export const SITE_DESCRIPTION_MAX = 300;
export const MAINTENANCE_BANNER_MAX = 280;
export const EMAIL_SENDER_NAME_MAX = 60;

export const SITE_SETTINGS_MESSAGES = {
  nameRequired: 'Give the site a name',
  senderRequired: 'Give the sender a name',
  descriptionRequired: 'Write a description, or clear it to use the default',
  bannerRequired: 'Write the banner’s text, or clear it to remove the banner',
  oneLine: 'One line, without line breaks',
  nothingToChange: 'Change at least one setting',
  saved: 'Settings saved',
} as const;

const atMost = (max: number) => `At most ${max} characters`;
const ONE_LINE = /^[^\r\n]*$/;

const siteName = text()
  .trim()
  .min(1, SITE_SETTINGS_MESSAGES.nameRequired)
  .max(SITE_NAME_MAX, atMost(SITE_NAME_MAX))
  .regex(ONE_LINE, SITE_SETTINGS_MESSAGES.oneLine);
const siteDescription = text()
  .trim()
  .min(1, SITE_SETTINGS_MESSAGES.descriptionRequired)
  .max(SITE_DESCRIPTION_MAX, atMost(SITE_DESCRIPTION_MAX));
const maintenanceBanner = text()
  .trim()
  .min(1, SITE_SETTINGS_MESSAGES.bannerRequired)
  .max(MAINTENANCE_BANNER_MAX, atMost(MAINTENANCE_BANNER_MAX))
  .regex(ONE_LINE, SITE_SETTINGS_MESSAGES.oneLine);
// A header's display name: one line (the address itself comes from MAIL_FROM).
const emailSenderName = text()
  .trim()
  .min(1, SITE_SETTINGS_MESSAGES.senderRequired)
  .max(EMAIL_SENDER_NAME_MAX, atMost(EMAIL_SENDER_NAME_MAX))
  .regex(ONE_LINE, SITE_SETTINGS_MESSAGES.oneLine);

/**
 * A change to the settings: only the fields sent change; null puts a text back
 * to its built-in default (the banner: none).
 */
export const UpdateSiteSettingsInputSchema = z
  .strictObject({
    siteName: siteName.nullable().optional(),
    siteDescription: siteDescription.nullable().optional(),
    maintenanceBanner: maintenanceBanner.nullable().optional(),
    emailSenderName: emailSenderName.nullable().optional(),
    registrationOpen: z.boolean().optional(),
    judgeApplicationsOpen: z.boolean().optional(),
  })
  .refine((input) => Object.values(input).some((value) => value !== undefined), SITE_SETTINGS_MESSAGES.nothingToChange);
export type UpdateSiteSettingsInput = z.infer<typeof UpdateSiteSettingsInputSchema>;

/** The keys a change may carry, in the order the audit entry lists them. */
export const SITE_SETTING_KEYS = [
  'siteName',
  'siteDescription',
  'registrationOpen',
  'judgeApplicationsOpen',
  'maintenanceBanner',
  'emailSenderName',
] as const;
export type SiteSettingKey = (typeof SITE_SETTING_KEYS)[number];

/**
 * The admin form's values: every text a string, blank meaning the default (the
 * banner: none), turned into the change the API takes.
 */
const blankAsNull = (value: string) => (value === '' ? null : value);
export const SiteSettingsFormSchema = z.object({
  siteName: text()
    .trim()
    .max(SITE_NAME_MAX, atMost(SITE_NAME_MAX))
    .regex(ONE_LINE, SITE_SETTINGS_MESSAGES.oneLine)
    .transform(blankAsNull),
  siteDescription: text().trim().max(SITE_DESCRIPTION_MAX, atMost(SITE_DESCRIPTION_MAX)).transform(blankAsNull),
  maintenanceBanner: text()
    .trim()
    .max(MAINTENANCE_BANNER_MAX, atMost(MAINTENANCE_BANNER_MAX))
    .regex(ONE_LINE, SITE_SETTINGS_MESSAGES.oneLine)
    .transform(blankAsNull),
  emailSenderName: text()
    .trim()
    .max(EMAIL_SENDER_NAME_MAX, atMost(EMAIL_SENDER_NAME_MAX))
    .regex(ONE_LINE, SITE_SETTINGS_MESSAGES.oneLine)
    .transform(blankAsNull),
  registrationOpen: z.boolean(),
  judgeApplicationsOpen: z.boolean(),
});
export type SiteSettingsFormInput = z.input<typeof SiteSettingsFormSchema>;

/** The settings as stored (null: the default), with what each default is, for the admin form. */
export const SiteSettingsViewSchema = z.object({
  siteName: z.string().nullable(),
  siteDescription: z.string().nullable(),
  registrationOpen: z.boolean(),
  judgeApplicationsOpen: z.boolean(),
  maintenanceBanner: z.string().nullable(),
  emailSenderName: z.string().nullable(),
  defaults: z.object({ siteName: z.string(), siteDescription: z.string(), emailSenderName: z.string() }),
  updatedAt: z.string(),
  /** The admin who last changed them; null before any change. */
  updatedByName: z.string().nullable(),
});
export type SiteSettingsView = z.infer<typeof SiteSettingsViewSchema>;

/** What every visitor's browser needs: the effective name and description, the banner, what is open. */
export const PublicSiteSettingsSchema = z.object({
  siteName: z.string(),
  siteDescription: z.string(),
  maintenanceBanner: z.string().nullable(),
  registrationOpen: z.boolean(),
  judgeApplicationsOpen: z.boolean(),
});
export type PublicSiteSettings = z.infer<typeof PublicSiteSettingsSchema>;
