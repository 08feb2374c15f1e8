// The e-mail queue (spec sections 3, 4, 9). Mails are validated when they are
// enqueued — a bad address, an unknown template or missing data is an error for
// the caller, not a failure discovered later — and inserted in the caller's
// transaction, so a mail exists exactly when the change that caused it commits.
// The worker renders each mail when it claims it: rendering a template takes
// milliseconds of CPU, which a request (and the lock it may hold) should not pay.
// A NOTIFY in the same transaction wakes the worker on commit.
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, like, sql } from 'drizzle-orm';
import { z } from 'zod';
import { EMAIL_BATCH_SIZE, EMAIL_MAX_ATTEMPTS, EMAIL_PRIORITY, EMAIL_RETRY_DELAY_PER_ATTEMPT_MS } from '#shared/constants.ts';
import {
  EMAIL_TEMPLATE_DATA_SCHEMAS,
  EMAIL_TEMPLATE_IDS,
  type EmailTemplateId,
  emailCategory,
  emailPriority,
} from '#shared/email/contract.ts';
import type { Database, Transaction } from '../db/client.ts';
import { emailQueue } from '../db/schema/index.ts';
import { AppError, validationError } from '../lib/errors.ts';
import { unsubscribePageUrl } from './unsubscribe-links.ts';

export const EMAIL_QUEUE_CHANNEL = 'email_queue';

/** What rendering needs besides the template data: where links point, and the key for unsubscribe tokens. */
export interface EmailContext {
  siteUrl: string;
  secret: string;
}

export interface EnqueueEmailInput {
  to: string;
  templateId: EmailTemplateId;
  templateData: Record<string, unknown>;
  userId?: string | null;
  /** Not before this time (reminders); default now. */
  sendAfter?: Date;
  /** Default: the template's priority of spec section 9. */
  priority?: number;
  /** Names what the mail is about; one live (pending or sending) mail per key. */
  referenceKey?: string;
}

type Executor = Database | Transaction;

const AddressSchema = z.email({ error: 'Invalid email address' }).max(254);

/** Validates one mail into a queue row (not yet inserted); its subject and bodies are left for the worker to render. */
export function buildQueueRow(input: EnqueueEmailInput) {
  const address = AddressSchema.safeParse(input.to.trim().toLowerCase());
  if (!address.success) {
    throw new AppError('VALIDATION_FAILED', `Invalid recipient address: ${input.to}`, {
      fields: { to: ['Invalid email address'] },
    });
  }
  if (!EMAIL_TEMPLATE_IDS.includes(input.templateId)) {
    throw new AppError('VALIDATION_FAILED', `Unknown e-mail template: ${String(input.templateId)}`, {
      fields: { templateId: ['Unknown template'] },
    });
  }
  const parsed = EMAIL_TEMPLATE_DATA_SCHEMAS[input.templateId].safeParse(input.templateData);
  if (!parsed.success) {
    const error = validationError(parsed.error);
    throw new AppError('VALIDATION_FAILED', `Invalid data for e-mail template ${input.templateId}`, { fields: error.fields });
  }
  const to = address.data;
  const category = emailCategory(input.templateId, parsed.data as Record<string, unknown>);
  return {
    toEmail: to,
    subject: '',
    body: '',
    textBody: '',
    templateId: input.templateId,
    templateData: parsed.data as Record<string, unknown>,
    category,
    priority: input.priority ?? emailPriority(input.templateId, parsed.data as Record<string, unknown>),
    sendAfter: input.sendAfter ?? new Date(),
    userId: input.userId ?? null,
    referenceKey: input.referenceKey ?? null,
  };
}

// The templates (React, React Email and what it pulls in) load with the first mail
// rendered, not at start-up: they were a third of the server's start time.
const loadTemplates = () => import('./templates/render-email.ts');

type RenderedEmail = { subject: string; html: string; text: string };

/**
 * A broadcast (a newsletter issue, an announcement) is the same mail for every
 * recipient but its unsubscribe link, the only part of a rendering that depends
 * on the address. It is rendered once with a stand-in link, which each
 * recipient's own replaces; React rendering was three quarters of a
 * newsletter's sending time. Keyed by everything else a rendering reads.
 */
const UNSUBSCRIBE_STAND_IN = `https://unsubscribe.invalid/${randomUUID()}`;
const RENDERINGS_KEPT = 32;
const renderings = new Map<string, Promise<RenderedEmail>>();

const escapeHtmlAttribute = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch);

function renderingFor(ctx: EmailContext, mail: { category: string | null; templateId: EmailTemplateId; templateData: unknown }) {
  const key = JSON.stringify([ctx.siteUrl, mail.templateId, mail.category, mail.templateData]);
  let rendering = renderings.get(key);
  if (!rendering) {
    rendering = loadTemplates().then(({ renderEmail }) =>
      renderEmail(mail.templateId, mail.templateData as never, {
        siteUrl: ctx.siteUrl,
        preferencesUrl: `${ctx.siteUrl}/profile#email-preferences`,
        unsubscribeUrl: mail.category ? UNSUBSCRIBE_STAND_IN : undefined,
      }),
    );
    // A failed rendering is not kept: the next mail tries again.
    rendering.catch(() => renderings.delete(key));
    renderings.set(key, rendering);
    if (renderings.size > RENDERINGS_KEPT) renderings.delete(renderings.keys().next().value as string);
  }
  return rendering;
}

/** Renders a queued mail from its template and data, with the recipient's links. */
export async function renderQueuedEmail(
  ctx: EmailContext,
  mail: { toEmail: string; category: string | null; templateId: EmailTemplateId; templateData: unknown },
): Promise<RenderedEmail> {
  const rendered = await renderingFor(ctx, mail);
  if (!mail.category) return rendered;
  const unsubscribeUrl = unsubscribePageUrl(ctx, mail.toEmail, mail.category);
  return {
    subject: rendered.subject,
    html: rendered.html.replaceAll(UNSUBSCRIBE_STAND_IN, escapeHtmlAttribute(unsubscribeUrl)),
    text: rendered.text.replaceAll(UNSUBSCRIBE_STAND_IN, unsubscribeUrl),
  };
}

async function notifyWorkers(db: Executor) {
  await db.execute(sql`select pg_notify(${EMAIL_QUEUE_CHANNEL}, '')`);
}

/** Enqueues one mail; returns its id, or null when a live mail with the same reference key exists. */
export async function enqueueEmail(db: Executor, input: EnqueueEmailInput): Promise<string | null> {
  const row = buildQueueRow(input);
  const inserted = await db.insert(emailQueue).values(row).onConflictDoNothing().returning({ id: emailQueue.id });
  await notifyWorkers(db);
  return inserted[0]?.id ?? null;
}

/** Enqueues many mails, inserted in chunks of 50; batch mails get priority 3 unless one is given. */
export async function enqueueEmails(db: Executor, inputs: EnqueueEmailInput[]): Promise<number> {
  const rows = inputs.map((input) => buildQueueRow({ priority: EMAIL_PRIORITY.batch, ...input }));
  let inserted = 0;
  for (let i = 0; i < rows.length; i += EMAIL_BATCH_SIZE) {
    const chunk = rows.slice(i, i + EMAIL_BATCH_SIZE);
    const result = await db.insert(emailQueue).values(chunk).onConflictDoNothing().returning({ id: emailQueue.id });
    inserted += result.length;
  }
  if (inserted > 0) await notifyWorkers(db);
  return inserted;
}

/** Cancels the pending mails whose reference key starts with `prefix`. */
export async function cancelEmailsByReference(db: Executor, prefix: string): Promise<number> {
  const result = await db
    .update(emailQueue)
    .set({ status: 'cancelled' })
    .where(and(eq(emailQueue.status, 'pending'), like(emailQueue.referenceKey, `${prefix.replace(/[\\%_]/g, '\\$&')}%`)))
    .returning({ id: emailQueue.id });
  return result.length;
}

export interface ClaimedEmail {
  id: string;
  toEmail: string;
  subject: string;
  body: string;
  textBody: string;
  templateId: EmailTemplateId | null;
  templateData: unknown;
  category: string | null;
  userId: string | null;
  attempts: number;
  /** The claim's timestamp: completion only applies while this claim still holds. */
  claimedAt: Date;
}

/**
 * Returns mails left in `sending` longer than the lease (their worker died
 * between claiming and completing) to `pending`, so any worker can retry them.
 */
export async function releaseExpiredClaims(db: Database, leaseMs: number): Promise<number> {
  const result = await db
    .update(emailQueue)
    .set({ status: 'pending' })
    .where(
      and(eq(emailQueue.status, 'sending'), sql`${emailQueue.lastAttemptAt} < now() - make_interval(secs => ${leaseMs / 1000})`),
    )
    .returning({ id: emailQueue.id });
  return result.length;
}

/**
 * Claims up to `limit` due mails for this worker, highest priority first, then
 * oldest send time. SKIP LOCKED lets several workers claim side by side without
 * ever taking the same row.
 */
export async function claimDueEmails(db: Database, limit: number): Promise<ClaimedEmail[]> {
  const result = await db.execute<Record<string, unknown>>(sql`
    with due as (
      select id from email_queue
      where status = 'pending' and send_after <= now()
      order by priority desc, send_after asc
      limit ${limit}
      for update skip locked
    )
    update email_queue q
    -- Millisecond precision, so the claim can be matched by a JavaScript Date later.
    set status = 'sending', last_attempt_at = date_trunc('milliseconds', clock_timestamp())
    -- No wait for the WAL flush, as in markEmailSent: only a crash of PostgreSQL
    -- can undo the claim, and then the mail is due again.
    from due, (select set_config('synchronous_commit', 'off', true)) as async_commit
    where q.id = due.id
    returning q.id, q.to_email, q.subject, q.body, q.text_body, q.template_id, q.template_data, q.category, q.user_id, q.attempts,
      q.last_attempt_at, q.priority, q.send_after`);
  // UPDATE … RETURNING gives rows in the order it met them, not the claim's order: sort them, so the batch is sent highest priority first.
  const claimed = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  const rows = claimed.sort(
    (a, b) =>
      Number(b.priority) - Number(a.priority) ||
      new Date(a.send_after as string).getTime() - new Date(b.send_after as string).getTime(),
  );
  return rows.map((r) => ({
    id: r.id as string,
    toEmail: r.to_email as string,
    subject: r.subject as string,
    body: r.body as string,
    textBody: r.text_body as string,
    templateId: (r.template_id as EmailTemplateId | null) ?? null,
    templateData: r.template_data ?? null,
    category: (r.category as string | null) ?? null,
    userId: (r.user_id as string | null) ?? null,
    attempts: Number(r.attempts),
    claimedAt: new Date(r.last_attempt_at as string),
  }));
}

const stillClaimed = (mail: ClaimedEmail) =>
  and(eq(emailQueue.id, mail.id), eq(emailQueue.status, 'sending'), eq(emailQueue.lastAttemptAt, mail.claimedAt));

/** A claimed mail that could not be rendered: it fails like a refused delivery. */
export interface RenderFailure {
  mail: ClaimedEmail;
  error: unknown;
}

/**
 * Renders a batch of claimed mails from their templates and data, and keeps the
 * renderings on their rows in one statement, committed without waiting for the
 * WAL flush like the claim: a rendering lost with a crash of PostgreSQL is only
 * rendered again. A mail whose template fails to render is returned apart, the
 * others go on.
 */
export async function renderClaimedEmails(
  db: Database,
  ctx: EmailContext,
  mails: ClaimedEmail[],
): Promise<{ rendered: ClaimedEmail[]; failures: RenderFailure[] }> {
  const failures: RenderFailure[] = [];
  const rendered = await Promise.all(
    mails.map(async (mail) => {
      if (mail.body !== '' || !mail.templateId) return { mail, isNew: false };
      try {
        const r = await renderQueuedEmail(ctx, { ...mail, templateId: mail.templateId });
        return { mail: { ...mail, subject: r.subject, body: r.html, textBody: r.text }, isNew: true };
      } catch (error) {
        failures.push({ mail, error });
        return null;
      }
    }),
  );
  const fresh = rendered.filter((r) => r?.isNew).map((r) => r?.mail as ClaimedEmail);
  if (fresh.length > 0) {
    const values = sql.join(
      fresh.map((m) => sql`(${m.id}::uuid, ${m.subject}, ${m.body}, ${m.textBody})`),
      sql`, `,
    );
    await db.execute(sql`
      update email_queue q set subject = r.subject, body = r.body, text_body = r.text_body
      from (values ${values}) as r(id, subject, body, text_body),
        (select set_config('synchronous_commit', 'off', true)) as async_commit
      where q.id = r.id`);
  }
  return { rendered: rendered.flatMap((r) => (r ? [r.mail] : [])), failures };
}

/**
 * Marks one mail sent, right after the SMTP server accepted it: a worker killed
 * between two mails leaves none of its sent mails to be sent again.
 *
 * The commit does not wait for the WAL flush (synchronous_commit off, for this
 * statement only): one flush per mail would halve the worker's throughput. A
 * worker killed after it returns loses nothing (PostgreSQL has the commit); only
 * a crash of PostgreSQL itself within a fraction of a second can undo it, and
 * then the mail is sent again — at least once, as always.
 */
export async function markEmailSent(db: Database, mail: ClaimedEmail): Promise<void> {
  await db.execute(sql`
    update email_queue set status = 'sent', sent_at = now(), error_message = null
    from (select set_config('synchronous_commit', 'off', true)) as async_commit
    where id = ${mail.id} and status = 'sending' and last_attempt_at = ${mail.claimedAt.toISOString()}::timestamptz`);
}

/**
 * Gives claimed mails back to the queue at once (a worker stopping), instead of
 * after the lease; only claims that are still this worker's.
 */
export async function releaseEmailClaims(db: Database, mails: ClaimedEmail[]): Promise<number> {
  if (mails.length === 0) return 0;
  const claims = sql.join(
    mails.map((m) => sql`(${m.id}::uuid, ${m.claimedAt.toISOString()}::timestamptz)`),
    sql`, `,
  );
  const result = await db.execute(sql`
    update email_queue set status = 'pending'
    where status = 'sending' and (id, last_attempt_at) in (${claims})
    returning id`);
  return (result as unknown as { rows: unknown[] }).rows.length;
}

/**
 * Marks several accepted mails sent in one statement: the worker's mails accepted
 * while its previous mark ran (ADR 0043). Without waiting for the WAL flush, as
 * in markEmailSent.
 */
export async function markEmailsSent(db: Database, mails: ClaimedEmail[]): Promise<void> {
  if (mails.length === 0) return;
  // Completion is per claim: a row re-claimed after its lease expired belongs to the new claim.
  const claims = sql.join(
    mails.map((m) => sql`(${m.id}::uuid, ${m.claimedAt.toISOString()}::timestamptz)`),
    sql`, `,
  );
  await db.execute(sql`
    update email_queue set status = 'sent', sent_at = now(), error_message = null
    from (select set_config('synchronous_commit', 'off', true)) as async_commit
    where status = 'sending' and (id, last_attempt_at) in (${claims})`);
}

/** One more failed attempt: back to pending later, or failed for good at the third. */
export async function markEmailFailed(db: Database, mail: ClaimedEmail, error: string): Promise<'pending' | 'failed'> {
  const attempts = mail.attempts + 1;
  const status = attempts >= EMAIL_MAX_ATTEMPTS ? 'failed' : 'pending';
  await db
    .update(emailQueue)
    .set({
      status,
      attempts,
      errorMessage: error.slice(0, 1000),
      sendAfter: status === 'pending' ? new Date(Date.now() + EMAIL_RETRY_DELAY_PER_ATTEMPT_MS * attempts) : undefined,
    })
    .where(stillClaimed(mail));
  return status;
}

export async function markEmailsSuppressed(db: Database, mails: ClaimedEmail[]): Promise<void> {
  if (mails.length === 0) return;
  await db
    .update(emailQueue)
    .set({ status: 'suppressed', errorMessage: 'Recipient opted out of this category' })
    .where(
      and(
        inArray(
          emailQueue.id,
          mails.map((m) => m.id),
        ),
        eq(emailQueue.status, 'sending'),
      ),
    );
}

/**
 * An admin's retry: a failed mail goes back to `pending`, due now, its attempts
 * kept (so it gets one more try before failing again). Conditional on the
 * status, so two retries, or a retry and anything else, change it once.
 * Returns the row's id, or null when it was not failed.
 */
export async function retryFailedEmail(db: Executor, id: string): Promise<string | null> {
  const [row] = await db
    .update(emailQueue)
    .set({ status: 'pending', sendAfter: sql`now()` as unknown as Date })
    .where(and(eq(emailQueue.id, id), eq(emailQueue.status, 'failed')))
    .returning({ id: emailQueue.id });
  if (row) await notifyWorkers(db);
  return row?.id ?? null;
}

/**
 * An admin's cancel: only a `pending` mail. A worker that claimed the row holds
 * its lock and moves it to `sending`; this update then waits for it and matches
 * nothing, so a mail is never both sent and cancelled. Null when not pending.
 */
export async function cancelPendingEmail(db: Executor, id: string): Promise<string | null> {
  const [row] = await db
    .update(emailQueue)
    .set({ status: 'cancelled' })
    .where(and(eq(emailQueue.id, id), eq(emailQueue.status, 'pending')))
    .returning({ id: emailQueue.id });
  return row?.id ?? null;
}
