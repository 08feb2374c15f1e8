// The content API, one declaration per operation (src/shared/operation.ts).
import { defineOperation } from '../operation.ts';
import { NEWSLETTER_SUBSCRIBE_ROUTE, NewsletterSubscribeInputSchema, NewsletterSubscriptionResultSchema } from './newsletter.ts';

export const subscribeNewsletter = defineOperation({
  id: 'subscribeNewsletter',
  ...NEWSLETTER_SUBSCRIBE_ROUTE,
  tag: 'Content',
  summary: 'Sign up for the newsletter',
  description:
    'Double opt-in: stored as pending until confirmed by e-mail. Needs a solved anti-bot challenge in `altcha`, used once; ' +
    'without one the answer is a 400 with code CHALLENGE_REQUIRED, with a wrong, expired or used one CHALLENGE_FAILED.',
  guard: 'public',
  body: NewsletterSubscribeInputSchema,
  status: 202,
  response: NewsletterSubscriptionResultSchema,
  errors: ['RATE_LIMITED'],
});
