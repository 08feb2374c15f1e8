// Newsletter sign-ups from the footer form. Stored as pending until the
// subscriber confirms by e-mail (double opt-in; the confirmation mail is sent by
// the e-mail queue). Subscribing twice is not an error and reveals nothing.
// Each sign-up carries a solved proof-of-work challenge, used once (ADR 0022).
import { Hono } from 'hono';
import { FORM_SUBMISSION_WINDOW_MS, FORM_SUBMISSIONS_PER_MINUTE } from '#shared/constants.ts';
import { NewsletterSubscribeInputSchema } from '#shared/content/newsletter.ts';
import { proofOfWorkErrorBody, verifyProofOfWork } from '#server/auth/proof-of-work.ts';
import { newsletterSubscriptions } from '#server/db/schema.ts';
import { getClientIp } from '#server/lib/client-ip.ts';
import type { AppEnv } from '#server/lib/context.ts';
import { clientKey, enforceRateLimit } from '#server/lib/rate-limit.ts';
import { validateJson } from '#server/lib/validate.ts';

export const newsletterRoutes = new Hono<AppEnv>().post(
  '/subscriptions',
  validateJson(NewsletterSubscribeInputSchema),
  async (c) => {
    await enforceRateLimit(
      c.var.db,
      { name: 'newsletter', limit: FORM_SUBMISSIONS_PER_MINUTE, windowMs: FORM_SUBMISSION_WINDOW_MS },
      clientKey(getClientIp(c)),
    );
    const { email, altcha } = c.req.valid('json');
    const check = await verifyProofOfWork(c.var.db, c.var.config.authSecret, altcha);
    if (check !== 'ok') return c.json(proofOfWorkErrorBody(check), 400);
    await c.var.db.insert(newsletterSubscriptions).values({ email }).onConflictDoNothing();
    return c.json({ status: 'pending' as const }, 202);
  },
);
