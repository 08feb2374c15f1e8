import { z } from 'zod';
import { EmailSchema } from './validation.ts';

export const NewsletterSubscribeInputSchema = z.strictObject({ email: EmailSchema });
export type NewsletterSubscribeInput = z.infer<typeof NewsletterSubscribeInputSchema>;
