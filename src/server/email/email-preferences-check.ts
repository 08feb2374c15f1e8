// Which claimed mails their recipients opted out of. A missing preferences row,
// or a null column, means allowed (spec section 3); transactional mail has no
// category and is never suppressed.
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { EMAIL_CATEGORIES, EMAIL_PREFERENCE_KEY, type EmailCategory } from '#shared/email/contract.ts';
import type { Database } from '../db/client.ts';
import { emailPreferences, newsletterSubscriptions, users } from '../db/schema/index.ts';

/** A queued mail's stored category names its column by the API key (the Drizzle property name). */
export const CATEGORY_COLUMNS = EMAIL_PREFERENCE_KEY satisfies Record<EmailCategory, keyof typeof emailPreferences.$inferSelect>;

type Preferences = typeof emailPreferences.$inferSelect;

export async function findOptedOut<
  T extends { toEmail: string; userId: string | null; category: string | null; templateId?: string | null },
>(db: Database, mails: T[]): Promise<Set<T>> {
  const withCategory = mails.filter((m) => m.category && EMAIL_CATEGORIES.includes(m.category as EmailCategory));
  if (withCategory.length === 0) return new Set();
  const optedOut = await findUnsubscribedFromNewsletter(db, withCategory);
  const userIds = [...new Set(withCategory.map((m) => m.userId).filter((id): id is string => Boolean(id)))];
  const emails = [...new Set(withCategory.map((m) => m.toEmail.toLowerCase()))];
  const rows = await db
    .select({ prefs: emailPreferences, email: users.email })
    .from(emailPreferences)
    .innerJoin(users, sql`${users.id} = ${emailPreferences.userId}`)
    .where(
      or(userIds.length ? inArray(emailPreferences.userId, userIds) : sql`false`, inArray(sql`lower(${users.email})`, emails)),
    );
  const byUser = new Map<string, Preferences>();
  const byEmail = new Map<string, Preferences>();
  for (const row of rows) {
    byUser.set(row.prefs.userId, row.prefs);
    byEmail.set(row.email.toLowerCase(), row.prefs);
  }
  for (const mail of withCategory) {
    const prefs = (mail.userId && byUser.get(mail.userId)) || byEmail.get(mail.toEmail.toLowerCase());
    const column = CATEGORY_COLUMNS[mail.category as EmailCategory];
    if (prefs && prefs[column] === false) optedOut.add(mail);
  }
  return optedOut;
}

/** Newsletter issues to an address that is no longer a confirmed subscriber (unsubscribed after the issue was queued). */
async function findUnsubscribedFromNewsletter<T extends { toEmail: string; templateId?: string | null }>(
  db: Database,
  mails: T[],
): Promise<Set<T>> {
  const issues = mails.filter((m) => m.templateId === 'newsletter_issue');
  if (issues.length === 0) return new Set();
  const confirmed = await db
    .select({ email: newsletterSubscriptions.email })
    .from(newsletterSubscriptions)
    .where(
      and(
        inArray(
          newsletterSubscriptions.email,
          issues.map((m) => m.toEmail.toLowerCase()),
        ),
        eq(newsletterSubscriptions.status, 'confirmed'),
      ),
    );
  const subscribers = new Set(confirmed.map((row) => row.email));
  return new Set(issues.filter((m) => !subscribers.has(m.toEmail.toLowerCase())));
}
