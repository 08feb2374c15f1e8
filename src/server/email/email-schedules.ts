// Scheduled mails (email_schedule): when a schedule's time has come, its mail
// is enqueued for every recipient and the schedule moves to its next occurrence
// — in one transaction, with the schedule row locked (SKIP LOCKED), so each
// occurrence is enqueued exactly once however many server processes run.
// Occurrences missed while no server ran are collapsed into one mail.
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { EMAIL_TEMPLATE_IDS } from '#shared/email/contract.ts';
import type { Database } from '../db/client.ts';
import { emailSchedule } from '../db/schema/index.ts';
import { buildQueueRow, type EmailContext, enqueueEmails, renderQueuedEmail } from './email-queue.ts';

export const EMAIL_SCHEDULE_FREQUENCIES = ['once', 'daily', 'weekly', 'monthly'] as const;
export type EmailScheduleFrequency = (typeof EMAIL_SCHEDULE_FREQUENCIES)[number];

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

export async function enqueueDueSchedules(db: Database, limit = 10): Promise<number> {
  return db.transaction(async (tx) => {
    const result = await tx.execute<Record<string, unknown>>(sql`
      select id, template_id, recipients, schedule_time, frequency, template_data
      from email_schedule
      where is_active and schedule_time <= now()
      order by schedule_time
      limit ${limit}
      for update skip locked`);
    const due = (result as unknown as { rows: Record<string, unknown>[] }).rows;
    let enqueued = 0;
    const now = new Date();
    for (const schedule of due) {
      const scheduleTime = new Date(schedule.schedule_time as string);
      const occurrence = scheduleTime.toISOString();
      enqueued += await enqueueEmails(
        tx,
        (schedule.recipients as string[]).map((to) => ({
          to,
          templateId: schedule.template_id as never,
          templateData: (schedule.template_data as Record<string, unknown>) ?? {},
          referenceKey: `schedule:${schedule.id}:${occurrence}:${to.toLowerCase()}`,
        })),
      );
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
