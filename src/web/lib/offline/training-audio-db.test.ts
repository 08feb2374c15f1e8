// Speech recordings on the device (fake-indexeddb): kept per attempt and speech,
// replaced by a new take, deleted one by one, with a discarded attempt, and all
// at once on signing out.
import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import {
  clearTrainingAudio,
  deleteAttemptRecordings,
  deleteRecording,
  keepRecording,
  readRecording,
  type SpeechRecording,
  TRAINING_AUDIO_DB_NAME,
} from './training-audio-db.ts';

const take = (attemptId: string, speechId: string, text = 'audio'): SpeechRecording => ({
  attemptId,
  speechId,
  audio: new Blob([text], { type: 'audio/webm' }),
  mimeType: 'audio/webm',
  durationMs: 61_000,
  recordedAt: Date.UTC(2026, 10, 26),
});

afterEach(async () => {
  await clearTrainingAudio();
});

describe('training audio on the device', () => {
  it('keeps a recording per attempt and speech, and a new take replaces the last', async () => {
    await keepRecording(take('a1', 'prop-1', 'first'));
    await keepRecording(take('a1', 'opp-1'));
    await keepRecording(take('a1', 'prop-1', 'second take'));
    const kept = await readRecording('a1', 'prop-1');
    expect(kept?.durationMs).toBe(61_000);
    expect(kept?.audio.size).toBe('second take'.length);
    expect(await readRecording('a1', 'opp-1')).not.toBeNull();
    expect(await readRecording('a2', 'prop-1')).toBeNull();
  });

  it('deletes one speech, or every speech of a discarded attempt', async () => {
    await keepRecording(take('a1', 'prop-1'));
    await keepRecording(take('a1', 'opp-1'));
    await keepRecording(take('a2', 'prop-1'));
    await deleteRecording('a1', 'prop-1');
    expect(await readRecording('a1', 'prop-1')).toBeNull();
    expect(await readRecording('a1', 'opp-1')).not.toBeNull();
    await deleteAttemptRecordings('a1');
    expect(await readRecording('a1', 'opp-1')).toBeNull();
    expect(await readRecording('a2', 'prop-1')).not.toBeNull();
  });

  it('signing out deletes the database with every recording', async () => {
    await keepRecording(take('a1', 'prop-1'));
    await clearTrainingAudio();
    expect(await Dexie.exists(TRAINING_AUDIO_DB_NAME)).toBe(false);
    expect(await readRecording('a1', 'prop-1')).toBeNull();
  });

  it('opens afresh after another page deleted the database (signing out in another tab)', async () => {
    await keepRecording(take('a1', 'prop-1'));
    await Dexie.delete(TRAINING_AUDIO_DB_NAME);
    expect(await readRecording('a1', 'prop-1')).toBeNull();
    await keepRecording(take('a1', 'prop-1'));
    expect(await readRecording('a1', 'prop-1')).not.toBeNull();
  });
});
