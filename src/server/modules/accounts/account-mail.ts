// The mails around an account, handed to the auth infrastructure as hooks by
// app.ts: the verification link at sign-up, the welcome once the address is
// confirmed (or at once for a Google account, whose address Google confirmed),
// the reset link, and the notice after a password change. All go through the
// queue; the link mails carry tokens, so they are never logged.
import type { Database } from '#server/db/client.ts';
import { personNameOf } from '#server/db/person-name.ts';
import { enqueueEmail } from '#server/email/email-queue.ts';

interface MailUser {
  id: string;
  email: string;
  name: string;
}

/**
 * The name a mail greets: the display name (src/server/db/person-name.ts), read
 * from the database, not from Better Auth's user object, whose name at sign-up
 * is the part of the address before the @ ("sam.second" for the member "sam_second").
 */
export async function greetingName(db: Database, user: MailUser): Promise<string> {
  const name = (await personNameOf(db, user.id)) ?? (user.name.trim() || user.email.split('@')[0] || user.email);
  return name.slice(0, 100);
}

export function accountMail(db: Database) {
  const send = (
    user: MailUser,
    templateId: Parameters<typeof enqueueEmail>[1]['templateId'],
    data: object,
    referenceKey?: string,
  ) =>
    greetingName(db, user)
      .then((name) =>
        enqueueEmail(db, {
          to: user.email,
          templateId,
          templateData: { name, ...data },
          userId: user.id,
          referenceKey,
        }),
      )
      .then(() => undefined);

  return {
    sendVerificationEmail: (user: MailUser, url: string) => send(user, 'email_verification', { verifyUrl: url }),
    sendPasswordResetEmail: (user: MailUser, url: string) => send(user, 'password_reset', { resetUrl: url }),
    sendWelcomeEmail: (user: MailUser) => send(user, 'welcome', {}, `welcome:${user.id}`),
    sendPasswordChangedEmail: (user: MailUser) => send(user, 'password_changed', {}),
  };
}
