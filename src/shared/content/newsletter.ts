import { z } from 'zod';

/** Where the footer's form subscribes (the declaration: content/operations.ts). */
export const NEWSLETTER_SUBSCRIBE_ROUTE = { method: 'post', path: '/api/newsletter/subscriptions' } as const;
import { ProofOfWorkPayloadSchema } from '../accounts/proof-of-work.ts';
import { EmailSchema } from '../validation.ts';

/** What the footer form sends: the address and the solved anti-bot challenge (ADR 0022). */
export const NewsletterSubscribeInputSchema = z.strictObject({ email: EmailSchema, altcha: ProofOfWorkPayloadSchema });
export type NewsletterSubscribeInput = z.infer<typeof NewsletterSubscribeInputSchema>;

/** A sign-up is pending until the subscriber confirms by e-mail; subscribing twice answers the same. */
export const NewsletterSubscriptionResultSchema = z.object({ status: z.literal('pending') });
