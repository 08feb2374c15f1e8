// Accounts own profiles. A profile is created with its user, with a username
// taken from the part of the e-mail before the @ (spec section 4), made unique
// with a numeric suffix when that name is taken.
import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { profiles } from '#server/db/schema.ts';

const USERNAME_MAX = 20;

/** "Jane.Doe+x@example.org" -> "jane_doe_x": letters, digits, _ and - only, 3-20 chars. */
export function usernameFromEmail(email: string): string {
  const local = email.split('@')[0] ?? '';
  const cleaned = local
    .toLowerCase()
    .replace(/[^a-z0-9_-]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, USERNAME_MAX);
  return cleaned.length >= 3 ? cleaned : (cleaned || 'user').padEnd(3, '0');
}

export async function createProfileForUser(db: Database, user: { id: string; email: string; name: string }): Promise<void> {
  const base = usernameFromEmail(user.email);
  for (let attempt = 0; attempt < 20; attempt++) {
    const suffix = attempt === 0 ? '' : String(attempt + 1);
    const username = `${base.slice(0, USERNAME_MAX - suffix.length)}${suffix}`;
    const inserted = await db
      .insert(profiles)
      .values({ id: user.id, email: user.email, username, fullName: user.name || null, onboardingCompleted: false })
      .onConflictDoNothing()
      .returning({ id: profiles.id });
    if (inserted.length > 0) return;
    // Nothing inserted: either the profile exists already (done) or the name is taken (try the next).
    const existing = await db.select({ id: profiles.id }).from(profiles).where(sql`${profiles.id} = ${user.id}`);
    if (existing.length > 0) return;
  }
  // Every candidate taken: fall back to a name no one else can hold.
  await db
    .insert(profiles)
    .values({ id: user.id, email: user.email, username: `user_${user.id.slice(0, 12)}`, onboardingCompleted: false })
    .onConflictDoNothing();
}
