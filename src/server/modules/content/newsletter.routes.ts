// The newsletter (src/shared/content/operations.ts; newsletter.service.ts holds
// the rules). Sign-ups from the footer form carry a solved proof-of-work
// challenge, used once (ADR 0022), and every public call counts against the
// form-submission limit of spec section 9 per client.
import { FORM_SUBMISSION_WINDOW_MS, FORM_SUBMISSIONS_PER_MINUTE } from '#shared/constants.ts';
import * as api from '#shared/content/operations.ts';
import { proofOfWorkErrorBody, verifyProofOfWork } from '#server/auth/proof-of-work.ts';
import { emailContextFrom } from '#server/email/email-context.ts';
import { getClientIp } from '#server/lib/client-ip.ts';
import { implement } from '#server/lib/operations.ts';
import { clientKey, enforceRateLimit } from '#server/lib/rate-limit.ts';
import {
  confirmNewsletterSubscription,
  createNewsletterIssue,
  getNewsletterOverview,
  previewNewsletterIssue,
  renewNewsletterConfirmation,
  sendNewsletterIssue,
  subscribeToNewsletter,
  updateNewsletterIssue,
} from './newsletter.service.ts';

const NEWSLETTER_SIGN_UPS = { name: 'newsletter', limit: FORM_SUBMISSIONS_PER_MINUTE, windowMs: FORM_SUBMISSION_WINDOW_MS };
const NEWSLETTER_LINKS = { name: 'newsletter-link', limit: FORM_SUBMISSIONS_PER_MINUTE, windowMs: FORM_SUBMISSION_WINDOW_MS };

export const contentOperations = [
  implement(api.subscribeNewsletter, async (c, { body }) => {
    await enforceRateLimit(c.get('db'), NEWSLETTER_SIGN_UPS, clientKey(getClientIp(c)));
    const check = await verifyProofOfWork(c.get('db'), c.get('config').authSecret, body.altcha);
    if (check !== 'ok') return c.json(proofOfWorkErrorBody(check), 400);
    await subscribeToNewsletter(c.get('db'), emailContextFrom(c.get('config')), body.email);
    return { status: 'pending' as const };
  }),
  implement(api.confirmNewsletter, async (c, { body }) => {
    await enforceRateLimit(c.get('db'), NEWSLETTER_LINKS, clientKey(getClientIp(c)));
    return confirmNewsletterSubscription(c.get('db'), body.token);
  }),
  implement(api.renewNewsletterConfirmation, async (c, { body }) => {
    await enforceRateLimit(c.get('db'), NEWSLETTER_LINKS, clientKey(getClientIp(c)));
    return renewNewsletterConfirmation(c.get('db'), emailContextFrom(c.get('config')), body.token);
  }),
  implement(api.getNewsletterOverview, (c) => getNewsletterOverview(c.get('db'))),
  implement(api.createNewsletterIssue, (c, { body, user }) => createNewsletterIssue(c.get('db'), user, body)),
  implement(api.updateNewsletterIssue, (c, { params, body }) => updateNewsletterIssue(c.get('db'), params.id, body)),
  implement(api.previewNewsletterIssue, (c, { body, user }) =>
    previewNewsletterIssue(emailContextFrom(c.get('config')), user, body),
  ),
  implement(api.sendNewsletterIssue, (c, { params, user }) => sendNewsletterIssue(c.get('db'), user, params.id)),
];
