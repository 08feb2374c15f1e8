// The spec's send-email function as an endpoint: to, templateName, templateData,
// userId -> { success, id } or the error shape. Admins only; modules enqueue
// directly with enqueueEmail inside their own transactions.
import { Hono } from 'hono';
import { SendEmailInputSchema } from '#shared/email/contract.ts';
import { requireAdmin } from '../auth/session.ts';
import type { AppEnv } from '../lib/context.ts';
import { validateJson } from '../lib/validate.ts';
import { emailContextFrom } from './email-context.ts';
import { enqueueEmail } from './email-queue.ts';

export const sendEmailRoutes = new Hono<AppEnv>().post('/send', validateJson(SendEmailInputSchema), async (c) => {
  await requireAdmin(c);
  const input = c.req.valid('json');
  const id = await enqueueEmail(c.var.db, emailContextFrom(c.var.config), {
    to: input.to,
    templateId: input.templateName,
    templateData: input.templateData,
    userId: input.userId ?? null,
  });
  return c.json({ success: true as const, id }, 202);
});
