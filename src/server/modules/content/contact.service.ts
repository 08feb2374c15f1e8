// The contact form. A message is stored, mailed to every admin and confirmed
// to its sender, in one transaction. Against scripts: a honeypot field and a
// minimum time between showing the form (its signed token) and sending it; a
// refused message is told so plainly — never answered with a fake success.
// Against floods: limits per client and per address (contact.routes.ts), and
// the same message from the same address within a day is stored and mailed once.
// Admins read, answer (each answer is mailed) and close messages.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import {
  CONTACT_CATEGORY_LABELS,
  CONTACT_FORM_MAX_AGE_MS,
  CONTACT_HONEYPOT_FIELD,
  CONTACT_MESSAGES,
  CONTACT_MIN_FILL_MS,
  type ContactCategory,
  type ContactMessageDetail,
  type ContactMessageInput,
  type ContactMessageSummary,
  type ContactStatus,
} from '#shared/content/contact.ts';
import type { Database, Transaction } from '#server/db/client.ts';
import { contactMessages, contactReplies, users } from '#server/db/schema/index.ts';
import { enqueueEmail } from '#server/email/email-queue.ts';
import type { SessionUser } from '#server/lib/context.ts';
import { AppError, notFound } from '#server/lib/errors.ts';

type Executor = Database | Transaction;

const DUPLICATE_WINDOW_MS = 24 * 60 * 60 * 1000;
const EXCERPT_LENGTH = 160;

function sign(secret: string, payload: string): Buffer {
  return createHmac('sha256', `contact-form:${secret}`).update(payload).digest();
}

/** A token naming when the form was shown, signed so it cannot be back-dated. */
export function createContactFormToken(secret: string, now = Date.now()): string {
  const payload = String(now);
  return `${payload}.${sign(secret, payload).toString('base64url')}`;
}

/** When the form was shown, or null for a token that was not issued here. */
function formTokenTime(secret: string, token: string): number | null {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined || !/^\d{1,15}$/.test(payload)) return null;
  const expected = sign(secret, payload);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return Number(payload);
}

/** Throws for a message sent by a script (honeypot filled, no token, sent too fast) or from a form too old. */
export function checkContactForm(secret: string, input: ContactMessageInput, now = Date.now()): void {
  const refused = () => new AppError('BAD_REQUEST', CONTACT_MESSAGES.refused);
  if ((input[CONTACT_HONEYPOT_FIELD] ?? '').trim() !== '') throw refused();
  const shownAt = formTokenTime(secret, input.formToken);
  if (shownAt === null || now - shownAt < CONTACT_MIN_FILL_MS) throw refused();
  if (now - shownAt > CONTACT_FORM_MAX_AGE_MS) throw new AppError('BAD_REQUEST', CONTACT_MESSAGES.expired);
}

/** The same words from the same address within a day: stored once. */
export async function isDuplicateContactMessage(db: Database, input: ContactMessageInput): Promise<boolean> {
  const [row] = await db
    .select({ id: contactMessages.id })
    .from(contactMessages)
    .where(
      and(
        eq(contactMessages.email, input.email),
        eq(contactMessages.message, input.message),
        gt(contactMessages.createdAt, new Date(Date.now() - DUPLICATE_WINDOW_MS)),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function createContactMessage(db: Database, input: ContactMessageInput, sender: SessionUser | null): Promise<void> {
  const category = CONTACT_CATEGORY_LABELS[input.category];
  await db.transaction(async (tx) => {
    const [stored] = await tx
      .insert(contactMessages)
      .values({
        name: input.name,
        email: input.email,
        category: input.category,
        message: input.message,
        userId: sender?.id ?? null,
      })
      .returning({ id: contactMessages.id });
    const id = (stored as { id: string }).id;
    const admins = await tx
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(and(eq(users.role, 'admin'), eq(users.banned, false), sql`${users.deletedAt} is null`));
    for (const admin of admins) {
      await enqueueEmail(tx, {
        to: admin.email,
        userId: admin.id,
        templateId: 'contact_message',
        templateData: { messageId: id, senderName: input.name, senderEmail: input.email, category, message: input.message },
        referenceKey: `contact:${id}:admin:${admin.id}`,
      });
    }
    await enqueueEmail(tx, {
      to: input.email,
      userId: sender?.id ?? null,
      templateId: 'contact_received',
      templateData: { name: input.name, category, message: input.message },
      referenceKey: `contact:${id}:receipt`,
    });
  });
}

// ------------------------------------------------------------------ admins

const excerptOf = (message: string) =>
  message.length <= EXCERPT_LENGTH ? message : `${message.slice(0, EXCERPT_LENGTH - 1).trimEnd()}…`;

export async function findContactMessages(db: Database, status: ContactStatus | 'all') {
  const replyCount = sql<number>`(select count(*)::int from contact_replies r where r.message_id = ${contactMessages.id})`;
  const rows = await db
    .select({ message: contactMessages, replyCount })
    .from(contactMessages)
    .where(status === 'all' ? undefined : eq(contactMessages.status, status))
    .orderBy(desc(contactMessages.createdAt))
    .limit(100);
  const counts = await db
    .select({ status: contactMessages.status, count: sql<number>`count(*)::int` })
    .from(contactMessages)
    .groupBy(contactMessages.status);
  const count = (s: ContactStatus) => Number(counts.find((c) => c.status === s)?.count ?? 0);
  const items: ContactMessageSummary[] = rows.map(({ message, replyCount: replies }) => ({
    id: message.id,
    name: message.name,
    email: message.email,
    category: message.category as ContactCategory,
    excerpt: excerptOf(message.message),
    status: message.status as ContactStatus,
    createdAt: message.createdAt.toISOString(),
    replyCount: Number(replies),
  }));
  return { items, counts: { open: count('open'), answered: count('answered'), closed: count('closed') } };
}

export async function getContactMessageById(db: Executor, id: string): Promise<ContactMessageDetail> {
  const [message] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
  if (!message) throw notFound('Message');
  const replies = await db
    .select()
    .from(contactReplies)
    .where(eq(contactReplies.messageId, id))
    .orderBy(contactReplies.createdAt);
  return {
    id: message.id,
    name: message.name,
    email: message.email,
    category: message.category as ContactCategory,
    message: message.message,
    status: message.status as ContactStatus,
    createdAt: message.createdAt.toISOString(),
    closedAt: message.closedAt?.toISOString() ?? null,
    userId: message.userId,
    replies: replies.map((r) => ({ id: r.id, authorName: r.authorName, body: r.body, createdAt: r.createdAt.toISOString() })),
  };
}

async function lockMessage(tx: Transaction, id: string) {
  const [message] = await tx.select().from(contactMessages).where(eq(contactMessages.id, id)).for('update');
  if (!message) throw notFound('Message');
  return message;
}

/** An admin's answer: stored, mailed to the sender, and the message marked answered (or closed). */
export async function replyToContactMessage(
  db: Database,
  admin: SessionUser,
  id: string,
  input: { body: string; close: boolean },
): Promise<ContactMessageDetail> {
  return db.transaction(async (tx) => {
    const message = await lockMessage(tx, id);
    const [reply] = await tx
      .insert(contactReplies)
      .values({ messageId: id, authorId: admin.id, authorName: admin.name, body: input.body })
      .returning({ id: contactReplies.id });
    await enqueueEmail(tx, {
      to: message.email,
      userId: message.userId,
      templateId: 'contact_reply',
      templateData: { name: message.name, reply: input.body, message: message.message },
      referenceKey: `contact:${id}:reply:${(reply as { id: string }).id}`,
    });
    await tx
      .update(contactMessages)
      .set(input.close ? { status: 'closed', closedAt: new Date() } : { status: 'answered', closedAt: null })
      .where(eq(contactMessages.id, id));
    return getContactMessageById(tx, id);
  });
}

export async function setContactMessageStatus(db: Database, id: string, action: 'close' | 'reopen') {
  return db.transaction(async (tx) => {
    const message = await lockMessage(tx, id);
    if (action === 'close') {
      await tx.update(contactMessages).set({ status: 'closed', closedAt: new Date() }).where(eq(contactMessages.id, id));
    } else if (message.status === 'closed') {
      const [answered] = await tx
        .select({ id: contactReplies.id })
        .from(contactReplies)
        .where(inArray(contactReplies.messageId, [id]))
        .limit(1);
      await tx
        .update(contactMessages)
        .set({ status: answered ? 'answered' : 'open', closedAt: null })
        .where(eq(contactMessages.id, id));
    }
    return getContactMessageById(tx, id);
  });
}
