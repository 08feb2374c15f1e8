// WebSocket frames the realtime hub writes itself (ADR 0029): a message that
// goes to many sockets is framed once and the same bytes are written to each,
// where ws would frame it again for every socket. A server's frames are never
// masked (RFC 6455 section 5.1), and the hub's server negotiates no extension,
// so a frame is its header and its payload, nothing else.

/** A final, unmasked text frame (RFC 6455 section 5.2) holding `text` as UTF-8. */
export function textFrame(text: string): Buffer {
  const length = Buffer.byteLength(text);
  const headerLength = length < 126 ? 2 : length < 65_536 ? 4 : 10;
  const frame = Buffer.allocUnsafe(headerLength + length);
  // FIN and opcode 1 (text).
  frame[0] = 0x81;
  if (length < 126) {
    frame[1] = length;
  } else if (length < 65_536) {
    frame[1] = 126;
    frame.writeUInt16BE(length, 2);
  } else {
    frame[1] = 127;
    frame.writeBigUInt64BE(BigInt(length), 2);
  }
  frame.write(text, headerLength, 'utf8');
  return frame;
}

/** A final, unmasked ping frame without payload: ws on the other side answers it with a pong. */
export const PING_FRAME: Buffer = Buffer.from([0x89, 0x00]);
