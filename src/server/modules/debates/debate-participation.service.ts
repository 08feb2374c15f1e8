// Joining and leaving a debate in a role: a free position of the debate's format,
// or the audience. The debate row is locked for the length of the join, so two
// people racing for the last place are served one after the other; the unique
// indexes (one role per user, one user per position) hold even if that lock
// were ever missed. Joining queues the confirmation and the 24 h / 1 h reminders
// in the same transaction; leaving cancels the reminders.
import { and, asc, desc, eq, gte, inArray, lt, or, sql } from 'drizzle-orm';
import type { Database, Transaction } from '#server/db/client.ts';
import { personNameSql } from '#server/db/person-name.ts';
import { debateParticipants, debates, profiles, users } from '#server/db/schema/index.ts';
import {
  cancelDebateReminders,
  type DebateReminderInput,
  formatDebateDateTime,
  scheduleDebateReminders,
} from '#server/email/debate-reminders.ts';
import { cancelPushDebateReminders, pushDebateReminder } from '#server/modules/push/push-notifications.ts';
import { enqueueEmail } from '#server/email/email-queue.ts';
import type { SessionUser } from '#server/lib/context.ts';
import { AppError } from '#server/lib/errors.ts';
import { isUniqueViolation } from '#server/lib/sql.ts';
import { AUDIENCE_ROLE, type DebateStatus, type DebateSummaryView } from '#shared/debates/contract.ts';
import { getFormat, positionById } from '#shared/formats/formats.ts';
import { isPositionInUse } from '#shared/formats/positions.ts';
import { DEBATE_MESSAGES } from '#shared/debates/messages.ts';
import { lockDebateOr404 } from './debate-lock.ts';
import { debateSummaryColumns } from './debate-columns.ts';

type Executor = Database | Transaction;

interface DebateForMail {
  id: string;
  title: string;
  startsAt: Date;
  location: string | null;
  timeZone: string;
}

/** Everyone who joined a debate, as the reminders need them. */
export async function participantsForMail(db: Executor, debate: DebateForMail): Promise<DebateReminderInput[]> {
  const rows = await db
    .select({ userId: debateParticipants.userId, email: users.email, name: personNameSql() })
    .from(debateParticipants)
    .innerJoin(users, eq(users.id, debateParticipants.userId))
    .leftJoin(profiles, eq(profiles.id, debateParticipants.userId))
    .where(eq(debateParticipants.debateId, debate.id));
  return rows.map((row) => ({
    debateId: debate.id,
    userId: row.userId,
    email: row.email,
    name: row.name.slice(0, 100),
    debateTitle: debate.title,
    startsAt: debate.startsAt,
    timeZone: debate.timeZone,
    ...(debate.location ? { debateLocation: debate.location } : {}),
  }));
}

/** "Prime Minister (Opening Government)", or "Audience". */
export function roleLabel(formatId: string, role: string): string {
  if (role === AUDIENCE_ROLE) return 'Audience';
  const format = getFormat(formatId);
  const position = format ? positionById(format, role) : undefined;
  if (!format || !position) return role;
  const side = format.sides.find((s) => s.id === position.side);
  return side ? `${position.label} (${side.label})` : position.label;
}

export async function joinDebate(
  db: Database,
  user: SessionUser,
  debateId: string,
  role: string,
  now = new Date(),
): Promise<{ role: string }> {
  try {
    return await db.transaction(async (tx) => {
      const debate = await lockDebateOr404(tx, debateId);
      if (debate.status === 'cancelled') throw new AppError('CONFLICT', DEBATE_MESSAGES.cancelled);
      if (debate.status === 'finished') throw new AppError('CONFLICT', DEBATE_MESSAGES.finished);
      const isSpeaker = role !== AUDIENCE_ROLE;
      if (isSpeaker && debate.status === 'live') throw new AppError('CONFLICT', DEBATE_MESSAGES.live);
      const format = getFormat(debate.format);
      if (isSpeaker && !(format && positionById(format, role))) {
        throw new AppError('VALIDATION_FAILED', DEBATE_MESSAGES.unknownPosition, {
          fields: { role: [DEBATE_MESSAGES.unknownPosition] },
        });
      }
      // A debate with fewer speakers than the format's full line-up uses only the positions it fills first.
      if (isSpeaker && format && !isPositionInUse(format, debate.maxParticipants, role)) {
        throw new AppError('VALIDATION_FAILED', DEBATE_MESSAGES.positionNotInUse, {
          fields: { role: [DEBATE_MESSAGES.positionNotInUse] },
        });
      }
      const [existing] = await tx
        .select({ role: debateParticipants.role })
        .from(debateParticipants)
        .where(and(eq(debateParticipants.debateId, debateId), eq(debateParticipants.userId, user.id)));
      if (existing) throw new AppError('CONFLICT', DEBATE_MESSAGES.alreadyJoined);
      if (isSpeaker) {
        const [holder] = await tx
          .select({ userId: debateParticipants.userId })
          .from(debateParticipants)
          .where(and(eq(debateParticipants.debateId, debateId), eq(debateParticipants.role, role)));
        if (holder) throw new AppError('CONFLICT', DEBATE_MESSAGES.positionTaken);
        if (debate.speakerCount >= debate.maxParticipants) throw new AppError('CONFLICT', DEBATE_MESSAGES.full);
      }
      await tx.insert(debateParticipants).values({ debateId, userId: user.id, role });
      await tx
        .update(debates)
        .set({
          participantCount: sql`${debates.participantCount} + 1`,
          speakerCount: isSpeaker ? sql`${debates.speakerCount} + 1` : debates.speakerCount,
        })
        .where(eq(debates.id, debateId));

      if (debate.status === 'scheduled') {
        const [me] = await participantsForMail(tx, debate).then((all) => all.filter((p) => p.userId === user.id));
        if (me) {
          await enqueueEmail(tx, {
            to: me.email,
            userId: user.id,
            templateId: 'debate_confirmation',
            referenceKey: `debate:${debateId}:user:${user.id}:confirmation:${now.getTime()}`,
            templateData: {
              name: me.name,
              userRole: roleLabel(debate.format, role).slice(0, 60),
              debateId,
              debateTitle: debate.title,
              ...formatDebateDateTime(debate.startsAt, debate.timeZone),
              ...(debate.location ? { debateLocation: debate.location } : {}),
            },
          });
          await scheduleDebateReminders(tx, me, now);
          await pushDebateReminder(tx, me, now);
        }
      }
      return { role };
    });
  } catch (error) {
    // The unique indexes are the last word when two joins meet despite the lock.
    if (isUniqueViolation(error)) {
      const message = String((error as { cause?: { constraint?: string } }).cause?.constraint ?? '').includes('position')
        ? DEBATE_MESSAGES.positionTaken
        : DEBATE_MESSAGES.alreadyJoined;
      throw new AppError('CONFLICT', message);
    }
    throw error;
  }
}

export async function leaveDebate(db: Database, user: SessionUser, debateId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const debate = await lockDebateOr404(tx, debateId);
    const [mine] = await tx
      .select({ role: debateParticipants.role })
      .from(debateParticipants)
      .where(and(eq(debateParticipants.debateId, debateId), eq(debateParticipants.userId, user.id)));
    if (!mine) throw new AppError('CONFLICT', DEBATE_MESSAGES.notJoined);
    const isSpeaker = mine.role !== AUDIENCE_ROLE;
    // A speaker's record stays once the debate is under way; the audience may come and go.
    if (debate.status === 'finished') throw new AppError('CONFLICT', DEBATE_MESSAGES.finished);
    if (isSpeaker && debate.status === 'live') throw new AppError('CONFLICT', DEBATE_MESSAGES.live);
    await tx
      .delete(debateParticipants)
      .where(and(eq(debateParticipants.debateId, debateId), eq(debateParticipants.userId, user.id)));
    await tx
      .update(debates)
      .set({
        participantCount: sql`${debates.participantCount} - 1`,
        speakerCount: isSpeaker ? sql`${debates.speakerCount} - 1` : debates.speakerCount,
      })
      .where(eq(debates.id, debateId));
    await cancelDebateReminders(tx, debateId, user.id);
    await cancelPushDebateReminders(tx, debateId, user.id);
  });
}

export type MyDebate = DebateSummaryView & { myRole: string };

/**
 * The debates a user joined. Upcoming: scheduled from now on, and live ones,
 * soonest first (the upcoming-debates widget takes 5). Past: the rest, latest first.
 */
export async function findMyDebates(
  db: Database,
  userId: string,
  when: 'upcoming' | 'past',
  limit: number,
  now = new Date(),
): Promise<MyDebate[]> {
  const upcoming = or(eq(debates.status, 'live'), and(eq(debates.status, 'scheduled'), gte(debates.startsAt, now)));
  const past = or(
    inArray(debates.status, ['finished', 'cancelled']),
    and(eq(debates.status, 'scheduled'), lt(debates.startsAt, now)),
  );
  const rows = await db
    .select({
      ...debateSummaryColumns,
      myRole: debateParticipants.role,
    })
    .from(debateParticipants)
    .innerJoin(debates, eq(debates.id, debateParticipants.debateId))
    .where(and(eq(debateParticipants.userId, userId), when === 'upcoming' ? upcoming : past))
    .orderBy(when === 'upcoming' ? asc(debates.startsAt) : desc(debates.startsAt), asc(debates.id))
    .limit(limit);
  return rows.map((row) => ({
    ...row,
    startsAt: row.startsAt.toISOString(),
    status: row.status as DebateStatus,
    participants: [],
  }));
}
