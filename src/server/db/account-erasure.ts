// Deleting an account, by emptying it (ADR 0031). The users row stays, because
// debate places, ballots, ratings and comments refer to it — removing it would
// cascade into them and rewrite confirmed results — while everything that
// identifies the person goes. Used by a member deleting their own account
// (Better Auth's delete-user, through the user delete hook in app.ts) and by an
// admin (modules/admin/users). From then on the account is named
// FORMER_MEMBER_NAME everywhere, its public profile is gone, and it can never
// sign in: no sign-in method is left, and it is marked banned as well.
import { sql } from 'drizzle-orm';
import { FORMER_MEMBER_NAME } from '#shared/accounts/display-name.ts';
import type { Transaction } from './client.ts';

/** The address a deleted account keeps: unique (users.email is), and no one's. */
const erasedAddress = (userId: string) => `deleted-${userId}@deleted.invalid`;

export async function eraseAccount(tx: Transaction, user: { id: string; email: string }): Promise<void> {
  const { id, email } = user;
  await tx.execute(sql`delete from sessions where user_id = ${id}`);
  await tx.execute(sql`delete from accounts where user_id = ${id}`);
  await tx.execute(sql`delete from two_factors where user_id = ${id}`);
  await tx.execute(sql`delete from avatars where user_id = ${id}`);
  await tx.execute(sql`delete from email_preferences where user_id = ${id}`);
  await tx.execute(sql`delete from calendar_feeds where user_id = ${id}`);
  // Push: the account's browsers, wishes and queued notifications (docs/push.md).
  await tx.execute(sql`delete from push_subscriptions where user_id = ${id}`);
  await tx.execute(sql`delete from push_preferences where user_id = ${id}`);
  await tx.execute(sql`delete from push_queue where user_id = ${id}`);
  await tx.execute(sql`delete from verifications where identifier = ${email} or value = ${id}`);
  await tx.execute(sql`delete from newsletter_subscriptions where lower(email) = lower(${email})`);
  // Their own practice (answers, written work) and, by cascade, the reviews asked for it and the speech
  // recordings shared with reviewers (training_recordings, also cascading from users).
  // Reviews they wrote of others' work stay: those members rely on them; the reviewer becomes "Former member".
  await tx.execute(sql`delete from training_attempts where user_id = ${id}`);
  // Their messages through the contact form (and the answers, by cascade): their words, name and address.
  await tx.execute(sql`delete from contact_messages where user_id = ${id} or lower(email) = lower(${email})`);
  await tx.execute(sql`delete from ambassador_applications where user_id = ${id}`);
  await tx.execute(
    sql`update email_queue set status = 'cancelled' where (user_id = ${id} or lower(to_email) = lower(${email})) and status = 'pending'`,
  );
  await tx.execute(sql`
    update profiles set email = ${erasedAddress(id)}, username = null, full_name = ${FORMER_MEMBER_NAME},
      bio = null, location = null, phone = null, avatar_url = null, preferred_topics = null, debate_experience = null,
      updated_at = now()
    where id = ${id}`);
  await tx.execute(sql`
    update users set name = ${FORMER_MEMBER_NAME}, email = ${erasedAddress(id)}, email_verified = false,
      image = null, role = 'user', two_factor_enabled = false, banned = true, ban_reason = 'Account deleted',
      ban_expires = null, deleted_at = now(), updated_at = now()
    where id = ${id}`);
}
