import { describe, expect, it } from 'vitest';
import { AppError } from '#server/lib/errors.ts';
import { RECORDING_MAX_BYTES, RECORDING_MESSAGES, recordingContentTypeOf } from '#shared/training/recording.ts';
import { mp4File, oggOpusFile, webmFile } from '#tests/audio.ts';
import { checkUploadedRecording, detectRecordingType } from './recording-format.ts';

const bytes = (buffer: Buffer) => new Uint8Array(buffer);

describe('detectRecordingType', () => {
  it('reads each container MediaRecorder writes from its bytes', () => {
    expect(detectRecordingType(bytes(webmFile()))).toBe('audio/webm');
    expect(detectRecordingType(bytes(oggOpusFile()))).toBe('audio/ogg');
    expect(detectRecordingType(bytes(mp4File()))).toBe('audio/mp4');
  });

  it.each([
    ['nothing', Buffer.alloc(0)],
    ['text', Buffer.from('not a recording at all')],
    ['the EBML magic alone', Buffer.from([0x1a, 0x45, 0xdf, 0xa3])],
    ['a Matroska file that is not WebM', webmFile().fill(0x61, 21, 25)], // DocType "aaaa"
    ['a WebM header without its Segment', webmFile().subarray(0, 30)],
    ['the Ogg magic alone', Buffer.from('OggS')],
    ['an Ogg stream that is not Opus', Buffer.from(oggOpusFile().toString('binary').replace('OpusHead', 'OpusTail'), 'binary')],
    ['an Ogg page that does not begin a stream', Buffer.from(oggOpusFile()).fill(0, 5, 6)],
    ['an MP4 without a movie box', Buffer.from(mp4File().toString('binary').replace('moov', 'free'), 'binary')],
    ['an MP4 whose first box is not ftyp', Buffer.from(mp4File().toString('binary').replace('ftyp', 'wide'), 'binary')],
    ['a PNG', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0])],
  ])('refuses %s', (_, buffer) => {
    expect(detectRecordingType(bytes(buffer))).toBeNull();
  });
});

describe('checkUploadedRecording', () => {
  const failure = (run: () => unknown) => {
    try {
      run();
    } catch (error) {
      return error instanceof AppError ? { code: error.code, message: error.message, fields: error.fields } : error;
    }
    return null;
  };

  it('takes a recording of the type it is declared as, with its codec parameters', () => {
    expect(checkUploadedRecording(bytes(webmFile()), 'audio/webm;codecs=opus')).toBe('audio/webm');
    expect(checkUploadedRecording(bytes(oggOpusFile()), 'audio/ogg; codecs=opus')).toBe('audio/ogg');
    expect(checkUploadedRecording(bytes(mp4File()), 'audio/mp4')).toBe('audio/mp4');
  });

  it('refuses another declared type (415), other bytes (400) and a file over the limit (413)', () => {
    expect(failure(() => checkUploadedRecording(bytes(webmFile()), 'video/webm'))).toMatchObject({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      fields: { recording: [RECORDING_MESSAGES.type] },
    });
    expect(failure(() => checkUploadedRecording(bytes(webmFile()), undefined))).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
    expect(failure(() => checkUploadedRecording(bytes(oggOpusFile()), 'audio/webm'))).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: RECORDING_MESSAGES.unreadable,
    });
    expect(failure(() => checkUploadedRecording(bytes(Buffer.from('OggS fake')), 'audio/ogg'))).toMatchObject({
      code: 'VALIDATION_FAILED',
    });
    const tooLarge = webmFile(Buffer.alloc(RECORDING_MAX_BYTES));
    expect(failure(() => checkUploadedRecording(bytes(tooLarge), 'audio/webm'))).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'A recording can be at most 12 MB',
    });
  });
});

describe('recordingContentTypeOf', () => {
  it.each([
    ['audio/webm;codecs=opus', 'audio/webm'],
    ['Audio/Ogg', 'audio/ogg'],
    ['audio/mp4; codecs="mp4a.40.2"', 'audio/mp4'],
    ['audio/mpeg', null],
    ['', null],
    [undefined, null],
  ])('%s → %s', (header, expected) => {
    expect(recordingContentTypeOf(header)).toBe(expected);
  });
});
