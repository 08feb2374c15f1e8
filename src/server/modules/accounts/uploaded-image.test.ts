// The upload checks on bytes alone: each type's size is read from its header,
// and files that are cut short, padded with garbage, or carry a page after the
// image are refused.
import { describe, expect, it } from 'vitest';
import { makeGif, makeJpeg, makePng, makeWebp } from '#tests/images.ts';
import { AppError } from '#server/lib/errors.ts';
import { checkUploadedImage, readImageInfo } from './uploaded-image.ts';

const HTML = Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>');
const MESSAGES = {
  field: 'avatar',
  tooLarge: 'too large',
  type: 'type',
  typeMismatch: 'mismatch',
  unreadable: 'unreadable',
  tooManyPixels: 'pixels',
};

const SAMPLES: [string, (w: number, h: number) => Buffer, string][] = [
  ['PNG', makePng, 'image/png'],
  ['GIF', makeGif, 'image/gif'],
  ['JPEG', makeJpeg, 'image/jpeg'],
  ['lossless WebP', (w, h) => makeWebp(w, h, 'VP8L'), 'image/webp'],
  ['lossy WebP', (w, h) => makeWebp(w, h, 'VP8 '), 'image/webp'],
  ['extended WebP', (w, h) => makeWebp(w, h, 'VP8X'), 'image/webp'],
];

describe('readImageInfo', () => {
  it.each(SAMPLES)('reads the type and size of a %s', (_name, make, contentType) => {
    expect(readImageInfo(make(300, 200))).toEqual({ contentType, width: 300, height: 200 });
  });

  it.each(SAMPLES)('refuses a %s cut short', (_name, make) => {
    const bytes = make(30, 20);
    for (const cut of [bytes.length - 1, Math.floor(bytes.length / 2), 14]) {
      expect(readImageInfo(bytes.subarray(0, cut)), `cut at ${cut}`).toBeNull();
    }
  });

  it.each(SAMPLES)('refuses a %s with an HTML page after it (a polyglot)', (_name, make) => {
    expect(readImageInfo(Buffer.concat([make(30, 20), HTML]))).toBeNull();
  });

  it('refuses a PNG signature followed by garbage', () => {
    const garbage = Buffer.concat([makePng().subarray(0, 8), Buffer.alloc(200, 0x41)]);
    expect(readImageInfo(garbage)).toBeNull();
  });

  it('refuses a PNG header followed by a page instead of image data', () => {
    const png = makePng(30, 20);
    const headerOnly = png.subarray(0, 8 + 25); // signature and IHDR
    expect(readImageInfo(Buffer.concat([headerOnly, HTML]))).toBeNull();
  });

  it('refuses a PNG whose chunk checksum is wrong', () => {
    const png = Buffer.from(makePng(30, 20));
    png[20] = (png[20] as number) ^ 0xff; // inside IHDR, so its CRC no longer matches
    expect(readImageInfo(png)).toBeNull();
  });

  it('refuses a zero-sized image', () => {
    expect(readImageInfo(makeGif(0, 10))).toBeNull();
    expect(readImageInfo(makeJpeg(10, 0))).toBeNull();
  });

  it('accepts a JPEG followed by another embedded JPEG (multi-picture files)', () => {
    expect(readImageInfo(Buffer.concat([makeJpeg(30, 20), makeJpeg(8, 8)]))).toMatchObject({ width: 30, height: 20 });
  });
});

describe('checkUploadedImage', () => {
  const check = (bytes: Buffer, type: string | undefined) => {
    try {
      return checkUploadedImage(bytes, type, 1000 * 1024, MESSAGES);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      return { code: error.code, fields: error.fields };
    }
  };

  it('accepts each type declared as itself, with parameters or in any case', () => {
    for (const [, make, type] of SAMPLES) expect(check(make(40, 40), type)).toMatchObject({ contentType: type });
    expect(check(makePng(), 'Image/PNG; charset=binary')).toMatchObject({ contentType: 'image/png' });
  });

  it.each([
    ['a PNG declared as JPEG', makePng(), 'image/jpeg', 'UNSUPPORTED_MEDIA_TYPE', 'mismatch'],
    ['a PNG declared as HTML', makePng(), 'text/html', 'UNSUPPORTED_MEDIA_TYPE', 'mismatch'],
    ['a PNG without a declared type', makePng(), undefined, 'UNSUPPORTED_MEDIA_TYPE', 'mismatch'],
    [
      'SVG declared as PNG',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      'image/png',
      'UNSUPPORTED_MEDIA_TYPE',
      'type',
    ],
    [
      'PNG magic and garbage',
      Buffer.concat([makePng().subarray(0, 8), Buffer.alloc(64, 0x41)]),
      'image/png',
      'VALIDATION_FAILED',
      'unreadable',
    ],
    ['a PNG with a page after it', Buffer.concat([makePng(), HTML]), 'image/png', 'VALIDATION_FAILED', 'unreadable'],
    ['a PNG wider than 4096 px', makePng(4097, 10), 'image/png', 'VALIDATION_FAILED', 'pixels'],
    ['a GIF taller than 4096 px', makeGif(10, 5000), 'image/gif', 'VALIDATION_FAILED', 'pixels'],
    ['a WebP of 16384 px', makeWebp(16384, 16384), 'image/webp', 'VALIDATION_FAILED', 'pixels'],
    ['too many bytes', Buffer.concat([makePng(), Buffer.alloc(1000 * 1024)]), 'image/png', 'PAYLOAD_TOO_LARGE', 'too large'],
  ])('refuses %s', (_name, bytes, type, code, message) => {
    expect(check(bytes, type)).toEqual({ code, fields: { avatar: [message] } });
  });

  it('takes exactly 4096 px', () => {
    expect(check(makePng(4096, 4096), 'image/png')).toMatchObject({ width: 4096, height: 4096 });
  });
});
