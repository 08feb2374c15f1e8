// The contact form and the admins' inbox (src/shared/content/operations.ts;
// contact.service.ts holds the rules). Limits: spec section 9's 10 form
// submissions a minute per client, and a few messages an hour per address.
import { FORM_SUBMISSION_WINDOW_MS, FORM_SUBMISSIONS_PER_MINUTE } from '#shared/constants.ts';
import { CONTACT_MESSAGES_PER_ADDRESS_PER_HOUR } from '#shared/content/contact.ts';
import * as api from '#shared/content/operations.ts';
import { getSessionUser } from '#server/auth/session.ts';
import { getClientIp } from '#server/lib/client-ip.ts';
import { implement } from '#server/lib/operations.ts';
import { clientKey, enforceRateLimit } from '#server/lib/rate-limit.ts';
import {
  checkContactForm,
  createContactFormToken,
  createContactMessage,
  findContactMessages,
  getContactMessageById,
  isDuplicateContactMessage,
  replyToContactMessage,
  setContactMessageStatus,
} from './contact.service.ts';

const CONTACT_PER_CLIENT = { name: 'contact', limit: FORM_SUBMISSIONS_PER_MINUTE, windowMs: FORM_SUBMISSION_WINDOW_MS };
const CONTACT_PER_ADDRESS = { name: 'contact-address', limit: CONTACT_MESSAGES_PER_ADDRESS_PER_HOUR, windowMs: 60 * 60 * 1000 };

export const contactOperations = [
  implement(api.getContactForm, (c) => ({ formToken: createContactFormToken(c.get('config').authSecret) })),
  implement(api.sendContactMessage, async (c, { body }) => {
    const db = c.get('db');
    await enforceRateLimit(db, CONTACT_PER_CLIENT, clientKey(getClientIp(c)));
    checkContactForm(c.get('config').authSecret, body);
    // Sent twice (a second click, a retry after a lost answer): it was received, and is not stored or mailed again.
    if (await isDuplicateContactMessage(db, body)) return { status: 'received' as const };
    await enforceRateLimit(db, CONTACT_PER_ADDRESS, body.email);
    await createContactMessage(db, body, await getSessionUser(c));
    return { status: 'received' as const };
  }),
  implement(api.listContactMessages, (c, { query }) => findContactMessages(c.get('db'), query.status)),
  implement(api.getContactMessage, (c, { params }) => getContactMessageById(c.get('db'), params.id)),
  implement(api.replyToContactMessage, (c, { params, body, user }) =>
    replyToContactMessage(c.get('db'), user, params.id, { body: body.body, close: body.close ?? false }),
  ),
  implement(api.closeContactMessage, (c, { params }) => setContactMessageStatus(c.get('db'), params.id, 'close')),
  implement(api.reopenContactMessage, (c, { params }) => setContactMessageStatus(c.get('db'), params.id, 'reopen')),
];
