// Admins' announcements to an audience (admin e-mails). The announcement row is
// inserted first, with the id the browser chose when the form opened: a second
// send of the same id (a double click, a retry after a lost answer) waits for
// the first to commit, finds the row and queues nothing. The mails go in
// statements of 50 (EMAIL_BATCH_SIZE) inside that one transaction, at the
// announcement's own priority (spec section 9: urgent 10, high 8, normal 5),
// each with the reference key `announcement:<id>:<address>`.
import { eq, sql } from 'drizzle-orm';
import { AUDIENCE_CATEGORY, type EmailAudience } from '#shared/admin/emails/contract.ts';
import { EMAIL_BATCH_SIZE } from '#shared/constants.ts';
import { type EmailTemplateData, emailPriority } from '#shared/email/contract.ts';
import type { Transaction } from '../db/client.ts';
import { emailAnnouncements, emailQueue } from '../db/schema/index.ts';
import { findAudienceRecipients } from './email-audiences.ts';
import { buildQueueRow, EMAIL_QUEUE_CHANNEL } from './email-queue.ts';

export interface AnnouncementToSend {
  id: string;
  subject: string;
  /** Sanitized HTML. */
  body: string;
  priority: EmailTemplateData<'announcement'>['priority'];
  audience: EmailAudience;
  createdBy: string;
}

export type StoredAnnouncement = typeof emailAnnouncements.$inferSelect;

/** The announcement template's data for an audience: its words, priority and the audience's category. */
export function announcementTemplateData(input: {
  subject: string;
  body: string;
  priority: EmailTemplateData<'announcement'>['priority'];
  audience: EmailAudience;
}): EmailTemplateData<'announcement'> {
  return {
    title: input.subject,
    contentHtml: input.body,
    priority: input.priority,
    category: AUDIENCE_CATEGORY[input.audience.kind],
  };
}

/** Queues an announcement once; answers the stored row and whether it had been sent before. */
export async function queueAnnouncement(
  tx: Transaction,
  input: AnnouncementToSend,
): Promise<{ announcement: StoredAnnouncement; alreadySent: boolean }> {
  const [inserted] = await tx
    .insert(emailAnnouncements)
    .values({
      id: input.id,
      subject: input.subject,
      body: input.body,
      audience: input.audience,
      priority: input.priority,
      createdBy: input.createdBy,
    })
    .onConflictDoNothing()
    .returning();
  if (!inserted) {
    const [existing] = await tx.select().from(emailAnnouncements).where(eq(emailAnnouncements.id, input.id));
    return { announcement: existing as StoredAnnouncement, alreadySent: true };
  }
  const data = announcementTemplateData(input);
  const priority = emailPriority('announcement', data);
  const { recipients, skipped } = await findAudienceRecipients(tx, input.audience);
  let queued = 0;
  if (recipients.length > 0) {
    // Validated once (the data is the same for everyone); the addresses come from the database.
    const template = buildQueueRow({
      to: recipients[0]?.email as string,
      templateId: 'announcement',
      templateData: data,
      priority,
    });
    for (let i = 0; i < recipients.length; i += EMAIL_BATCH_SIZE) {
      const chunk = recipients.slice(i, i + EMAIL_BATCH_SIZE).map((r) => ({
        ...template,
        toEmail: r.email,
        userId: r.userId,
        referenceKey: `announcement:${input.id}:${r.email}`,
      }));
      const rows = await tx.insert(emailQueue).values(chunk).onConflictDoNothing().returning({ id: emailQueue.id });
      queued += rows.length;
    }
    await tx.execute(sql`select pg_notify(${EMAIL_QUEUE_CHANNEL}, '')`);
  }
  const [announcement] = await tx
    .update(emailAnnouncements)
    .set({ queuedCount: queued, skippedCount: skipped })
    .where(eq(emailAnnouncements.id, input.id))
    .returning();
  return { announcement: announcement as StoredAnnouncement, alreadySent: false };
}
