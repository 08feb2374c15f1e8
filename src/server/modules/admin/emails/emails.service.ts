// The admin e-mails (spec sections 3, 4, 7, 9): reading the queue, retrying a
// failed mail and cancelling a pending one, previewing templates, schedules and
// announcements. Mails are queued, retried, cancelled and announced through the
// e-mail infrastructure (src/server/email); schedule rows are written here.
// Every change runs inside `audited` with target type `email`. Races
// with the workers are decided on the row: retry and cancel lock it and change
// it only from the status they expect, so a mail is never both sent and
// cancelled, nor queued twice by a retry.
import { and, asc, desc, eq, gte, ilike, lt, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import sanitizeHtml from 'sanitize-html';
import {
  AUDIENCE_CATEGORY,
  type AnnouncementDraft,
  type AnnouncementView,
  type AudienceChoices,
  type AudienceSummary,
  type CreateEmailScheduleInput,
  EMAIL_ADMIN_MESSAGES,
  type EmailAudience,
  type EmailQueueQuery,
  type EmailQueueStatus,
  type EmailScheduleFrequency,
  type EmailScheduleView,
  type EmailTemplateView,
  type QueuedEmailDetail,
  type QueuedEmailView,
  type RenderedEmail,
  type ScheduleRunResult,
  type SendAnnouncementInput,
  type TestSendResult,
  type UpdateEmailScheduleInput,
} from '#shared/admin/emails/contract.ts';
import {
  EMAIL_TEMPLATE_CATEGORY,
  EMAIL_TEMPLATE_DATA_SCHEMAS,
  EMAIL_TEMPLATE_IDS,
  type EmailTemplateId,
  emailCategory,
  emailPriority,
} from '#shared/email/contract.ts';
import type { Paginated } from '#shared/validation.ts';
import type { Database, Transaction } from '#server/db/client.ts';
import { clubs, debates, emailAnnouncements, emailQueue, emailSchedule, users } from '#server/db/schema/index.ts';
import { announcementTemplateData, queueAnnouncement, type StoredAnnouncement } from '#server/email/email-announcements.ts';
import { audienceLabel, countAudience } from '#server/email/email-audiences.ts';
import { emailContextFrom } from '#server/email/email-context.ts';
import {
  cancelPendingEmail,
  EMAIL_QUEUE_CHANNEL,
  type EmailContext,
  enqueueEmail,
  renderQueuedEmail,
  retryFailedEmail,
} from '#server/email/email-queue.ts';
import { runEmailScheduleNow } from '#server/email/email-schedules.ts';
import { SAMPLE_TEMPLATE_DATA } from '#server/email/templates/sample-data.ts';
import type { AppEnv, SessionUser } from '#server/lib/context.ts';
import { AppError, notFound } from '#server/lib/errors.ts';
import { countLimitFor, countUpTo, pageOf } from '#server/lib/list-total.ts';
import { sanitizeDescription } from '#server/modules/debates/debates.service.ts';
import { audited } from '../audit.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const iso = (value: Date | string) => new Date(value).toISOString();
const isoOrNull = (value: Date | string | null) => (value === null ? null : iso(value));
const escapeLike = (value: string) => value.replace(/[\\%_]/g, '\\$&');

function fieldError(message: string, fields: Record<string, string[]>): AppError {
  return new AppError('VALIDATION_FAILED', message, { fields });
}

// ------------------------------------------------------------------ the queue

type QueueRow = typeof emailQueue.$inferSelect;

function toQueuedEmailView(row: QueueRow): QueuedEmailView {
  return {
    id: row.id,
    toEmail: row.toEmail,
    subject: row.subject,
    templateId: row.templateId,
    status: row.status as EmailQueueStatus,
    priority: row.priority,
    attempts: row.attempts,
    sendAfter: iso(row.sendAfter),
    lastAttemptAt: isoOrNull(row.lastAttemptAt),
    sentAt: isoOrNull(row.sentAt),
    errorMessage: row.errorMessage,
    category: row.category,
    referenceKey: row.referenceKey,
    createdAt: iso(row.createdAt),
  };
}

/** What the audit log calls a mail: its template (or subject) and its recipient. */
const mailLabel = (row: QueueRow) => `${row.subject || row.templateId || 'E-mail'} to ${row.toEmail}`;

export async function findQueuedEmails(db: Database, query: EmailQueueQuery): Promise<Paginated<QueuedEmailView>> {
  const where = and(
    query.status ? eq(emailQueue.status, query.status) : undefined,
    query.templateId ? eq(emailQueue.templateId, query.templateId) : undefined,
    query.recipient ? ilike(emailQueue.toEmail, `%${escapeLike(query.recipient.toLowerCase())}%`) : undefined,
    query.from ? gte(emailQueue.createdAt, new Date(`${query.from}T00:00:00Z`)) : undefined,
    query.to ? lt(emailQueue.createdAt, new Date(new Date(`${query.to}T00:00:00Z`).getTime() + DAY_MS)) : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(emailQueue)
      .where(where)
      .orderBy(desc(emailQueue.createdAt), desc(emailQueue.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    countUpTo(db, emailQueue, where, countLimitFor(query)),
  ]);
  return pageOf(rows.map(toQueuedEmailView), query, Number(counted?.total ?? 0));
}

async function renderRow(
  ctx: EmailContext,
  row: QueueRow,
): Promise<{ rendered: RenderedEmail | null; renderError: string | null }> {
  if (row.body !== '') return { rendered: { subject: row.subject, html: row.body, text: row.textBody }, renderError: null };
  if (!row.templateId) return { rendered: null, renderError: 'This e-mail has no template to render.' };
  try {
    const mail = await renderQueuedEmail(ctx, { ...row, templateId: row.templateId as EmailTemplateId });
    return { rendered: { subject: mail.subject, html: mail.html, text: mail.text }, renderError: null };
  } catch {
    return { rendered: null, renderError: 'Its data no longer fits its template; it will fail when sent.' };
  }
}

export async function getQueuedEmailById(db: Database, ctx: EmailContext, id: string): Promise<QueuedEmailDetail> {
  const [row] = await db.select().from(emailQueue).where(eq(emailQueue.id, id));
  if (!row) throw notFound('E-mail');
  return {
    ...toQueuedEmailView(row),
    templateData: row.templateData ?? null,
    userId: row.userId,
    ...(await renderRow(ctx, row)),
  };
}

async function lockQueueRow(tx: Transaction, id: string): Promise<QueueRow> {
  const [row] = await tx.select().from(emailQueue).where(eq(emailQueue.id, id)).for('update');
  if (!row) throw notFound('E-mail');
  return row;
}

export function retryEmail(c: Context<AppEnv>, admin: SessionUser, id: string): Promise<QueuedEmailView> {
  return audited(c, admin, { action: 'email.retry', targetType: 'email', targetId: id }, async (tx) => {
    const row = await lockQueueRow(tx, id);
    if (row.status !== 'failed' || !(await retryFailedEmail(tx, id))) {
      throw new AppError('CONFLICT', EMAIL_ADMIN_MESSAGES.notFailed);
    }
    const [after] = await tx.select().from(emailQueue).where(eq(emailQueue.id, id));
    return {
      result: toQueuedEmailView(after as QueueRow),
      before: { status: row.status, attempts: row.attempts, sendAfter: iso(row.sendAfter) },
      after: { status: 'pending', attempts: row.attempts, sendAfter: iso((after as QueueRow).sendAfter) },
      targetLabel: mailLabel(row),
    };
  });
}

export function cancelEmail(c: Context<AppEnv>, admin: SessionUser, id: string): Promise<QueuedEmailView> {
  return audited(c, admin, { action: 'email.cancel', targetType: 'email', targetId: id }, async (tx) => {
    const row = await lockQueueRow(tx, id);
    if (row.status !== 'pending' || !(await cancelPendingEmail(tx, id))) {
      throw new AppError('CONFLICT', EMAIL_ADMIN_MESSAGES.notPending);
    }
    return {
      result: toQueuedEmailView({ ...row, status: 'cancelled' }),
      before: { status: row.status },
      after: { status: 'cancelled' },
      targetLabel: mailLabel(row),
    };
  });
}

// ------------------------------------------------------------------ templates

export function listEmailTemplates(): { items: EmailTemplateView[] } {
  return {
    items: EMAIL_TEMPLATE_IDS.map((id) => {
      const sampleData = SAMPLE_TEMPLATE_DATA[id] as Record<string, unknown>;
      return { id, category: EMAIL_TEMPLATE_CATEGORY[id], priority: emailPriority(id, sampleData), sampleData };
    }),
  };
}

/** The template's data checked against its schema; its field messages under `prefix.` (templateData.name). */
function parseTemplateData(templateId: EmailTemplateId, data: unknown, prefix: string): Record<string, unknown> {
  const parsed = EMAIL_TEMPLATE_DATA_SCHEMAS[templateId].safeParse(data ?? {});
  if (parsed.success) return parsed.data as Record<string, unknown>;
  const fields: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) {
    const path = [prefix, ...issue.path.map(String)].join('.');
    const list = fields[path] ?? [];
    fields[path] = list;
    if (!list.includes(issue.message)) list.push(issue.message);
  }
  throw fieldError(`The data does not fit the template ${templateId}`, fields);
}

async function renderFor(ctx: EmailContext, to: string, templateId: EmailTemplateId, data: Record<string, unknown>) {
  const mail = await renderQueuedEmail(ctx, {
    toEmail: to,
    category: emailCategory(templateId, data),
    templateId,
    templateData: data,
  });
  return { subject: mail.subject, html: mail.html, text: mail.text };
}

export async function previewTemplate(
  db: Database,
  ctx: EmailContext,
  admin: SessionUser,
  templateId: EmailTemplateId,
  input: { data?: Record<string, unknown>; emailId?: string },
): Promise<RenderedEmail> {
  let data: unknown = input.data ?? SAMPLE_TEMPLATE_DATA[templateId];
  let to = admin.email;
  if (input.emailId) {
    const [row] = await db
      .select({ templateData: emailQueue.templateData, toEmail: emailQueue.toEmail })
      .from(emailQueue)
      .where(eq(emailQueue.id, input.emailId));
    if (!row) throw notFound('E-mail');
    data = row.templateData;
    to = row.toEmail;
  }
  return renderFor(ctx, to, templateId, parseTemplateData(templateId, data, 'data'));
}

export function sendTestTemplateEmail(
  c: Context<AppEnv>,
  admin: SessionUser,
  templateId: EmailTemplateId,
  input: { data?: Record<string, unknown> },
): Promise<TestSendResult> {
  const data = parseTemplateData(templateId, input.data ?? SAMPLE_TEMPLATE_DATA[templateId], 'data');
  return audited(
    c,
    admin,
    { action: 'email.test-send', targetType: 'email', targetId: null, targetLabel: `${templateId} to ${admin.email}` },
    async (tx) => {
      const id = await enqueueEmail(tx, { to: admin.email, userId: admin.id, templateId, templateData: data });
      return { result: { id, to: admin.email }, after: { templateId, to: admin.email, emailId: id } };
    },
  );
}

// ------------------------------------------------------------------ audiences

/** An audience's words, or 400 on the field naming a club or debate that does not exist. */
async function requireAudienceLabel(db: Database | Transaction, audience: EmailAudience, path: string): Promise<string> {
  const label = await audienceLabel(db, audience);
  if (label !== null) return label;
  if (audience.kind === 'club') {
    throw fieldError(EMAIL_ADMIN_MESSAGES.unknownClub, { [`${path}clubId`]: [EMAIL_ADMIN_MESSAGES.unknownClub] });
  }
  throw fieldError(EMAIL_ADMIN_MESSAGES.unknownDebate, { [`${path}debateId`]: [EMAIL_ADMIN_MESSAGES.unknownDebate] });
}

export async function getAudienceSummary(db: Database, audience: EmailAudience): Promise<AudienceSummary> {
  const label = await requireAudienceLabel(db, audience, '');
  return { ...(await countAudience(db, audience)), category: AUDIENCE_CATEGORY[audience.kind], label };
}

export async function findAudienceChoices(
  db: Database,
  query: { kind: 'club' | 'debate'; q?: string },
): Promise<AudienceChoices> {
  const pattern = query.q ? `%${escapeLike(query.q)}%` : undefined;
  if (query.kind === 'club') {
    const rows = await db
      .select({ id: clubs.id, label: clubs.name })
      .from(clubs)
      .where(pattern ? ilike(clubs.name, pattern) : undefined)
      .orderBy(asc(clubs.name))
      .limit(20);
    return { items: rows };
  }
  const rows = await db
    .select({ id: debates.id, label: debates.title })
    .from(debates)
    .where(pattern ? ilike(debates.title, pattern) : undefined)
    .orderBy(desc(debates.startsAt))
    .limit(20);
  return { items: rows };
}

// ------------------------------------------------------------------ schedules

type ScheduleRow = typeof emailSchedule.$inferSelect;

function toScheduleView(row: ScheduleRow, label: string | null): EmailScheduleView {
  return {
    id: row.id,
    name: row.name,
    templateId: row.templateId as EmailTemplateId,
    templateData: row.templateData ?? {},
    recipients: row.recipients,
    audience: row.audience ?? null,
    audienceLabel: row.audience ? label : null,
    scheduleTime: iso(row.scheduleTime),
    frequency: row.frequency as EmailScheduleFrequency,
    isActive: row.isActive,
    lastEnqueuedAt: isoOrNull(row.lastEnqueuedAt),
    createdAt: iso(row.createdAt),
  };
}

async function scheduleView(db: Database | Transaction, row: ScheduleRow): Promise<EmailScheduleView> {
  return toScheduleView(row, row.audience ? await audienceLabel(db, row.audience) : null);
}

export async function findEmailSchedules(
  db: Database,
  query: { page: number; limit: number },
): Promise<Paginated<EmailScheduleView>> {
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(emailSchedule)
      .orderBy(desc(emailSchedule.isActive), asc(emailSchedule.scheduleTime), asc(emailSchedule.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    countUpTo(db, emailSchedule, undefined, countLimitFor(query)),
  ]);
  const labels = new Map<string, string | null>();
  for (const row of rows) {
    if (!row.audience) continue;
    const key = JSON.stringify(row.audience);
    if (!labels.has(key)) labels.set(key, await audienceLabel(db, row.audience));
  }
  const items = rows.map((row) => toScheduleView(row, row.audience ? (labels.get(JSON.stringify(row.audience)) ?? null) : null));
  return pageOf(items, query, Number(counted?.total ?? 0));
}

/**
 * A schedule's template data made ready to send: checked against the template
 * (messages under templateData.*), an announcement's body sanitized and its
 * category the audience's; then rendered once, so a schedule that cannot send
 * fails now rather than at its time.
 */
async function readyTemplateData(
  ctx: EmailContext,
  to: string,
  templateId: EmailTemplateId,
  data: Record<string, unknown>,
  audience: EmailAudience | null,
): Promise<Record<string, unknown>> {
  let ready = data;
  if (templateId === 'announcement') {
    ready = { ...data };
    if (typeof ready.contentHtml === 'string')
      ready.contentHtml = sanitizeAnnouncementBody(ready.contentHtml, 'templateData.contentHtml');
    if (audience) ready.category = AUDIENCE_CATEGORY[audience.kind];
  }
  const parsed = parseTemplateData(templateId, ready, 'templateData');
  await renderFor(ctx, to, templateId, parsed);
  return parsed;
}

/** A schedule due now (or resumed past its time) is queued by the next worker pass: wake the workers on commit. */
async function wakeWorkers(tx: Transaction) {
  await tx.execute(sql`select pg_notify(${EMAIL_QUEUE_CHANNEL}, '')`);
}

/** Values the audit entry shows of a schedule. */
function scheduleAudit(row: Partial<ScheduleRow>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    if (key === 'id' || key === 'createdAt' || key === 'lastEnqueuedAt' || value === undefined) continue;
    out[key] = value instanceof Date ? value.toISOString() : value;
  }
  return out;
}

export async function createEmailSchedule(
  c: Context<AppEnv>,
  admin: SessionUser,
  input: CreateEmailScheduleInput,
): Promise<EmailScheduleView> {
  const db = c.get('db');
  const ctx = emailContextFrom(c.get('config'));
  if (input.audience) await requireAudienceLabel(db, input.audience, 'audience.');
  const templateData = await readyTemplateData(
    ctx,
    input.recipients[0] ?? admin.email,
    input.templateId,
    input.templateData,
    input.audience,
  );
  return audited(
    c,
    admin,
    { action: 'email.schedule-create', targetType: 'email', targetId: null, targetLabel: input.name },
    async (tx) => {
      const values = {
        name: input.name,
        templateId: input.templateId,
        templateData,
        recipients: input.recipients,
        audience: input.audience,
        scheduleTime: new Date(input.scheduleTime),
        frequency: input.frequency,
        isActive: input.isActive,
      };
      const [row] = await tx.insert(emailSchedule).values(values).returning();
      await wakeWorkers(tx);
      const view = await scheduleView(tx, row as ScheduleRow);
      return { result: view, after: { id: view.id, ...scheduleAudit(values) } };
    },
  );
}

export async function updateEmailSchedule(
  c: Context<AppEnv>,
  admin: SessionUser,
  id: string,
  input: UpdateEmailScheduleInput,
): Promise<EmailScheduleView> {
  const db = c.get('db');
  const ctx = emailContextFrom(c.get('config'));
  const onlyActive = Object.entries(input).every(([key, value]) => key === 'isActive' || value === undefined);
  const action = onlyActive ? (input.isActive ? 'email.schedule-resume' : 'email.schedule-pause') : 'email.schedule-update';
  if (input.audience) await requireAudienceLabel(db, input.audience, 'audience.');
  return audited(c, admin, { action, targetType: 'email', targetId: id }, async (tx) => {
    const [row] = await tx.select().from(emailSchedule).where(eq(emailSchedule.id, id)).for('update');
    if (!row) throw notFound('Schedule');
    const changes: Partial<ScheduleRow> = {};
    if (input.name !== undefined) changes.name = input.name;
    if (input.frequency !== undefined) changes.frequency = input.frequency;
    if (input.scheduleTime !== undefined) changes.scheduleTime = new Date(input.scheduleTime);
    if (input.isActive !== undefined) changes.isActive = input.isActive;
    if (input.recipients !== undefined || input.audience !== undefined) {
      changes.recipients = input.recipients ?? [];
      changes.audience = input.audience ?? null;
    }
    if (input.templateId !== undefined || input.templateData !== undefined || changes.audience !== undefined) {
      const templateId = input.templateId ?? (row.templateId as EmailTemplateId);
      const audience = changes.audience !== undefined ? changes.audience : row.audience;
      const to = (changes.recipients ?? row.recipients)[0] ?? admin.email;
      changes.templateId = templateId;
      changes.templateData = await readyTemplateData(ctx, to, templateId, input.templateData ?? row.templateData ?? {}, audience);
    }
    const [saved] = await tx.update(emailSchedule).set(changes).where(eq(emailSchedule.id, id)).returning();
    await wakeWorkers(tx);
    const before = Object.fromEntries(Object.keys(changes).map((key) => [key, row[key as keyof ScheduleRow]]));
    return {
      result: await scheduleView(tx, saved as ScheduleRow),
      before: scheduleAudit(before as Partial<ScheduleRow>),
      after: scheduleAudit(changes),
      targetLabel: row.name,
    };
  });
}

export function runEmailSchedule(c: Context<AppEnv>, admin: SessionUser, id: string, runKey: string): Promise<ScheduleRunResult> {
  return audited(c, admin, { action: 'email.schedule-run', targetType: 'email', targetId: id }, async (tx) => {
    const run = await runEmailScheduleNow(tx, id, runKey);
    if (!run) throw notFound('Schedule');
    const [row] = await tx.select().from(emailSchedule).where(eq(emailSchedule.id, id));
    const schedule = await scheduleView(tx, row as ScheduleRow);
    return {
      result: { ...run, schedule },
      after: { runKey, queued: run.queued, alreadyRun: run.alreadyRun },
      targetLabel: schedule.name,
    };
  });
}

// ------------------------------------------------------------------ announcements

/** The body cut to the descriptions' allowlist; 400 on `path` when nothing readable is left. */
function sanitizeAnnouncementBody(body: string, path: string): string {
  const clean = sanitizeDescription(body);
  const readable = sanitizeHtml(clean, { allowedTags: [], allowedAttributes: {} }).trim();
  if (readable === '') throw fieldError(EMAIL_ADMIN_MESSAGES.emptyBody, { [path]: [EMAIL_ADMIN_MESSAGES.emptyBody] });
  return clean;
}

function draftData(draft: AnnouncementDraft) {
  return announcementTemplateData({ ...draft, body: sanitizeAnnouncementBody(draft.body, 'body') });
}

export async function previewAnnouncement(db: Database, ctx: EmailContext, admin: SessionUser, draft: AnnouncementDraft) {
  await requireAudienceLabel(db, draft.audience, 'audience.');
  return renderFor(ctx, admin.email, 'announcement', draftData(draft));
}

export function sendTestAnnouncement(c: Context<AppEnv>, admin: SessionUser, draft: AnnouncementDraft): Promise<TestSendResult> {
  const data = draftData(draft);
  return audited(
    c,
    admin,
    {
      action: 'email.test-send',
      targetType: 'email',
      targetId: null,
      targetLabel: `Announcement “${draft.subject}” to ${admin.email}`,
    },
    async (tx) => {
      const id = await enqueueEmail(tx, {
        to: admin.email,
        userId: admin.id,
        templateId: 'announcement',
        templateData: data,
        priority: emailPriority('announcement', data),
      });
      return { result: { id, to: admin.email }, after: { templateId: 'announcement', to: admin.email, emailId: id } };
    },
  );
}

async function toAnnouncementView(
  db: Database | Transaction,
  row: StoredAnnouncement,
  createdByName: string | null,
  label?: string | null,
): Promise<AnnouncementView> {
  return {
    id: row.id,
    subject: row.subject,
    audience: row.audience,
    audienceLabel: label ?? (await audienceLabel(db, row.audience)) ?? 'A club or debate that no longer exists',
    priority: row.priority as AnnouncementView['priority'],
    queuedCount: row.queuedCount,
    skippedCount: row.skippedCount,
    createdByName,
    createdAt: iso(row.createdAt),
  };
}

export async function findAnnouncements(
  db: Database,
  query: { page: number; limit: number },
): Promise<Paginated<AnnouncementView>> {
  const [rows, [counted]] = await Promise.all([
    db
      .select({ announcement: emailAnnouncements, createdByName: users.name })
      .from(emailAnnouncements)
      .leftJoin(users, eq(users.id, emailAnnouncements.createdBy))
      .orderBy(desc(emailAnnouncements.createdAt), desc(emailAnnouncements.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    countUpTo(db, emailAnnouncements, undefined, countLimitFor(query)),
  ]);
  const items: AnnouncementView[] = [];
  for (const row of rows) items.push(await toAnnouncementView(db, row.announcement, row.createdByName));
  return pageOf(items, query, Number(counted?.total ?? 0));
}

export async function sendAnnouncement(c: Context<AppEnv>, admin: SessionUser, input: SendAnnouncementInput) {
  const db = c.get('db');
  const label = await requireAudienceLabel(db, input.audience, 'audience.');
  const body = sanitizeAnnouncementBody(input.body, 'body');
  return audited(
    c,
    admin,
    { action: 'email.announce', targetType: 'email', targetId: input.id, targetLabel: input.subject },
    async (tx) => {
      const { announcement, alreadySent } = await queueAnnouncement(tx, { ...input, body, createdBy: admin.id });
      const [by] = announcement.createdBy
        ? await tx.select({ name: users.name }).from(users).where(eq(users.id, announcement.createdBy))
        : [];
      const view = await toAnnouncementView(tx, announcement, by?.name ?? null, label);
      return {
        result: { announcement: view, alreadySent },
        after: {
          audience: label,
          priority: view.priority,
          queued: view.queuedCount,
          skipped: view.skippedCount,
          ...(alreadySent ? { alreadySent: true } : {}),
        },
      };
    },
  );
}
