// Which audio container an uploaded speech recording is, read from its bytes
// and not from what the client says: WebM (an EBML header whose DocType is
// "webm", then a Segment), Ogg (a first page that opens an Opus stream) or MP4
// (an `ftyp` box first, then well-formed boxes including `moov`). The declared
// Content-Type must name the same container. Only the container's opening
// structure is read; the audio is never decoded on the server.
import { AppError } from '#server/lib/errors.ts';
import {
  RECORDING_MAX_BYTES,
  RECORDING_MESSAGES,
  type RecordingContentType,
  recordingContentTypeOf,
} from '#shared/training/recording.ts';

const ascii = (bytes: Uint8Array, start: number, length: number) => String.fromCharCode(...bytes.subarray(start, start + length));

/** An EBML variable-length integer at `offset`: its length and value (with the marker bit kept for ids). */
function readVint(bytes: Uint8Array, offset: number, keepMarker: boolean): { length: number; value: number } | null {
  const first = bytes[offset];
  if (first === undefined || first === 0) return null;
  const length = Math.clz32(first) - 23; // leading zeros within the byte, plus one
  if (length > 8 || offset + length > bytes.length) return null;
  let value = keepMarker ? first : first & (0xff >> length);
  for (let i = 1; i < length; i++) value = value * 256 + (bytes[offset + i] as number);
  return { length, value };
}

const EBML_ID = 0x1a45dfa3;
const DOCTYPE_ID = 0x4282;
const SEGMENT_ID = 0x18538067;

function isWebm(bytes: Uint8Array): boolean {
  const id = readVint(bytes, 0, true);
  if (!id || id.value !== EBML_ID) return false;
  const size = readVint(bytes, id.length, false);
  if (!size) return false;
  const start = id.length + size.length;
  const end = start + size.value;
  if (end > bytes.length) return false;
  let docType: string | null = null;
  for (let offset = start; offset < end; ) {
    const childId = readVint(bytes, offset, true);
    const childSize = childId && readVint(bytes, offset + childId.length, false);
    if (!childId || !childSize) return false;
    const data = offset + childId.length + childSize.length;
    if (data + childSize.value > end) return false;
    if (childId.value === DOCTYPE_ID) docType = ascii(bytes, data, childSize.value).replace(/\0+$/, '');
    offset = data + childSize.value;
  }
  const next = readVint(bytes, end, true);
  return docType === 'webm' && next?.value === SEGMENT_ID;
}

const OGG_PAGE_HEADER = 27;
const OGG_BEGINS_STREAM = 0x02;
const OPUS_HEAD_BYTES = 19;

function isOggOpus(bytes: Uint8Array): boolean {
  if (ascii(bytes, 0, 4) !== 'OggS' || bytes[4] !== 0) return false;
  if (((bytes[5] ?? 0) & OGG_BEGINS_STREAM) === 0) return false;
  const segments = bytes[26];
  if (segments === undefined || segments === 0) return false;
  const packet = OGG_PAGE_HEADER + segments;
  return packet + OPUS_HEAD_BYTES <= bytes.length && ascii(bytes, packet, 8) === 'OpusHead';
}

function isMp4(bytes: Uint8Array): boolean {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let offset = 0;
  let hasMovie = false;
  while (offset + 8 <= bytes.length) {
    let size = view.getUint32(offset);
    const type = ascii(bytes, offset + 4, 4);
    if (!/^[a-z0-9 ]{4}$/i.test(type)) return false;
    if (offset === 0 && (type !== 'ftyp' || size < 16)) return false;
    if (size === 1) {
      if (offset + 16 > bytes.length) return false;
      size = Number(view.getBigUint64(offset + 8));
      if (size < 16) return false;
    } else if (size === 0) {
      size = bytes.length - offset; // to the end of the file
    } else if (size < 8) return false;
    if (type === 'moov') hasMovie = true;
    // The last box may be the media data of a recording cut short: what came before is what counts.
    offset += size;
  }
  return hasMovie;
}

/** The container of a recording, from its first bytes; the declared type is not trusted. */
export function detectRecordingType(bytes: Uint8Array): RecordingContentType | null {
  if (isWebm(bytes)) return 'audio/webm';
  if (isOggOpus(bytes)) return 'audio/ogg';
  if (isMp4(bytes)) return 'audio/mp4';
  return null;
}

/**
 * Checks an upload and returns its type: at most RECORDING_MAX_BYTES (413);
 * declared as WebM, Ogg or MP4 audio (415); and its bytes that container (400).
 */
export function checkUploadedRecording(bytes: Uint8Array, declaredType: string | undefined): RecordingContentType {
  const fail = (code: 'PAYLOAD_TOO_LARGE' | 'UNSUPPORTED_MEDIA_TYPE' | 'VALIDATION_FAILED', message: string) =>
    new AppError(code, message, { fields: { recording: [message] } });
  if (bytes.byteLength > RECORDING_MAX_BYTES) throw fail('PAYLOAD_TOO_LARGE', RECORDING_MESSAGES.tooLarge);
  const declared = recordingContentTypeOf(declaredType);
  if (!declared) throw fail('UNSUPPORTED_MEDIA_TYPE', RECORDING_MESSAGES.type);
  if (detectRecordingType(bytes) !== declared) throw fail('VALIDATION_FAILED', RECORDING_MESSAGES.unreadable);
  return declared;
}
