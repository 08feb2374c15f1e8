// E-mail preferences over HTTP: the handlers of the operations declared in
// src/shared/accounts/operations.ts — the signed-in user's own (profile page),
// and the token-holding unsubscribe flow that works without signing in: the
// page (/unsubscribe?token=) and the RFC 8058 one-click endpoint mail providers call.
// A token carries the stored category name (snake_case, as in links already
// mailed); the API answers with its camelCase key (decision 0026).
import { INVALID_UNSUBSCRIBE_LINK } from '#shared/accounts/email-preferences.ts';
import * as api from '#shared/accounts/operations.ts';
import { EMAIL_PREFERENCE_KEY, type EmailPreferenceKey } from '#shared/email/contract.ts';
import { verifyUnsubscribeToken } from '#server/email/unsubscribe-token.ts';
import { AppError } from '#server/lib/errors.ts';
import { implement } from '#server/lib/operations.ts';
import {
  getEmailPreferences,
  getEmailPreferencesForAddress,
  unsubscribeAddress,
  updateEmailPreferences,
} from './email-preferences.service.ts';

/** The 'token' guard: the link's signature is the only credential. */
function verifiedToken(secret: string, token: string) {
  const verified = verifyUnsubscribeToken(secret, token);
  if (!verified) throw new AppError('BAD_REQUEST', INVALID_UNSUBSCRIBE_LINK);
  const scope: EmailPreferenceKey | 'all' = verified.scope === 'all' ? 'all' : EMAIL_PREFERENCE_KEY[verified.scope];
  return { email: verified.email, scope };
}

export const emailPreferencesOperations = [
  implement(api.getMyEmailPreferences, (c, { user }) => getEmailPreferences(c.get('db'), user.id)),
  implement(api.updateMyEmailPreferences, (c, { user, body }) => updateEmailPreferences(c.get('db'), user.id, body)),
  implement(api.getUnsubscribeState, async (c, { query }) => {
    const { email, scope } = verifiedToken(c.get('config').authSecret, query.token);
    return { email, scope, preferences: await getEmailPreferencesForAddress(c.get('db'), email) };
  }),
  implement(api.unsubscribeWithToken, async (c, { body }) => {
    const { email, scope } = verifiedToken(c.get('config').authSecret, body.token);
    const preferences = await unsubscribeAddress(c.get('db'), email, body.unsubscribe);
    return { email, scope, preferences };
  }),
  implement(api.unsubscribeOneClick, async (c, { query }) => {
    const { email, scope } = verifiedToken(c.get('config').authSecret, query.token);
    await unsubscribeAddress(c.get('db'), email, scope === 'all' ? 'all' : [scope]);
    return { unsubscribed: scope };
  }),
];
