// E-mail preferences over HTTP: the signed-in user's own (profile page), and
// the token-holding unsubscribe flow that works without signing in — the page
// (/unsubscribe?token=) and the RFC 8058 one-click endpoint mail providers call.
import { Hono } from 'hono';
import {
  INVALID_UNSUBSCRIBE_LINK,
  UnsubscribeInputSchema,
  UnsubscribeTokenQuerySchema,
  UpdateEmailPreferencesInputSchema,
} from '#shared/accounts/email-preferences.ts';
import { requireUser } from '#server/auth/session.ts';
import { verifyUnsubscribeToken } from '#server/email/unsubscribe-token.ts';
import type { AppEnv } from '#server/lib/context.ts';
import { AppError } from '#server/lib/errors.ts';
import { validateJson, validateQuery } from '#server/lib/validate.ts';
import {
  getEmailPreferences,
  getEmailPreferencesForAddress,
  unsubscribeAddress,
  updateEmailPreferences,
} from './email-preferences.service.ts';

function verifiedToken(secret: string, token: string) {
  const verified = verifyUnsubscribeToken(secret, token);
  if (!verified) throw new AppError('BAD_REQUEST', INVALID_UNSUBSCRIBE_LINK);
  return verified;
}

export const myEmailPreferencesRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const user = await requireUser(c);
    return c.json(await getEmailPreferences(c.var.db, user.id));
  })
  .put('/', validateJson(UpdateEmailPreferencesInputSchema), async (c) => {
    const user = await requireUser(c);
    return c.json(await updateEmailPreferences(c.var.db, user.id, c.req.valid('json')));
  });

export const unsubscribeRoutes = new Hono<AppEnv>()
  .get('/unsubscribe', validateQuery(UnsubscribeTokenQuerySchema), async (c) => {
    const { email, scope } = verifiedToken(c.var.config.authSecret, c.req.valid('query').token);
    return c.json({ email, scope, preferences: await getEmailPreferencesForAddress(c.var.db, email) });
  })
  .post('/unsubscribe', validateJson(UnsubscribeInputSchema), async (c) => {
    const { token, unsubscribe } = c.req.valid('json');
    const { email, scope } = verifiedToken(c.var.config.authSecret, token);
    const preferences = await unsubscribeAddress(c.var.db, email, unsubscribe);
    return c.json({ email, scope, preferences });
  })
  // Mail providers POST here with "List-Unsubscribe=One-Click" as a form body.
  .post('/one-click', validateQuery(UnsubscribeTokenQuerySchema), async (c) => {
    const { email, scope } = verifiedToken(c.var.config.authSecret, c.req.valid('query').token);
    await unsubscribeAddress(c.var.db, email, scope === 'all' ? 'all' : [scope]);
    return c.json({ unsubscribed: scope });
  });
