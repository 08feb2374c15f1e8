// Practice recordings of training speeches, kept on this device: IndexedDB
// through Dexie, a database of its own so that it is never part of the offline
// copies' sync, and so that signing out deletes it whole (forgetOfflineData).
// Nothing here is sent to the server unless the member shares a speech's
// recording with a reviewer (features/training-review, docs/training.md).
import Dexie, { type EntityTable } from 'dexie';
import { markHoldsData } from './device-holds-data.ts';

export const TRAINING_AUDIO_DB_NAME = 'sdc_training_audio';

/** One speech's recording in one attempt; a new recording of the same speech replaces it. */
export interface SpeechRecording {
  attemptId: string;
  /** The format's speech id (the speech practice's chosen speech, or one speech of a mock debate). */
  speechId: string;
  audio: Blob;
  mimeType: string;
  /** The time on the speech clock while it recorded. */
  durationMs: number;
  recordedAt: number;
}

export type TrainingAudioDatabase = Dexie & {
  recordings: EntityTable<SpeechRecording, 'attemptId'>;
};

function createTrainingAudioDatabase(): TrainingAudioDatabase {
  const db = new Dexie(TRAINING_AUDIO_DB_NAME) as TrainingAudioDatabase;
  db.version(1).stores({ recordings: '[attemptId+speechId], attemptId' });
  return db;
}

let opened: Promise<TrainingAudioDatabase | null> | undefined;

/** The database, opened once; null where the browser keeps nothing (no IndexedDB, storage refused). */
async function trainingAudioDatabase(): Promise<TrainingAudioDatabase | null> {
  // Signing out in another tab deletes the database and closes this page's connection: open it afresh.
  if (opened && (await opened)?.isOpen() === false) opened = undefined;
  opened ??= (async () => {
    if (typeof indexedDB === 'undefined') return null;
    const db = createTrainingAudioDatabase();
    try {
      await db.open();
      return db;
    } catch {
      return null;
    }
  })();
  return opened;
}

export async function readRecording(attemptId: string, speechId: string): Promise<SpeechRecording | null> {
  const db = await trainingAudioDatabase();
  return (await db?.recordings.get([attemptId, speechId] as unknown as string)) ?? null;
}

/** Keeps `recording` on the device; throws when the device refuses (no IndexedDB, no room). */
export async function keepRecording(recording: SpeechRecording): Promise<void> {
  const db = await trainingAudioDatabase();
  if (!db) throw new Error('This browser keeps no data on this device.');
  await db.recordings.put(recording);
  // A signed-out page checks this flag to know there is member data to remove.
  markHoldsData(true);
}

export async function deleteRecording(attemptId: string, speechId: string): Promise<void> {
  const db = await trainingAudioDatabase();
  await db?.recordings.delete([attemptId, speechId] as unknown as string);
}

/** A discarded attempt takes its recordings with it. */
export async function deleteAttemptRecordings(attemptId: string): Promise<void> {
  const db = await trainingAudioDatabase();
  await db?.recordings.where('attemptId').equals(attemptId).delete();
}

/** Signing out: every recording leaves the device. */
export async function clearTrainingAudio(): Promise<void> {
  const db = await opened;
  db?.close();
  opened = undefined;
  if (typeof indexedDB === 'undefined') return;
  await Dexie.delete(TRAINING_AUDIO_DB_NAME);
}
