// The spec's send-email function as an endpoint (sendEmail in
// src/shared/email/operations.ts): to, templateName, templateData, userId ->
// { success, id } or the error shape. Admins only; modules enqueue directly
// with enqueueEmail inside their own transactions.
import * as api from '#shared/email/operations.ts';
import { implement } from '../lib/operations.ts';
import { enqueueEmail } from './email-queue.ts';

export const emailOperations = [
  implement(api.sendEmail, async (c, { body }) => {
    const id = await enqueueEmail(c.get('db'), {
      to: body.to,
      templateId: body.templateName,
      templateData: body.templateData,
      userId: body.userId ?? null,
    });
    return { success: true as const, id };
  }),
];
