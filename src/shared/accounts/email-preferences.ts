// E-mail preferences in the API: camelCase keys (debateReminders, …); the stored
// names (email_preferences columns, unsubscribe-link scopes) are mapped on the server.
import { z } from 'zod';
import { EMAIL_PREFERENCE_KEYS, type EmailPreferenceKey } from '../email/contract.ts';

export const EmailPreferencesSchema = z.strictObject(
  Object.fromEntries(EMAIL_PREFERENCE_KEYS.map((k) => [k, z.boolean()])) as Record<EmailPreferenceKey, z.ZodBoolean>,
);
export type EmailPreferences = z.infer<typeof EmailPreferencesSchema>;

export const UpdateEmailPreferencesInputSchema = EmailPreferencesSchema.partial();

export const UnsubscribeTokenQuerySchema = z.strictObject({ token: z.string().min(1).max(2000) });

export const UnsubscribeInputSchema = z.strictObject({
  token: z.string().min(1).max(2000),
  /** The categories to turn off, or 'all' for everything. */
  unsubscribe: z.union([z.literal('all'), z.array(z.enum(EMAIL_PREFERENCE_KEYS)).min(1)]),
});

export const INVALID_UNSUBSCRIBE_LINK = 'This unsubscribe link is invalid or has been tampered with.';

/** What an unsubscribe link was for: one category, or every mail. */
export const UnsubscribeScopeSchema = z.union([z.enum(EMAIL_PREFERENCE_KEYS), z.literal('all')]);

/** The address a signed link is for, the category it was sent for, and that address's preferences. */
export const UnsubscribeStateSchema = z.object({
  email: z.string(),
  scope: UnsubscribeScopeSchema,
  preferences: EmailPreferencesSchema,
});
export type UnsubscribeState = z.infer<typeof UnsubscribeStateSchema>;

/** The one-click answer (RFC 8058): the category the link turned off. */
export const OneClickUnsubscribeResultSchema = z.object({ unsubscribed: UnsubscribeScopeSchema });
