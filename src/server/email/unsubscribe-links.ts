// Links that carry an unsubscribe token: the page a person opens, and the
// one-click endpoint mail providers POST to (List-Unsubscribe, RFC 8058).
import type { EmailCategory } from '#shared/email/contract.ts';
import { createUnsubscribeToken } from './unsubscribe-token.ts';

interface LinkContext {
  siteUrl: string;
  secret: string;
}

export function unsubscribePageUrl(ctx: LinkContext, email: string, category: EmailCategory | string): string {
  const token = createUnsubscribeToken(ctx.secret, email, category as EmailCategory);
  return `${ctx.siteUrl}/unsubscribe?token=${encodeURIComponent(token)}`;
}

export function oneClickUnsubscribeUrl(ctx: LinkContext, email: string, category: EmailCategory | string): string {
  const token = createUnsubscribeToken(ctx.secret, email, category as EmailCategory);
  return `${ctx.siteUrl}/api/email-preferences/one-click?token=${encodeURIComponent(token)}`;
}
