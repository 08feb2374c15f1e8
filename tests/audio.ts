// Recordings made in the tests themselves, for the upload checks: WebM, Ogg
// and MP4 files whose opening structure is what MediaRecorder writes (an EBML
// header with DocType "webm" and a Segment; an Ogg page opening an Opus stream;
// `ftyp` and `moov` boxes), followed by `payload` bytes — enough for the
// server, which reads the container's structure and never decodes the audio.

/** An EBML element: its id's bytes, its size as a one-byte-longer vint, its data. */
function ebml(id: number[], data: Buffer): Buffer {
  const size = Buffer.alloc(8);
  size.writeBigUInt64BE(BigInt(data.length) | (1n << 56n)); // an 8-byte vint
  return Buffer.concat([Buffer.from(id), size, data]);
}

/** A WebM file: its EBML header, then a Segment of unknown size holding `payload`, as a live recording has. */
export function webmFile(payload: Buffer = Buffer.alloc(2048, 7)): Buffer {
  const header = ebml(
    [0x1a, 0x45, 0xdf, 0xa3],
    Buffer.concat([ebml([0x42, 0x86], Buffer.from([1])), ebml([0x42, 0x82], Buffer.from('webm'))]),
  );
  const segment = Buffer.from([0x18, 0x53, 0x80, 0x67, 0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]);
  return Buffer.concat([header, segment, payload]);
}

/** An Ogg file whose first page opens an Opus stream, then `payload`. */
export function oggOpusFile(payload: Buffer = Buffer.alloc(2048, 7)): Buffer {
  const opusHead = Buffer.concat([Buffer.from('OpusHead'), Buffer.from([1, 1, 0x38, 0x01, 0x80, 0xbb, 0, 0, 0, 0, 0])]);
  const page = Buffer.alloc(27);
  page.write('OggS', 0, 'ascii');
  page[4] = 0; // version
  page[5] = 0x02; // beginning of stream
  page[26] = 1; // one segment
  return Buffer.concat([page, Buffer.from([opusHead.length]), opusHead, payload]);
}

function box(type: string, data: Buffer): Buffer {
  const size = Buffer.alloc(4);
  size.writeUInt32BE(8 + data.length);
  return Buffer.concat([size, Buffer.from(type, 'ascii'), data]);
}

/** An MP4 file: `ftyp`, `moov`, then `payload` in an `mdat` box. */
export function mp4File(payload: Buffer = Buffer.alloc(2048, 7)): Buffer {
  return Buffer.concat([
    box('ftyp', Buffer.from('isom\0\0\x02\0isomiso6', 'binary')),
    box('moov', box('mvhd', Buffer.alloc(100))),
    box('mdat', payload),
  ]);
}
