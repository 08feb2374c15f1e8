// E-mail preferences (spec section 3): one boolean per category, a missing row
// or value meaning allowed. Written by the signed-in user from their profile,
// or by anyone holding a signed unsubscribe token for an address. Values are keyed
// by the API's camelCase names (debateReminders, …), which are also the Drizzle
// property names of the email_preferences columns (decision 0026).
import { eq, sql } from 'drizzle-orm';
import { EMAIL_PREFERENCE_KEYS, type EmailPreferenceKey } from '#shared/email/contract.ts';
import type { Database } from '#server/db/client.ts';
import { emailPreferences, newsletterSubscriptions, users } from '#server/db/schema/index.ts';

export type EmailPreferenceValues = Record<EmailPreferenceKey, boolean>;

const ALL_ALLOWED = Object.fromEntries(EMAIL_PREFERENCE_KEYS.map((key) => [key, true])) as EmailPreferenceValues;

export async function getEmailPreferences(db: Database, userId: string): Promise<EmailPreferenceValues> {
  const [row] = await db.select().from(emailPreferences).where(eq(emailPreferences.userId, userId));
  const values = { ...ALL_ALLOWED };
  if (row) for (const key of EMAIL_PREFERENCE_KEYS) values[key] = row[key] !== false;
  return values;
}

export async function updateEmailPreferences(
  db: Database,
  userId: string,
  changes: Partial<EmailPreferenceValues>,
): Promise<EmailPreferenceValues> {
  const set: Partial<typeof emailPreferences.$inferInsert> = {};
  for (const key of EMAIL_PREFERENCE_KEYS) {
    const value = changes[key];
    if (value !== undefined) set[key] = value;
  }
  if (Object.keys(set).length > 0) {
    await db
      .insert(emailPreferences)
      .values({ userId, ...set })
      .onConflictDoUpdate({ target: emailPreferences.userId, set });
  }
  if (changes.newsletter === false) {
    const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
    if (user) await unsubscribeNewsletter(db, user.email);
  }
  return getEmailPreferences(db, userId);
}

async function unsubscribeNewsletter(db: Database, email: string) {
  await db
    .update(newsletterSubscriptions)
    .set({ status: 'unsubscribed' })
    .where(eq(newsletterSubscriptions.email, email.toLowerCase()));
}

async function findUserIdByEmail(db: Database, email: string): Promise<string | null> {
  const [user] = await db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return user?.id ?? null;
}

/** The preferences of an address: a user's, or for an address with no account only the newsletter matters. */
export async function getEmailPreferencesForAddress(db: Database, email: string): Promise<EmailPreferenceValues> {
  const userId = await findUserIdByEmail(db, email);
  if (userId) return getEmailPreferences(db, userId);
  const [subscription] = await db
    .select({ status: newsletterSubscriptions.status })
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.email, email.toLowerCase()));
  return { ...ALL_ALLOWED, newsletter: subscription ? subscription.status !== 'unsubscribed' : false };
}

/** Turns the given categories off for an address (all of them for 'all'). */
export async function unsubscribeAddress(
  db: Database,
  email: string,
  categories: readonly EmailPreferenceKey[] | 'all',
): Promise<EmailPreferenceValues> {
  const list = categories === 'all' ? EMAIL_PREFERENCE_KEYS : categories;
  const changes = Object.fromEntries(list.map((c) => [c, false])) as Partial<EmailPreferenceValues>;
  const userId = await findUserIdByEmail(db, email);
  if (userId) return updateEmailPreferences(db, userId, changes);
  if (changes.newsletter === false) await unsubscribeNewsletter(db, email);
  return getEmailPreferencesForAddress(db, email);
}
