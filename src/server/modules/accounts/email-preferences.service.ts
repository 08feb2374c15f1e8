// E-mail preferences (spec section 3): one boolean per category, a missing row
// or value meaning allowed. Written by the signed-in user from their profile,
// or by anyone holding a signed unsubscribe token for an address. Values are keyed
// by the API's camelCase names (debateReminders, …), which are also the Drizzle
// property names of the email_preferences columns (decision 0026).
// The newsletter switch and the address's newsletter subscription stay in step:
// a member whose address has a subscription sees it on only while it is
// confirmed; turning it on confirms their (verified) address, turning it off
// unsubscribes it; confirming or unsubscribing by mail sets the switch
// (content/newsletter.service.ts, unsubscribeAddress below).
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
  const [subscription] = await db
    .select({ status: newsletterSubscriptions.status })
    .from(newsletterSubscriptions)
    .innerJoin(users, sql`${newsletterSubscriptions.email} = lower(${users.email})`)
    .where(eq(users.id, userId));
  // Without a subscription the switch is the preference alone (it also covers announcements to everyone).
  if (subscription) values.newsletter = values.newsletter && subscription.status === 'confirmed';
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
  if (changes.newsletter !== undefined) {
    const [user] = await db
      .select({ email: users.email, emailVerified: users.emailVerified })
      .from(users)
      .where(eq(users.id, userId));
    if (user && changes.newsletter === false) await unsubscribeNewsletter(db, user.email);
    // The account's address is confirmed already: no confirmation mail is needed to subscribe it.
    if (user?.emailVerified && changes.newsletter === true) await confirmNewsletter(db, user.email);
  }
  return getEmailPreferences(db, userId);
}

async function unsubscribeNewsletter(db: Database, email: string) {
  await db
    .update(newsletterSubscriptions)
    .set({ status: 'unsubscribed', unsubscribedAt: new Date() })
    .where(eq(newsletterSubscriptions.email, email.toLowerCase()));
}

async function confirmNewsletter(db: Database, email: string) {
  const confirmed = { status: 'confirmed', confirmedAt: new Date(), unsubscribedAt: null };
  await db
    .insert(newsletterSubscriptions)
    .values({ email: email.toLowerCase(), ...confirmed })
    .onConflictDoUpdate({
      target: newsletterSubscriptions.email,
      set: confirmed,
      setWhere: sql`${newsletterSubscriptions.status} <> 'confirmed'`,
    });
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
  return { ...ALL_ALLOWED, newsletter: subscription?.status === 'confirmed' };
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
