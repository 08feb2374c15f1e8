// The live room: the chair opens the debate (scheduled → live), then runs the
// speech timer with commands that name the version they expect. The timer state
// lives in debate_rooms, with absolute server timestamps, so a restart loses
// nothing; each accepted command is written to the debate's log and published on
// the channel "debate:<id>" in the same transaction (delivered on commit, in
// commit order). The last speech ends the debate (live → finished).
import { desc, eq } from 'drizzle-orm';
import type { Database, Transaction } from '#server/db/client.ts';
import { personNameOf, personNameSql } from '#server/db/person-name.ts';
import { debateParticipants, debateRoomEvents, debateRooms, debates, profiles } from '#server/db/schema/index.ts';
import type { SessionUser } from '#server/lib/context.ts';
import { AppError, notFound } from '#server/lib/errors.ts';
import {
  applyTimerCommand,
  closedTimerState,
  initialTimerState,
  storedTimerState,
  type TimerState,
} from '#shared/debates/timer.ts';
import {
  DEBATE_CHANNEL_KIND,
  DEBATE_EARLY_START_MS,
  type DebateRoomEvent,
  type DebateRoomSnapshot,
  type DebateStatus,
  type DebateTimerEventPayload,
  debateChannel,
  type TimerCommandInput,
} from '#shared/debates/contract.ts';
import { getFormat } from '#shared/formats/formats.ts';
import { debateSchedule, formatForTimer, givenSpeechIds } from '#shared/formats/positions.ts';
import { DEBATE_MESSAGES } from '#shared/debates/messages.ts';
import { canRunTimer, chairJudgeOf } from './debates.service.ts';

/** The part of the realtime hub the room needs: publish when the transaction commits. */
export interface RoomPublisher {
  publishInTransaction(tx: Transaction, channel: string, event: string, payload: unknown): Promise<void>;
}

export const TIMER_EVENT = 'timer';
/** How many log entries the room snapshot carries. */
const ROOM_LOG_ENTRIES = 50;

/** Locks the debate for this transaction; only its chair may go on, and never once it is over. */
async function lockDebateForChair(tx: Transaction, debateId: string, user: SessionUser) {
  const [debate] = await tx.select().from(debates).where(eq(debates.id, debateId)).for('update');
  if (!debate) throw notFound('Debate');
  if (!canRunTimer(debate, user, await chairJudgeOf(tx, debateId))) throw new AppError('FORBIDDEN', DEBATE_MESSAGES.notChair);
  if (debate.status === 'cancelled') throw new AppError('CONFLICT', DEBATE_MESSAGES.cancelled);
  if (debate.status === 'finished') throw new AppError('CONFLICT', DEBATE_MESSAGES.finished);
  return debate;
}

async function writeEvent(
  tx: Transaction,
  publisher: RoomPublisher,
  input: {
    debateId: string;
    status: DebateStatus;
    timer: TimerState;
    type: string;
    payload: Record<string, unknown>;
    actor: SessionUser;
    now: number;
  },
) {
  await tx.insert(debateRoomEvents).values({
    debateId: input.debateId,
    version: input.timer.version,
    type: input.type,
    payload: input.payload,
    actorId: input.actor.id,
    createdAt: new Date(input.now),
  });
  const event: DebateRoomEvent = {
    version: input.timer.version,
    type: input.type,
    payload: input.payload,
    actorName: await personNameOf(tx, input.actor.id),
    at: new Date(input.now).toISOString(),
  };
  const message: DebateTimerEventPayload = { status: input.status, timer: input.timer, event };
  await publisher.publishInTransaction(tx, debateChannel(input.debateId), TIMER_EVENT, message);
  return message;
}

/** Opens the live room: at most an hour early, by the chair, once. */
export async function startDebate(
  db: Database,
  publisher: RoomPublisher,
  user: SessionUser,
  debateId: string,
  now = Date.now(),
): Promise<DebateTimerEventPayload> {
  return db.transaction(async (tx) => {
    const debate = await lockDebateForChair(tx, debateId, user);
    if (debate.status === 'live') throw new AppError('CONFLICT', DEBATE_MESSAGES.live);
    if (now < debate.startsAt.getTime() - DEBATE_EARLY_START_MS) throw new AppError('CONFLICT', DEBATE_MESSAGES.tooEarly);
    // The running order is fixed now: the speeches of the positions in use, less those nobody holds a position for.
    const format = getFormat(debate.format);
    const held = await tx
      .select({ role: debateParticipants.role })
      .from(debateParticipants)
      .where(eq(debateParticipants.debateId, debateId));
    const heldRoles = held.map((row) => row.role);
    const speechIds = format ? givenSpeechIds(debateSchedule(format, debate.maxParticipants, heldRoles)) : undefined;
    const timer: TimerState = { ...initialTimerState(), ...(speechIds ? { speechIds } : {}) };
    await tx.update(debates).set({ status: 'live' }).where(eq(debates.id, debateId));
    await tx.insert(debateRooms).values({ debateId, version: timer.version, state: timer });
    return writeEvent(tx, publisher, { debateId, status: 'live', timer, type: 'debate-started', payload: {}, actor: user, now });
  });
}

/** Applies one timer command of the chair; a command naming an old version is refused as stale. */
export async function runTimerCommand(
  db: Database,
  publisher: RoomPublisher,
  user: SessionUser,
  debateId: string,
  input: TimerCommandInput,
  now = Date.now(),
): Promise<DebateTimerEventPayload> {
  return db.transaction(async (tx) => {
    const debate = await lockDebateForChair(tx, debateId, user);
    const [room] = await tx.select().from(debateRooms).where(eq(debateRooms.debateId, debateId));
    if (debate.status !== 'live' || !room) throw new AppError('CONFLICT', DEBATE_MESSAGES.notLive);
    const state = storedTimerState(room.state);
    if (state.version !== input.expectedVersion) {
      throw new AppError('CONFLICT', DEBATE_MESSAGES.staleTimer, {
        fields: { expectedVersion: [`The timer is at version ${state.version}.`] },
      });
    }
    const fullFormat = getFormat(debate.format);
    if (!fullFormat) throw new AppError('CONFLICT', `Unknown format ${debate.format}`);
    // Only the speeches fixed when the room opened (positions in use, with a speaker).
    const format = formatForTimer(fullFormat, state.speechIds);
    const result = applyTimerCommand(format, state, input.command, now);
    if (!result.ok) throw new AppError('CONFLICT', result.message);
    const timer = result.state;
    await tx.update(debateRooms).set({ version: timer.version, state: timer }).where(eq(debateRooms.debateId, debateId));
    const status: DebateStatus = timer.phase === 'finished' ? 'finished' : 'live';
    if (status === 'finished') await tx.update(debates).set({ status }).where(eq(debates.id, debateId));
    const speech = format.speeches[state.speechIndex];
    const lastSpoken = timer.spoken.length > state.spoken.length ? timer.spoken[timer.spoken.length - 1] : undefined;
    const payload: Record<string, unknown> = {
      ...input.command,
      ...(speech ? { speechId: speech.id, speechLabel: speech.label } : {}),
      ...(lastSpoken ? { elapsedMs: lastSpoken.elapsedMs } : {}),
      ...(timer.phase === 'prep' ? { prepSide: timer.prepSide } : {}),
    };
    return writeEvent(tx, publisher, { debateId, status, timer, type: input.command.type, payload, actor: user, now });
  });
}

/** Who runs the room, by canRunTimer's rule: the chair judge once assigned, else the organiser. */
async function roomRunner(db: Database, debateId: string, createdBy: string | null): Promise<DebateRoomSnapshot['runner']> {
  const chairJudgeId = await chairJudgeOf(db, debateId);
  const userId = chairJudgeId ?? createdBy;
  if (!userId) return null;
  const name = await personNameOf(db, userId);
  if (!name) return null;
  return { userId, name, role: chairJudgeId ? 'chair-judge' : 'organiser' };
}

/**
 * The room as a newcomer (or a reconnecting client) needs it: state, who runs
 * it, server clock, recent log. A debate that is over shows a stopped,
 * finished timer whatever its room row says (or without one).
 */
export async function getDebateRoom(db: Database, debateId: string, now = Date.now()): Promise<DebateRoomSnapshot> {
  const [debate] = await db
    .select({ status: debates.status, format: debates.format, createdBy: debates.createdBy, state: debateRooms.state })
    .from(debates)
    .leftJoin(debateRooms, eq(debateRooms.debateId, debates.id))
    .where(eq(debates.id, debateId));
  if (!debate) throw notFound('Debate');
  const rows = await db
    .select({
      version: debateRoomEvents.version,
      type: debateRoomEvents.type,
      payload: debateRoomEvents.payload,
      at: debateRoomEvents.createdAt,
      actorId: debateRoomEvents.actorId,
      name: personNameSql(),
    })
    .from(debateRoomEvents)
    .leftJoin(profiles, eq(profiles.id, debateRoomEvents.actorId))
    .where(eq(debateRoomEvents.debateId, debateId))
    .orderBy(desc(debateRoomEvents.version))
    .limit(ROOM_LOG_ENTRIES);
  const status = debate.status as DebateStatus;
  const timer = debate.state ? storedTimerState(debate.state) : initialTimerState();
  return {
    debateId,
    status,
    format: debate.format,
    timer: status === 'finished' || status === 'cancelled' ? closedTimerState(timer) : timer,
    runner: await roomRunner(db, debateId, debate.createdBy),
    serverTime: now,
    events: rows.reverse().map((row) => ({
      version: row.version,
      type: row.type,
      payload: row.payload,
      // No actor: the server's own event (or one whose actor has since deleted the account).
      actorName: row.actorId ? row.name : null,
      at: row.at.toISOString(),
    })),
  };
}

/** The part of the realtime hub that takes channel kinds. */
interface ChannelRegistry {
  registerChannelKind(kind: string, handlers: { snapshot(id: string): Promise<unknown> }): void;
}

/** Anyone may follow a debate's room (debates are public); a subscriber first gets the room's snapshot. */
export function registerDebateChannel(registry: ChannelRegistry, db: Database) {
  registry.registerChannelKind(DEBATE_CHANNEL_KIND, {
    snapshot: (id) => {
      if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) throw notFound('Debate');
      return getDebateRoom(db, id);
    },
  });
}
