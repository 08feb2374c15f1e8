// The mails around an account, handed to the auth infrastructure as hooks by
// app.ts: the verification link at sign-up, the welcome once the address is
// confirmed (or at once for a Google account, whose address Google confirmed),
// the reset link, and the notice after a password change. All go through the
// queue; the link mails carry tokens, so they are never logged.
import type { Database } from '#server/db/client.ts';
import { type EmailContext, enqueueEmail } from '#server/email/email-queue.ts';

interface MailUser {
  id: string;
  email: string;
  name: string;
}

/** The name a mail greets: the account's name, else the part of the address before the @. */
export function greetingName(user: MailUser): string {
  const name = user.name.trim() || user.email.split('@')[0] || user.email;
  return name.slice(0, 100);
}

export function accountMail(db: Database, context: EmailContext) {
  const send = (
    user: MailUser,
    templateId: Parameters<typeof enqueueEmail>[2]['templateId'],
    data: object,
    referenceKey?: string,
  ) =>
    enqueueEmail(db, context, {
      to: user.email,
      templateId,
      templateData: { name: greetingName(user), ...data },
      userId: user.id,
      referenceKey,
    }).then(() => undefined);

  return {
    sendVerificationEmail: (user: MailUser, url: string) => send(user, 'email_verification', { verifyUrl: url }),
    sendPasswordResetEmail: (user: MailUser, url: string) => send(user, 'password_reset', { resetUrl: url }),
    sendWelcomeEmail: (user: MailUser) => send(user, 'welcome', {}, `welcome:${user.id}`),
    sendPasswordChangedEmail: (user: MailUser) => send(user, 'password_changed', {}),
  };
}
