// Debate reminders for a participant: debate_reminder_24h and debate_reminder_1h,
// queued only when their send time is still ahead (spec sections 4, 9), moved
// when the debate is rescheduled and cancelled with it. Called by the debates
// module inside the transaction that changes the debate or the participation.
import { DEBATE_REMINDER_1H_BEFORE_MS, DEBATE_REMINDER_24H_BEFORE_MS } from '#shared/constants.ts';
import type { Database, Transaction } from '../db/client.ts';
import { cancelEmailsByReference, enqueueEmail } from './email-queue.ts';

type Executor = Database | Transaction;

const REMINDERS = [
  { templateId: 'debate_reminder_24h', before: DEBATE_REMINDER_24H_BEFORE_MS },
  { templateId: 'debate_reminder_1h', before: DEBATE_REMINDER_1H_BEFORE_MS },
] as const;

export interface DebateReminderInput {
  debateId: string;
  userId: string;
  email: string;
  name: string;
  debateTitle: string;
  startsAt: Date;
  debateLocation?: string;
  /** IANA zone the date and time are written in; default UTC. */
  timeZone?: string;
}

const debatePrefix = (debateId: string) => `debate:${debateId}:`;
const reminderKey = (debateId: string, userId: string, templateId: string) => `debate:${debateId}:user:${userId}:${templateId}`;

export function formatDebateDateTime(startsAt: Date, timeZone = 'UTC') {
  return {
    debateDate: new Intl.DateTimeFormat('en-GB', { dateStyle: 'full', timeZone }).format(startsAt),
    debateTime: `${new Intl.DateTimeFormat('en-GB', { timeStyle: 'short', timeZone }).format(startsAt)} (${timeZone})`,
  };
}

/** Queues the reminders still ahead; returns how many were queued. Idempotent per debate, user and reminder. */
export async function scheduleDebateReminders(db: Executor, input: DebateReminderInput, now = new Date()): Promise<number> {
  let queued = 0;
  for (const reminder of REMINDERS) {
    const sendAfter = new Date(input.startsAt.getTime() - reminder.before);
    if (sendAfter <= now) continue;
    const id = await enqueueEmail(db, {
      to: input.email,
      userId: input.userId,
      templateId: reminder.templateId,
      sendAfter,
      referenceKey: reminderKey(input.debateId, input.userId, reminder.templateId),
      templateData: {
        name: input.name,
        debateId: input.debateId,
        debateTitle: input.debateTitle,
        ...formatDebateDateTime(input.startsAt, input.timeZone),
        ...(input.debateLocation ? { debateLocation: input.debateLocation } : {}),
      },
    });
    if (id) queued++;
  }
  return queued;
}

/** Cancels the pending reminders of a debate, for one participant or for everyone. */
export async function cancelDebateReminders(db: Executor, debateId: string, userId?: string): Promise<number> {
  return cancelEmailsByReference(db, userId ? `${debatePrefix(debateId)}user:${userId}:` : debatePrefix(debateId));
}

/**
 * Moves a debate's reminders to its new start: the pending ones are cancelled
 * and each participant's reminders still ahead are queued again. The caller
 * passes the participants (with the new start), since reminders already sent
 * leave no pending row to learn them from.
 */
export async function rescheduleDebateReminders(
  db: Executor,
  debateId: string,
  participants: DebateReminderInput[],
  now = new Date(),
): Promise<number> {
  await cancelDebateReminders(db, debateId);
  let queued = 0;
  for (const participant of participants) queued += await scheduleDebateReminders(db, participant, now);
  return queued;
}
