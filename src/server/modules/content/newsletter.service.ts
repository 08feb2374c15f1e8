// The newsletter (ADR 0013, double opt-in). A sign-up stores the address as
// pending and mails a confirmation link; only the SHA-256 of the link's token
// is kept, with its expiry. Confirming makes the address a subscriber; only
// confirmed addresses receive issues. Every sign-up answers the same whatever
// the address's state (nothing is revealed), and an address gets at most one
// confirmation mail per NEWSLETTER_CONFIRM_RESEND_MS, and none once confirmed.
// A member's newsletter preference follows their address's subscription
// (accounts/email-preferences.service.ts keeps the other direction).
import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, like, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import sanitizeHtml from 'sanitize-html';
import { EMAIL_BATCH_SIZE } from '#shared/constants.ts';
import {
  NEWSLETTER_ADMIN_MESSAGES,
  NEWSLETTER_CONFIRM_HOURS,
  NEWSLETTER_CONFIRM_RESEND_MS,
  type NewsletterConfirmResult,
  type NewsletterIssueDraft,
  type NewsletterIssueView,
  type NewsletterOverview,
  type NewsletterRenewResult,
} from '#shared/content/newsletter.ts';
import { DEBATE_DESCRIPTION_TAGS } from '#shared/debates/contract.ts';
import { hrefFor } from '#shared/routes.ts';
import type { Database, Transaction } from '#server/db/client.ts';
import { personNameSql } from '#server/db/person-name.ts';
import {
  emailPreferences,
  emailQueue,
  newsletterIssues,
  newsletterSubscriptions,
  profiles,
  users,
} from '#server/db/schema/index.ts';
import {
  buildQueueRow,
  type EmailContext,
  enqueueEmail,
  EMAIL_QUEUE_CHANNEL,
  renderQueuedEmail,
} from '#server/email/email-queue.ts';
import type { SessionUser } from '#server/lib/context.ts';
import { AppError, notFound } from '#server/lib/errors.ts';

type Executor = Database | Transaction;
type Subscription = typeof newsletterSubscriptions.$inferSelect;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Points a pending subscription at a new link (the old one stops working) and queues its mail. */
async function mailConfirmation(tx: Transaction, ctx: EmailContext, subscription: Subscription): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  const now = Date.now();
  await tx
    .update(newsletterSubscriptions)
    .set({
      status: 'pending',
      confirmTokenHash: hashToken(token),
      confirmTokenExpiresAt: new Date(now + NEWSLETTER_CONFIRM_HOURS * 60 * 60 * 1000),
      confirmSentAt: new Date(now),
    })
    .where(eq(newsletterSubscriptions.id, subscription.id));
  const confirmUrl = `${ctx.siteUrl}${hrefFor('newsletter-confirm')}?token=${token}`;
  await enqueueEmail(tx, { to: subscription.email, templateId: 'newsletter_confirmation', templateData: { confirmUrl } });
}

const mailedRecently = (subscription: Subscription) =>
  subscription.status === 'pending' &&
  subscription.confirmSentAt !== null &&
  Date.now() - subscription.confirmSentAt.getTime() < NEWSLETTER_CONFIRM_RESEND_MS;

/** A sign-up from the footer form. Answers nothing: the caller says the same to everyone. */
export async function subscribeToNewsletter(db: Database, ctx: EmailContext, email: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(newsletterSubscriptions).values({ email }).onConflictDoNothing();
    const [subscription] = await tx
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, email))
      .for('update');
    // Confirmed already: no new mail (the visitor hears the same as anyone else).
    if (!subscription || subscription.status === 'confirmed' || mailedRecently(subscription)) return;
    await mailConfirmation(tx, ctx, subscription);
  });
}

async function subscriptionByToken(tx: Transaction, token: string): Promise<Subscription | undefined> {
  const [subscription] = await tx
    .select()
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.confirmTokenHash, hashToken(token)))
    .for('update');
  return subscription;
}

/** The member whose account has this address, if any. */
async function memberIdOf(db: Executor, email: string): Promise<string | null> {
  const [user] = await db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return user?.id ?? null;
}

/** The link of a confirmation mail. */
export async function confirmNewsletterSubscription(db: Database, token: string): Promise<NewsletterConfirmResult> {
  return db.transaction(async (tx) => {
    const subscription = await subscriptionByToken(tx, token);
    if (!subscription) return { outcome: 'invalid' };
    if (subscription.status !== 'pending') return { outcome: 'used' };
    if ((subscription.confirmTokenExpiresAt?.getTime() ?? 0) <= Date.now()) return { outcome: 'expired' };
    await tx
      .update(newsletterSubscriptions)
      .set({ status: 'confirmed', confirmedAt: new Date(), unsubscribedAt: null })
      .where(eq(newsletterSubscriptions.id, subscription.id));
    // A member who had turned the newsletter off in their preferences has now asked for it.
    const memberId = await memberIdOf(tx, subscription.email);
    if (memberId) {
      await tx
        .insert(emailPreferences)
        .values({ userId: memberId, newsletter: true })
        .onConflictDoUpdate({ target: emailPreferences.userId, set: { newsletter: true } });
    }
    return { outcome: 'confirmed' };
  });
}

/** A new link for the address of an expired or used one (never more than one mail per few minutes). */
export async function renewNewsletterConfirmation(
  db: Database,
  ctx: EmailContext,
  token: string,
): Promise<NewsletterRenewResult> {
  return db.transaction(async (tx) => {
    const subscription = await subscriptionByToken(tx, token);
    if (!subscription) return { outcome: 'invalid' };
    if (subscription.status === 'confirmed') return { outcome: 'confirmed' };
    if (!mailedRecently(subscription) || (subscription.confirmTokenExpiresAt?.getTime() ?? 0) <= Date.now()) {
      await mailConfirmation(tx, ctx, subscription);
    }
    return { outcome: 'sent' };
  });
}

// ------------------------------------------------------------------ issues (admins)

/** The issue's body cut to the descriptions' allowlist; 400 when no text is left. */
export function sanitizeIssueBody(body: string): string {
  const clean = sanitizeHtml(body, { allowedTags: [...DEBATE_DESCRIPTION_TAGS], allowedAttributes: {} }).trim();
  const readable = sanitizeHtml(clean, { allowedTags: [], allowedAttributes: {} }).trim();
  if (readable === '') {
    throw new AppError('VALIDATION_FAILED', NEWSLETTER_ADMIN_MESSAGES.emptyBody, {
      fields: { body: [NEWSLETTER_ADMIN_MESSAGES.emptyBody] },
    });
  }
  return clean;
}

const issueReference = (issueId: string) => `newsletter:${issueId}:`;

async function deliveryCounts(db: Executor, issueId: string) {
  const [row] = await db
    .select({
      delivered: sql<number>`count(*) filter (where ${emailQueue.status} = 'sent')::int`,
      failed: sql<number>`count(*) filter (where ${emailQueue.status} = 'failed')::int`,
      suppressed: sql<number>`count(*) filter (where ${emailQueue.status} in ('suppressed', 'cancelled'))::int`,
    })
    .from(emailQueue)
    .where(like(emailQueue.referenceKey, `${issueReference(issueId)}%`));
  return { delivered: Number(row?.delivered ?? 0), failed: Number(row?.failed ?? 0), suppressed: Number(row?.suppressed ?? 0) };
}

const creators = alias(profiles, 'creators');
const senders = alias(profiles, 'senders');

async function issueViews(db: Executor, where?: ReturnType<typeof eq>): Promise<NewsletterIssueView[]> {
  const rows = await db
    .select({
      issue: newsletterIssues,
      createdByName: personNameSql({
        fullName: creators.fullName,
        username: creators.username,
        personId: newsletterIssues.createdBy,
      }),
      sentByName: personNameSql({ fullName: senders.fullName, username: senders.username, personId: newsletterIssues.sentBy }),
    })
    .from(newsletterIssues)
    .leftJoin(creators, eq(creators.id, newsletterIssues.createdBy))
    .leftJoin(senders, eq(senders.id, newsletterIssues.sentBy))
    .where(where)
    .orderBy(desc(newsletterIssues.createdAt))
    .limit(50);
  return Promise.all(
    rows.map(async ({ issue, createdByName, sentByName }) => {
      const counts = issue.status === 'sent' ? await deliveryCounts(db, issue.id) : { delivered: 0, failed: 0, suppressed: 0 };
      return {
        id: issue.id,
        subject: issue.subject,
        body: issue.body,
        status: issue.status as NewsletterIssueView['status'],
        createdAt: issue.createdAt.toISOString(),
        createdByName,
        sentAt: issue.sentAt?.toISOString() ?? null,
        sentByName: issue.sentAt ? sentByName : null,
        recipientCount: issue.recipientCount,
        deliveredCount: counts.delivered,
        failedCount: counts.failed,
        suppressedCount: counts.suppressed,
      };
    }),
  );
}

async function issueViewById(db: Executor, id: string): Promise<NewsletterIssueView> {
  const [view] = await issueViews(db, eq(newsletterIssues.id, id));
  if (!view) throw notFound('Issue');
  return view;
}

export async function getNewsletterOverview(db: Database): Promise<NewsletterOverview> {
  const counts = await db
    .select({ status: newsletterSubscriptions.status, count: sql<number>`count(*)::int` })
    .from(newsletterSubscriptions)
    .groupBy(newsletterSubscriptions.status);
  const count = (status: string) => Number(counts.find((c) => c.status === status)?.count ?? 0);
  return {
    subscribers: { confirmed: count('confirmed'), pending: count('pending'), unsubscribed: count('unsubscribed') },
    issues: await issueViews(db),
  };
}

export async function createNewsletterIssue(db: Database, admin: SessionUser, draft: NewsletterIssueDraft) {
  const [issue] = await db
    .insert(newsletterIssues)
    .values({ subject: draft.subject, body: sanitizeIssueBody(draft.body), createdBy: admin.id })
    .returning({ id: newsletterIssues.id });
  return issueViewById(db, (issue as { id: string }).id);
}

async function lockDraft(tx: Transaction, id: string) {
  const [issue] = await tx.select().from(newsletterIssues).where(eq(newsletterIssues.id, id)).for('update');
  if (!issue) throw notFound('Issue');
  if (issue.status !== 'draft') throw new AppError('CONFLICT', NEWSLETTER_ADMIN_MESSAGES.alreadySent);
  return issue;
}

export async function updateNewsletterIssue(db: Database, id: string, draft: NewsletterIssueDraft) {
  await db.transaction(async (tx) => {
    await lockDraft(tx, id);
    await tx
      .update(newsletterIssues)
      .set({ subject: draft.subject, body: sanitizeIssueBody(draft.body) })
      .where(eq(newsletterIssues.id, id));
  });
  return issueViewById(db, id);
}

export async function previewNewsletterIssue(ctx: EmailContext, admin: SessionUser, draft: NewsletterIssueDraft) {
  const rendered = await renderQueuedEmail(ctx, {
    toEmail: admin.email,
    category: 'newsletter',
    templateId: 'newsletter_issue',
    templateData: { issueId: 'preview', subject: draft.subject, contentHtml: sanitizeIssueBody(draft.body) },
  });
  return { subject: rendered.subject, html: rendered.html, text: rendered.text };
}

/**
 * Sends a draft to every confirmed subscriber, once: the row is locked and
 * moved to `sent` in the transaction that queues the mails, so a second send
 * waits, then finds it sent (409). Mails go in statements of 50 at the batch
 * priority, one per address (reference key `newsletter:<issue>:<address>`).
 */
export async function sendNewsletterIssue(db: Database, admin: SessionUser, id: string) {
  await db.transaction(async (tx) => {
    const issue = await lockDraft(tx, id);
    const recipients = await tx
      .select({ email: newsletterSubscriptions.email, userId: users.id })
      .from(newsletterSubscriptions)
      .leftJoin(users, and(sql`lower(${users.email}) = ${newsletterSubscriptions.email}`, sql`${users.deletedAt} is null`))
      .where(and(eq(newsletterSubscriptions.status, 'confirmed'), sql`(${users.id} is null or not ${users.banned})`))
      .orderBy(newsletterSubscriptions.email);
    let queued = 0;
    if (recipients.length > 0) {
      // Validated once: the data is the same for everyone; the addresses come from the database.
      const template = buildQueueRow({
        to: recipients[0]?.email as string,
        templateId: 'newsletter_issue',
        templateData: { issueId: issue.id, subject: issue.subject, contentHtml: issue.body },
      });
      for (let i = 0; i < recipients.length; i += EMAIL_BATCH_SIZE) {
        const chunk = recipients.slice(i, i + EMAIL_BATCH_SIZE).map((r) => ({
          ...template,
          toEmail: r.email,
          userId: r.userId ?? null,
          referenceKey: `${issueReference(issue.id)}${r.email}`,
        }));
        const rows = await tx.insert(emailQueue).values(chunk).onConflictDoNothing().returning({ id: emailQueue.id });
        queued += rows.length;
      }
      await tx.execute(sql`select pg_notify(${EMAIL_QUEUE_CHANNEL}, '')`);
    }
    await tx
      .update(newsletterIssues)
      .set({ status: 'sent', sentAt: new Date(), sentBy: admin.id, recipientCount: queued })
      .where(eq(newsletterIssues.id, id));
  });
  return issueViewById(db, id);
}
