// Speech recordings shared with reviewers over HTTP (docs/training.md,
// "Sharing a recording"): the upload (the one body allowed past 1 MB, app.ts),
// the audio itself in byte ranges for <audio> to seek, and the member's delete.
// Who may play it is decided in the service; uploads are rate limited per member.
import { AppError } from '#server/lib/errors.ts';
import { isRangeStillValid, parseByteRange } from '#server/lib/byte-range.ts';
import { implement } from '#server/lib/operations.ts';
import { enforceRateLimit } from '#server/lib/rate-limit.ts';
import { RECORDING_UPLOADS_PER_HOUR } from '#shared/training/recording.ts';
import * as api from '#shared/training/review-operations.ts';
import { checkUploadedRecording } from './recording-format.ts';
import {
  deleteTrainingRecording,
  getPlayableRecording,
  readRecordingBytes,
  uploadTrainingRecording,
} from './recording.service.ts';

const HOUR = 60 * 60 * 1000;
const UPLOADS = { name: 'training-recording-upload', limit: RECORDING_UPLOADS_PER_HOUR, windowMs: HOUR };

export const trainingRecordingOperations = [
  implement(api.uploadTrainingRecording, async (c, { user, params, query, body }) => {
    await enforceRateLimit(c.get('db'), UPLOADS, user.id);
    const contentType = checkUploadedRecording(body, c.req.header('content-type'));
    return uploadTrainingRecording(c.get('db'), user, params.id, { bytes: body, contentType, durationMs: query.durationMs });
  }),

  implement(api.getTrainingRecording, async (c, { user, params }) => {
    const db = c.get('db');
    const recording = await getPlayableRecording(db, user, params.id);
    const size = recording.byteSize;
    // The id changes when the recording is replaced: a strong tag for If-Range and If-None-Match.
    const etag = `"${recording.id}"`;
    const headers: Record<string, string> = {
      'Content-Type': recording.contentType,
      'Accept-Ranges': 'bytes',
      ETag: etag,
      // The member's voice: never kept by a shared cache; the browser asks again, and access is checked again.
      'Cache-Control': 'private',
      'X-Content-Type-Options': 'nosniff',
      'Content-Disposition': 'inline',
      'Content-Security-Policy': "default-src 'none'; sandbox",
    };
    if (c.req.header('if-none-match') === etag) return c.body(null, 304, headers);
    const range = isRangeStillValid(c.req.header('if-range'), etag)
      ? parseByteRange(c.req.header('range'), size)
      : ({ kind: 'whole' } as const);
    if (range.kind === 'unsatisfiable') {
      throw new AppError('RANGE_NOT_SATISFIABLE', `The range asked for is outside the recording's ${size} bytes`, {
        headers: { 'Content-Range': `bytes */${size}` },
      });
    }
    if (range.kind === 'partial') {
      const bytes = await readRecordingBytes(db, recording, range.start, range.end);
      return c.body(bytes, 206, {
        ...headers,
        'Content-Range': `bytes ${range.start}-${range.end}/${size}`,
        'Content-Length': String(bytes.byteLength),
      });
    }
    const bytes = await readRecordingBytes(db, recording, 0, size - 1);
    return c.body(bytes, 200, { ...headers, 'Content-Length': String(bytes.byteLength) });
  }),

  implement(api.deleteTrainingRecording, async (c, { user, params }) => {
    await deleteTrainingRecording(c.get('db'), user, params.id);
    return undefined;
  }),
];
