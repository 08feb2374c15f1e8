// A speech recording shared with a reviewer (docs/training.md, "Sharing a
// recording"). A practice recording stays on the member's device unless they
// share it when asking for a review of a timed speech; it is then uploaded,
// kept on the server while a review request that shares it is open, and
// deleted once none is (reviewed, declined or withdrawn), when the member
// deletes it, or with the attempt and the account. The limits and the API's
// answer live here; the bytes are checked on the server
// (src/server/modules/training/recording-format.ts).
import { z } from 'zod';

/**
 * The bit rate the recorder asks the browser for: Opus speech is clear at 32
 * kbit/s, which keeps an 8-minute speech (the longest a format gives) near 2 MB.
 */
export const RECORDING_BITS_PER_SECOND = 32_000;

/**
 * The largest recording the server takes: 12 MB. At the bit rate above that is
 * about 50 minutes; a browser that ignores the bit rate and records at its own
 * 128 kbit/s still fits 12 minutes — an 8-minute speech well over time.
 */
export const RECORDING_MAX_BYTES = 12 * 1024 * 1024;

/** What MediaRecorder produces: Opus in WebM (Chromium, Firefox), Opus in Ogg (Firefox), AAC in MP4 (Safari). */
export const RECORDING_CONTENT_TYPES = ['audio/webm', 'audio/ogg', 'audio/mp4'] as const;
export type RecordingContentType = (typeof RECORDING_CONTENT_TYPES)[number];

/** Uploads a member may make in an hour (each one up to RECORDING_MAX_BYTES). */
export const RECORDING_UPLOADS_PER_HOUR = 20;

/**
 * A recording uploaded but shared with no open request (the request that was to
 * share it failed and the page could not delete it) is deleted after this long.
 */
export const RECORDING_UNSHARED_KEEP_MS = 24 * 60 * 60 * 1000;

/** The longest duration an upload may state: an hour, far past any speech. */
export const RECORDING_DURATION_MAX_MS = 60 * 60 * 1000;

export const RECORDING_MESSAGES = {
  tooLarge: `A recording can be at most ${RECORDING_MAX_BYTES / (1024 * 1024)} MB`,
  type: 'Upload the recording as WebM, Ogg or MP4 audio',
  unreadable: 'This file is not a WebM, Ogg or MP4 recording of the type it says',
  notFound: 'Recording not found',
  notSpeech: 'Only a completed timed speech has a recording to share',
  notUploaded: 'Upload the recording before sharing it',
} as const;

/** The upload's query: how long the recording is, as the speech clock measured it. */
export const RecordingUploadQuerySchema = z.strictObject({
  durationMs: z.coerce.number().int().min(0).max(RECORDING_DURATION_MAX_MS).optional(),
});

/** A recording on the server, without its bytes (those are streamed by getTrainingRecording). */
export const RecordingSchema = z.object({
  attemptId: z.string(),
  speechId: z.string(),
  contentType: z.enum(RECORDING_CONTENT_TYPES),
  byteSize: z.number().int().min(1),
  /** The speech clock's time while it recorded; null when the page did not say. */
  durationMs: z.number().int().min(0).nullable(),
  createdAt: z.string(),
});
export type Recording = z.infer<typeof RecordingSchema>;

/** The content type without its parameters (`audio/webm;codecs=opus` → `audio/webm`), if it is one we take. */
export function recordingContentTypeOf(header: string | null | undefined): RecordingContentType | null {
  const base = (header ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  return (RECORDING_CONTENT_TYPES as readonly string[]).includes(base) ? (base as RecordingContentType) : null;
}
