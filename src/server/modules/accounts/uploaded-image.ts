// Uploaded pictures (profile pictures, club logos): which image an upload is,
// read from its bytes and not from what the client says, and whether its
// structure holds together — the header parses, the size is within bounds, and
// nothing follows the image's end (a PNG with an HTML page after it is refused,
// not stored). The declared Content-Type must name the same type. This reads
// headers and chunk structure only; pixels are never decoded on the server.
import { crc32 } from 'node:zlib';
import { AVATAR_CONTENT_TYPES, IMAGE_MAX_SIDE_PX } from '#shared/accounts/contract.ts';
import { AppError } from '#server/lib/errors.ts';

export type ImageContentType = (typeof AVATAR_CONTENT_TYPES)[number];

export interface ImageInfo {
  contentType: ImageContentType;
  width: number;
  height: number;
}

/** Which image an upload is, from its first bytes; the declared type is not trusted. */
export function detectImageType(bytes: Uint8Array): ImageContentType | null {
  const starts = (...values: number[]) => values.every((value, index) => bytes[index] === value);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (starts(0x47, 0x49, 0x46, 0x38)) return 'image/gif';
  if (starts(0x52, 0x49, 0x46, 0x46) && String.fromCharCode(...bytes.slice(8, 12)) === 'WEBP') return 'image/webp';
  return null;
}

/** The type and size of a well-formed PNG, JPEG, GIF or WebP, or null. */
export function readImageInfo(bytes: Uint8Array): ImageInfo | null {
  const contentType = detectImageType(bytes);
  if (!contentType) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  try {
    const size = READERS[contentType](bytes, view);
    return size && size.width > 0 && size.height > 0 ? { contentType, ...size } : null;
  } catch {
    // A read past the end (RangeError): the file is cut short.
    return null;
  }
}

type Size = { width: number; height: number } | null;
const ascii = (bytes: Uint8Array, start: number, length: number) => String.fromCharCode(...bytes.subarray(start, start + length));

const READERS: Record<ImageContentType, (bytes: Uint8Array, view: DataView) => Size> = {
  /** Signature, IHDR first, every chunk's CRC right, IDAT present, IEND last with nothing after it. */
  'image/png': (bytes, view) => {
    let offset = 8;
    let size: Size = null;
    let hasData = false;
    while (offset + 12 <= bytes.length) {
      const length = view.getUint32(offset);
      const type = ascii(bytes, offset + 4, 4);
      const end = offset + 12 + length;
      if (!/^[A-Za-z]{4}$/.test(type) || end > bytes.length) return null;
      if (crc32(bytes.subarray(offset + 4, offset + 8 + length)) !== view.getUint32(offset + 8 + length)) return null;
      if (offset === 8) {
        if (type !== 'IHDR' || length !== 13) return null;
        size = { width: view.getUint32(offset + 8), height: view.getUint32(offset + 12) };
      }
      if (type === 'IDAT') hasData = true;
      if (type === 'IEND') return end === bytes.length && hasData ? size : null;
      offset = end;
    }
    return null;
  },

  /** Segments up to the end marker, the size from the frame header; after the end only another embedded JPEG (MPF). */
  'image/jpeg': (bytes, view) => {
    let offset = 2;
    let size: Size = null;
    while (offset < bytes.length) {
      if (bytes[offset] !== 0xff) return null;
      while (bytes[offset] === 0xff) offset++;
      const marker = bytes[offset++] as number;
      if (marker === 0xd9) {
        const rest = bytes.subarray(offset);
        const embedded = rest.length === 0 || (rest[0] === 0xff && rest[1] === 0xd8 && rest[2] === 0xff);
        return embedded ? size : null;
      }
      if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) continue;
      const length = view.getUint16(offset);
      if (length < 2 || offset + length > bytes.length) return null;
      // Start of frame (C0–CF but for DHT, JPG and DAC): precision, height, width.
      if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
        size = { height: view.getUint16(offset + 3), width: view.getUint16(offset + 5) };
      }
      offset += length;
      if (marker === 0xda) {
        if (!size) return null;
        // Entropy-coded data runs to the next marker that is not a stuffed 0xFF00 or a restart.
        while (offset + 1 < bytes.length && !(bytes[offset] === 0xff && isSegmentMarker(bytes[offset + 1] as number))) offset++;
      }
    }
    return null;
  },

  /** Header and screen size, then extension and image blocks up to the trailer, which must be the last byte. */
  'image/gif': (bytes, view) => {
    const version = ascii(bytes, 0, 6);
    if (version !== 'GIF87a' && version !== 'GIF89a') return null;
    const size = { width: view.getUint16(6, true), height: view.getUint16(8, true) };
    const colourTable = (packed: number) => (packed & 0x80 ? 3 * 2 ** ((packed & 0x07) + 1) : 0);
    let offset = 13 + colourTable(bytes[10] as number);
    const skipSubBlocks = () => {
      for (let block = view.getUint8(offset); block !== 0; block = view.getUint8(offset)) offset += block + 1;
      offset++;
    };
    let images = 0;
    while (offset < bytes.length) {
      const introducer = view.getUint8(offset);
      if (introducer === 0x3b) return offset === bytes.length - 1 && images > 0 ? size : null;
      if (introducer === 0x21) {
        offset += 2;
        skipSubBlocks();
      } else if (introducer === 0x2c) {
        offset += 10 + colourTable(view.getUint8(offset + 9)) + 1; // descriptor, local colours, LZW code size
        skipSubBlocks();
        images++;
      } else return null;
    }
    return null;
  },

  /** RIFF size equal to the file's, chunks that fill it exactly, the size from the first (VP8, VP8L or VP8X) chunk. */
  'image/webp': (bytes, view) => {
    const riffEnd = 8 + view.getUint32(4, true);
    if (riffEnd !== bytes.length) return null;
    let offset = 12;
    let size: Size = null;
    while (offset < riffEnd) {
      const fourcc = ascii(bytes, offset, 4);
      const length = view.getUint32(offset + 4, true);
      const data = offset + 8;
      if (data + length > riffEnd) return null;
      if (offset === 12) {
        if (fourcc === 'VP8 ') {
          if (bytes[data + 3] !== 0x9d || bytes[data + 4] !== 0x01 || bytes[data + 5] !== 0x2a) return null;
          size = { width: view.getUint16(data + 6, true) & 0x3fff, height: view.getUint16(data + 8, true) & 0x3fff };
        } else if (fourcc === 'VP8L') {
          if (bytes[data] !== 0x2f) return null;
          const bits = view.getUint32(data + 1, true);
          size = { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
        } else if (fourcc === 'VP8X') {
          const uint24 = (at: number) => view.getUint16(at, true) + ((bytes[at + 2] as number) << 16);
          size = { width: uint24(data + 4) + 1, height: uint24(data + 7) + 1 };
        } else return null;
      }
      offset = data + length + (length % 2);
    }
    return offset === riffEnd ? size : null;
  },
};

function isSegmentMarker(byte: number): boolean {
  return byte !== 0x00 && byte !== 0xff && !(byte >= 0xd0 && byte <= 0xd7);
}

export interface UploadMessages {
  /** The field the errors name ('avatar', 'logo'). */
  field: string;
  tooLarge: string;
  type: string;
  typeMismatch: string;
  unreadable: string;
  tooManyPixels: string;
}

/**
 * Checks an upload against the picture rules and returns its type: at most
 * maxBytes; PNG, JPEG, WebP or GIF by its bytes (415); declared with the same
 * Content-Type (415); well-formed (400); at most IMAGE_MAX_SIDE_PX on a side (400).
 */
export function checkUploadedImage(
  bytes: Uint8Array,
  declaredType: string | undefined,
  maxBytes: number,
  messages: UploadMessages,
): ImageInfo {
  const fail = (code: 'PAYLOAD_TOO_LARGE' | 'UNSUPPORTED_MEDIA_TYPE' | 'VALIDATION_FAILED', message: string) =>
    new AppError(code, message, { fields: { [messages.field]: [message] } });
  if (bytes.byteLength > maxBytes) throw fail('PAYLOAD_TOO_LARGE', messages.tooLarge);
  const detected = detectImageType(bytes);
  if (!detected) throw fail('UNSUPPORTED_MEDIA_TYPE', messages.type);
  const declared = (declaredType ?? '').split(';')[0]?.trim().toLowerCase();
  if (declared !== detected) throw fail('UNSUPPORTED_MEDIA_TYPE', messages.typeMismatch);
  const info = readImageInfo(bytes);
  if (!info) throw fail('VALIDATION_FAILED', messages.unreadable);
  if (info.width > IMAGE_MAX_SIDE_PX || info.height > IMAGE_MAX_SIDE_PX) throw fail('VALIDATION_FAILED', messages.tooManyPixels);
  return info;
}

/** Headers for serving a stored picture: its stored type, never sniffed, never run as a page. */
export function storedImageHeaders(contentType: string, updatedAt: Date): Record<string, string> {
  return {
    'Content-Type': (AVATAR_CONTENT_TYPES as readonly string[]).includes(contentType) ? contentType : 'application/octet-stream',
    'X-Content-Type-Options': 'nosniff',
    'Content-Disposition': 'inline',
    'Content-Security-Policy': "default-src 'none'; sandbox",
    // The URL carries a version (?v=), so a changed picture has a new address.
    'Cache-Control': 'public, max-age=86400',
    'Last-Modified': updatedAt.toUTCString(),
  };
}
