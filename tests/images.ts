// Pictures made in the tests themselves, for the upload checks: a real PNG of
// one colour at any size, and GIF, JPEG and WebP files whose structure (headers,
// blocks, segments, chunks) is right — enough for the server, which reads
// structure and never decodes pixels.
import { crc32, deflateSync } from 'node:zlib';

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A PNG file of width × height RGB pixels from its rows of pixel data (each row led by its filter byte). */
export function pngFile(width: number, height: number, rows: Buffer[]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.concat(rows))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A PNG of width × height pixels of one colour. */
export function makePng(width = 4, height = width): Buffer {
  // Huge declared sizes keep one row of pixels: the server reads the header, never the pixels.
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(Math.min(width, 64) * 3, 0x60)]);
  return pngFile(
    width,
    height,
    Array.from({ length: Math.min(height, 4) }, () => row),
  );
}

/** A GIF89a of width × height with a two-colour table, one image and the trailer. */
export function makeGif(width = 4, height = width): Buffer {
  const screen = Buffer.alloc(7);
  screen.writeUInt16LE(width, 0);
  screen.writeUInt16LE(height, 2);
  screen[4] = 0x80; // global colour table of 2 entries
  const descriptor = Buffer.alloc(10);
  descriptor[0] = 0x2c;
  descriptor.writeUInt16LE(width, 5);
  descriptor.writeUInt16LE(height, 7);
  return Buffer.concat([
    Buffer.from('GIF89a', 'ascii'),
    screen,
    Buffer.from([0, 0, 0, 255, 255, 255]),
    Buffer.from([0x21, 0xf9, 0x04, 0x01, 0x00, 0x00, 0x00, 0x00]), // graphic control extension
    descriptor,
    Buffer.from([0x02, 0x02, 0x44, 0x01, 0x00]), // LZW code size, one data sub-block, terminator
    Buffer.from([0x3b]),
  ]);
}

function jpegSegment(marker: number, data: Buffer): Buffer {
  const head = Buffer.from([0xff, marker, 0, 0]);
  head.writeUInt16BE(data.length + 2, 2);
  return Buffer.concat([head, data]);
}

/** A baseline JPEG's segments for width × height: JFIF, frame header, scan with a little data, end. */
export function makeJpeg(width = 4, height = width): Buffer {
  const frame = Buffer.from([8, 0, 0, 0, 0, 1, 1, 0x11, 0]);
  frame.writeUInt16BE(height, 1);
  frame.writeUInt16BE(width, 3);
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    jpegSegment(0xe0, Buffer.from([0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0])),
    jpegSegment(0xdb, Buffer.concat([Buffer.from([0]), Buffer.alloc(64, 1)])),
    jpegSegment(0xc0, frame),
    jpegSegment(0xda, Buffer.from([1, 1, 0, 0, 0x3f, 0])),
    Buffer.from([0x12, 0xff, 0x00, 0x34, 0xff, 0xd0, 0x56]), // entropy-coded data with a stuffed byte and a restart
    Buffer.from([0xff, 0xd9]),
  ]);
}

/** A WebP of width × height in a lossless (VP8L), lossy (VP8) or extended (VP8X) container. */
export function makeWebp(width = 4, height = width, kind: 'VP8L' | 'VP8 ' | 'VP8X' = 'VP8L'): Buffer {
  const chunk = (fourcc: string, data: Buffer) => {
    const head = Buffer.alloc(8);
    head.write(fourcc, 0, 'ascii');
    head.writeUInt32LE(data.length, 4);
    return Buffer.concat([head, data, Buffer.alloc(data.length % 2)]);
  };
  let chunks: Buffer;
  if (kind === 'VP8L') {
    const data = Buffer.alloc(6);
    data[0] = 0x2f;
    data.writeUInt32LE(((width - 1) & 0x3fff) | (((height - 1) & 0x3fff) << 14), 1);
    chunks = chunk('VP8L', data);
  } else if (kind === 'VP8 ') {
    const data = Buffer.from([0x10, 0x02, 0x00, 0x9d, 0x01, 0x2a, 0, 0, 0, 0, 0x00]);
    data.writeUInt16LE(width, 6);
    data.writeUInt16LE(height, 8);
    chunks = chunk('VP8 ', data);
  } else {
    const data = Buffer.alloc(10);
    data.writeUIntLE(width - 1, 4, 3);
    data.writeUIntLE(height - 1, 7, 3);
    chunks = Buffer.concat([chunk('VP8X', data), chunk('VP8 ', Buffer.from([0x10, 0x02, 0x00, 0x9d, 0x01, 0x2a, 4, 0, 4, 0]))]);
  }
  const head = Buffer.alloc(12);
  head.write('RIFF', 0, 'ascii');
  head.writeUInt32LE(chunks.length + 4, 4);
  head.write('WEBP', 8, 'ascii');
  return Buffer.concat([head, chunks]);
}
