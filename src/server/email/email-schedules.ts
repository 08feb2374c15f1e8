// Scheduled mails (email_schedule): when a schedule's time has come, its mail
// is enqueued for every recipient and the schedule moves to its next occurrence
// — in one transaction, with the schedule row locked (SKIP LOCKED), so each
// occurrence is enqueued exactly once however many server processes run.
// Occurrences missed while no server ran are collapsed into one mail.
// A schedule goes to its list of addresses, or to an audience resolved at each
// occurrence (email-audiences.ts). An admin may also run one now: named by a
// run key, so running it twice queues it once.
import { like, sql } from 'drizzle-orm';
import { z } from 'zod';
import { EMAIL_SCHEDULE_FREQUENCIES, type EmailAudience, type EmailScheduleFrequency } from '#shared/admin/emails/contract.ts';
import { EMAIL_TEMPLATE_IDS, type EmailTemplateId } from '#shared/email/contract.ts';
import type { Database, Transaction } from '../db/client.ts';
import { emailQueue, emailSchedule } from '../db/schema/index.ts';
import { findAudienceRecipients } from './email-audiences.ts';
import { buildQueueRow, type EmailContext, enqueueEmails, renderQueuedEmail } from './email-queue.ts';

export { EMAIL_SCHEDULE_FREQUENCIES, type EmailScheduleFrequency };

export const CreateEmailScheduleInputSchema = z.strictObject({
  name: z.string().trim().min(1).max(200),
  templateId: z.enum(EMAIL_TEMPLATE_IDS),
  recipients: z.array(z.email().max(254)).min(1).max(10_000),
  scheduleTime: z.coerce.date(),
  frequency: z.enum(EMAIL_SCHEDULE_FREQUENCIES).default('once'),
  isActive: z.boolean().default(true),
  templateData: z.record(z.string(), z.unknown()).default({}),
});
export type CreateEmailScheduleInput = z.input<typeof CreateEmailScheduleInputSchema>;

/** The next occurrence strictly after `now`, or null for a one-off schedule. */
export function nextOccurrence(time: Date, frequency: EmailScheduleFrequency, now: Date): Date | null {
  if (frequency === 'once') return null;
  const next = new Date(time);
  while (next <= now) {
    if (frequency === 'daily') next.setUTCDate(next.getUTCDate() + 1);
    else if (frequency === 'weekly') next.setUTCDate(next.getUTCDate() + 7);
    else next.setUTCMonth(next.getUTCMonth() + 1);
  }
  return next;
}

/** Creates a schedule after checking its template data renders, so a bad schedule fails now, not at its time. */
export async function createEmailSchedule(db: Database, ctx: EmailContext, input: CreateEmailScheduleInput) {
  const schedule = CreateEmailScheduleInputSchema.parse(input);
  const sample = buildQueueRow({
    to: schedule.recipients[0] as string,
    templateId: schedule.templateId,
    templateData: schedule.templateData,
  });
  await renderQueuedEmail(ctx, { ...sample, templateId: schedule.templateId });
  const [row] = await db.insert(emailSchedule).values(schedule).returning();
  return row;
}

/** What an occurrence needs of a schedule row. */
export interface ScheduleToRun {
  id: string;
  templateId: EmailTemplateId;
  templateData: Record<string, unknown> | null;
  recipients: string[];
  audience: EmailAudience | null;
}

/**
 * Queues one occurrence of a schedule: its list, or its audience as it is now
 * (skipping those who opted out). Each mail's reference key names the schedule,
 * the occurrence and the address.
 */
export async function enqueueScheduleOccurrence(tx: Transaction, schedule: ScheduleToRun, occurrence: string): Promise<number> {
  const recipients = schedule.audience
    ? (await findAudienceRecipients(tx, schedule.audience)).recipients
    : schedule.recipients.map((email) => ({ email, userId: null }));
  return enqueueEmails(
    tx,
    recipients.map(({ email, userId }) => ({
      to: email,
      userId,
      templateId: schedule.templateId,
      templateData: schedule.templateData ?? {},
      referenceKey: `schedule:${schedule.id}:${occurrence}:${email.toLowerCase()}`,
    })),
  );
}

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

function scheduleToRun(row: Record<string, unknown>): ScheduleToRun {
  return {
    id: row.id as string,
    templateId: row.template_id as EmailTemplateId,
    templateData: (row.template_data as Record<string, unknown> | null) ?? null,
    recipients: (row.recipients as string[] | null) ?? [],
    audience: (row.audience as EmailAudience | null) ?? null,
  };
}

/**
 * Runs a schedule now, outside its time (an admin's "run now"): the row is locked
 * so two runs of one key cannot both queue; a key that ran already queues
 * nothing. A one-off schedule is spent by it; a recurring one keeps its time.
 * Returns null when the schedule does not exist.
 */
export async function runEmailScheduleNow(
  tx: Transaction,
  scheduleId: string,
  runKey: string,
): Promise<{ queued: number; alreadyRun: boolean } | null> {
  const [row] = rowsOf(
    await tx.execute(sql`
      select id, template_id, recipients, audience, frequency, template_data
      from email_schedule where id = ${scheduleId} for update`),
  );
  if (!row) return null;
  const occurrence = `run-${runKey}`;
  const earlier = await tx
    .select({ id: emailQueue.id })
    .from(emailQueue)
    .where(like(emailQueue.referenceKey, `schedule:${scheduleId}:${occurrence}:%`));
  if (earlier.length > 0) return { queued: earlier.length, alreadyRun: true };
  const queued = await enqueueScheduleOccurrence(tx, scheduleToRun(row), occurrence);
  await tx.execute(sql`
    update email_schedule
    set last_enqueued_at = now(), is_active = case when frequency = 'once' then false else is_active end
    where id = ${scheduleId}`);
  return { queued, alreadyRun: false };
}

export async function enqueueDueSchedules(db: Database, limit = 10): Promise<number> {
  return db.transaction(async (tx) => {
    const result = await tx.execute<Record<string, unknown>>(sql`
      select id, template_id, recipients, audience, schedule_time, frequency, template_data
      from email_schedule
      where is_active and schedule_time <= now()
      order by schedule_time
      limit ${limit}
      for update skip locked`);
    const due = rowsOf(result);
    let enqueued = 0;
    const now = new Date();
    for (const schedule of due) {
      const scheduleTime = new Date(schedule.schedule_time as string);
      const occurrence = scheduleTime.toISOString();
      enqueued += await enqueueScheduleOccurrence(tx, scheduleToRun(schedule), occurrence);
      const next = nextOccurrence(scheduleTime, schedule.frequency as EmailScheduleFrequency, now);
      await tx.execute(sql`
        update email_schedule
        set last_enqueued_at = now(),
            schedule_time = ${next ?? scheduleTime},
            is_active = ${next !== null}
        where id = ${schedule.id as string}`);
    }
    return enqueued;
  });
}
