// Newsletter sign-ups from the footer form (subscribeNewsletter in
// src/shared/content/operations.ts). Stored as pending until the subscriber
// confirms by e-mail (double opt-in; the confirmation mail is sent by the
// e-mail queue). Subscribing twice is not an error and reveals nothing.
// Each sign-up carries a solved proof-of-work challenge, used once (ADR 0022).
import { FORM_SUBMISSION_WINDOW_MS, FORM_SUBMISSIONS_PER_MINUTE } from '#shared/constants.ts';
import * as api from '#shared/content/operations.ts';
import { proofOfWorkErrorBody, verifyProofOfWork } from '#server/auth/proof-of-work.ts';
import { newsletterSubscriptions } from '#server/db/schema/index.ts';
import { getClientIp } from '#server/lib/client-ip.ts';
import { implement } from '#server/lib/operations.ts';
import { clientKey, enforceRateLimit } from '#server/lib/rate-limit.ts';

const NEWSLETTER_SIGN_UPS = { name: 'newsletter', limit: FORM_SUBMISSIONS_PER_MINUTE, windowMs: FORM_SUBMISSION_WINDOW_MS };

export const contentOperations = [
  implement(api.subscribeNewsletter, async (c, { body }) => {
    await enforceRateLimit(c.get('db'), NEWSLETTER_SIGN_UPS, clientKey(getClientIp(c)));
    const check = await verifyProofOfWork(c.get('db'), c.get('config').authSecret, body.altcha);
    if (check !== 'ok') return c.json(proofOfWorkErrorBody(check), 400);
    await c.get('db').insert(newsletterSubscriptions).values({ email: body.email }).onConflictDoNothing();
    return { status: 'pending' as const };
  }),
];
