// The e-mail API, one declaration per operation (src/shared/operation.ts).
import { defineOperation } from '../operation.ts';
import { SendEmailInputSchema, SendEmailResultSchema } from './contract.ts';

export const sendEmail = defineOperation({
  id: 'sendEmail',
  method: 'post',
  path: '/api/email/send',
  tag: 'Email',
  summary: 'Queue an e-mail from a template',
  description: "The spec's send-email function. The template data is checked against the template when queued.",
  guard: 'admin',
  adminAudit: 'email',
  body: SendEmailInputSchema,
  status: 202,
  response: SendEmailResultSchema,
  errors: ['VALIDATION_FAILED'],
});
