// Speech recordings shared with reviewers (docs/training.md, "Sharing a
// recording"). The member uploads the recording of their own completed timed
// speech; a review request that shares it lets its reviewer play it while the
// request is open. Retention: the recording is deleted as soon as no open
// request shares it (the last one reviewed, declined or withdrawn), when the
// member deletes it, with its attempt, and with the account; one uploaded but
// never shared is swept after RECORDING_UNSHARED_KEEP_MS. Anyone but the member
// and those reviewers — admins too — gets 404, as for one that does not exist.
import { and, eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '#server/db/client.ts';
import { trainingAttempts, trainingRecordings } from '#server/db/schema/index.ts';
import type { SessionUser } from '#server/lib/context.ts';
import { AppError } from '#server/lib/errors.ts';
import { getModule } from '#shared/training/bank.ts';
import { TRAINING_MESSAGES } from '#shared/training/contract.ts';
import {
  RECORDING_MESSAGES,
  RECORDING_UNSHARED_KEEP_MS,
  type Recording,
  type RecordingContentType,
} from '#shared/training/recording.ts';

type Executor = Database | Transaction;
type RecordingMeta = Omit<typeof trainingRecordings.$inferSelect, 'data'>;

const META = {
  id: trainingRecordings.id,
  attemptId: trainingRecordings.attemptId,
  userId: trainingRecordings.userId,
  speechId: trainingRecordings.speechId,
  contentType: trainingRecordings.contentType,
  byteSize: trainingRecordings.byteSize,
  durationMs: trainingRecordings.durationMs,
  createdAt: trainingRecordings.createdAt,
};

export function recordingView(row: RecordingMeta): Recording {
  return {
    attemptId: row.attemptId,
    speechId: row.speechId,
    contentType: row.contentType as RecordingContentType,
    byteSize: row.byteSize,
    durationMs: row.durationMs,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

/** Whether an open request for the attempt shares its recording (SQL, for the attempt column given). */
const sharedWithOpenRequest = (attemptId: unknown) => sql`exists (
  select 1 from training_review_requests q
  where q.attempt_id = ${attemptId} and q.status = 'requested' and q.shares_recording)`;

/**
 * Recordings shared with no open request that are older than the grace period:
 * an upload whose request failed, with a page that could not delete it. Run by
 * the writes of this feature (uploads and requests), one statement.
 */
export async function sweepUnsharedRecordings(db: Executor): Promise<void> {
  const r = trainingRecordings;
  await db
    .delete(r)
    .where(
      and(
        sql`${r.createdAt} < now() - make_interval(secs => ${RECORDING_UNSHARED_KEEP_MS / 1000})`,
        sql`not ${sharedWithOpenRequest(r.attemptId)}`,
      ),
    );
}

/**
 * Deletes the attempt's recording once no open request shares it: called in the
 * transaction that closes a request (reviewed, declined, withdrawn).
 */
export async function releaseRecordingIfUnshared(tx: Transaction, attemptId: string): Promise<void> {
  const r = trainingRecordings;
  await tx.delete(r).where(and(eq(r.attemptId, attemptId), sql`not ${sharedWithOpenRequest(r.attemptId)}`));
}

/** The recording of an attempt, if it has one (no bytes). */
export async function findAttemptRecording(db: Executor, attemptId: string): Promise<Recording | null> {
  const [row] = await db.select(META).from(trainingRecordings).where(eq(trainingRecordings.attemptId, attemptId));
  return row ? recordingView(row) : null;
}

/** The speech a timed-speech attempt holds, or why its recording cannot be uploaded. */
function speechOf(attempt: typeof trainingAttempts.$inferSelect): string {
  const speech = attempt.work.find((w) => w.kind === 'speech');
  const isSpeechModule = (getModule(attempt.moduleId)?.kind ?? 'speech') === 'speech';
  if (!isSpeechModule || speech?.kind !== 'speech' || attempt.completedAt === null) {
    throw new AppError('CONFLICT', RECORDING_MESSAGES.notSpeech);
  }
  return speech.speechId;
}

export async function uploadTrainingRecording(
  db: Database,
  user: SessionUser,
  attemptId: string,
  upload: { bytes: Uint8Array; contentType: RecordingContentType; durationMs?: number },
): Promise<Recording> {
  const saved = await db.transaction(async (tx) => {
    const [attempt] = await tx
      .select()
      .from(trainingAttempts)
      .where(and(eq(trainingAttempts.id, attemptId), eq(trainingAttempts.userId, user.id)));
    if (!attempt) throw new AppError('NOT_FOUND', TRAINING_MESSAGES.attemptNotFound);
    const speechId = speechOf(attempt);
    const fields = {
      speechId,
      contentType: upload.contentType,
      byteSize: upload.bytes.byteLength,
      durationMs: upload.durationMs ?? null,
      data: Buffer.from(upload.bytes.buffer, upload.bytes.byteOffset, upload.bytes.byteLength),
    };
    // Uploading again replaces the recording (one per attempt), under a new id: the id names this version.
    const [row] = await tx
      .insert(trainingRecordings)
      .values({ ...fields, attemptId, userId: user.id })
      .onConflictDoUpdate({
        target: trainingRecordings.attemptId,
        set: { ...fields, id: sql`gen_random_uuid()`, createdAt: sql`now()` },
      })
      .returning(META);
    return row as RecordingMeta;
  });
  await sweepUnsharedRecordings(db);
  return recordingView(saved);
}

/** The member deletes their recording from the server; reviewers can no longer play it. */
export async function deleteTrainingRecording(db: Database, user: SessionUser, attemptId: string): Promise<void> {
  const r = trainingRecordings;
  const deleted = await db
    .delete(r)
    .where(and(eq(r.attemptId, attemptId), eq(r.userId, user.id)))
    .returning({ id: r.id });
  if (deleted.length === 0) throw new AppError('NOT_FOUND', RECORDING_MESSAGES.notFound);
}

/**
 * The recording as the caller may play it: its member, or the reviewer of an
 * open request that shares it. Without the bytes; `readRecordingBytes` reads them.
 */
export async function getPlayableRecording(db: Database, user: SessionUser, attemptId: string): Promise<RecordingMeta> {
  const r = trainingRecordings;
  const [row] = await db
    .select(META)
    .from(r)
    .where(
      and(
        eq(r.attemptId, attemptId),
        sql`(${r.userId} = ${user.id} or exists (
          select 1 from training_review_requests q
          where q.attempt_id = ${r.attemptId} and q.reviewer_id = ${user.id}
            and q.status = 'requested' and q.shares_recording))`,
      ),
    );
  if (!row) throw new AppError('NOT_FOUND', RECORDING_MESSAGES.notFound);
  return row;
}

/**
 * Bytes `start`..`end` (inclusive) of the recording `meta` names (its id changes
 * when it is replaced): substring reads only that part of the stored value
 * (STORAGE EXTERNAL, migration 0028). One replaced or deleted in between is 404.
 */
export async function readRecordingBytes(
  db: Database,
  meta: RecordingMeta,
  start: number,
  end: number,
): Promise<Uint8Array<ArrayBuffer>> {
  const r = trainingRecordings;
  const [row] = await db
    .select({ data: sql<Uint8Array>`substring(${r.data} from ${start + 1} for ${end - start + 1})` })
    .from(r)
    .where(eq(r.id, meta.id));
  if (!row) throw new AppError('NOT_FOUND', RECORDING_MESSAGES.notFound);
  // Both drivers answer a bytea as bytes over an ArrayBuffer (node-postgres a Buffer, PGlite a Uint8Array).
  return row.data as Uint8Array<ArrayBuffer>;
}
