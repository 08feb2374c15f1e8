// Request bodies over the limit get 413 — and the client reads it. A client
// sends its whole body before it reads the answer; if the server answered at
// once and closed the connection, the rest of the body would meet a closed
// socket, the kernel would reset the connection and the client would see a
// reset instead of the 413. So the rest of the body is read and thrown away
// first, up to a bound, and the 413 leaves on a connection that stays usable.
// Past the bound (a much larger body, or a very slow one) the 413 goes out with
// Connection: close (docs/architecture.md "Bodies over the limit").
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './context.ts';
import { AppError } from './errors.ts';

export interface BodyLimitOptions {
  maxBytes: number;
  message: string;
  /** How much of a body over the limit is read and discarded before answering. */
  discardBytes?: number;
  /** How long reading and discarding it may take. */
  discardMs?: number;
}

/** Buffers bodies within maxBytes for the handler (none for GET and HEAD); answers 413 for larger ones. */
export function limitRequestBody({
  maxBytes,
  message,
  discardBytes = 16 * 1024 * 1024,
  discardMs = 10_000,
}: BodyLimitOptions): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    // GET and HEAD carry no body; asking for one would build a full Request for nothing.
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const body = c.req.raw.body;
    if (!body) return next();
    const chunked = c.req.raw.headers.has('transfer-encoding');
    const declared = chunked ? null : Number.parseInt(c.req.header('content-length') ?? '', 10);
    // A declared length within the limit is held to by the HTTP parser: the handler reads the stream itself.
    if (declared !== null && Number.isFinite(declared) && declared <= maxBytes) return next();

    const reader = body.getReader();
    const chunks: Uint8Array[] = [];
    let size = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        const readToEnd = await discardRest(reader, size, discardBytes, Date.now() + discardMs);
        throw new AppError('PAYLOAD_TOO_LARGE', message, readToEnd ? {} : { headers: { Connection: 'close' } });
      }
      chunks.push(value);
    }
    const buffered = new Uint8Array(size);
    let offset = 0;
    for (const chunk of chunks) {
      buffered.set(chunk, offset);
      offset += chunk.byteLength;
    }
    c.req.raw = new Request(c.req.raw, { body: buffered });
    return next();
  };
}

/** Reads the body to its end, or until `limit` bytes or the deadline; true when it ended. */
async function discardRest(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  alreadyRead: number,
  limit: number,
  deadline: number,
): Promise<boolean> {
  let size = alreadyRead;
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), Math.max(0, deadline - Date.now()));
  });
  try {
    while (size <= limit) {
      const result = await Promise.race([reader.read(), timedOut]);
      if (result === 'timeout') break;
      if (result.done) return true;
      size += result.value.byteLength;
    }
    // Not cancelled: that would tear the connection down before the 413 is written.
    reader.releaseLock();
    return false;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
