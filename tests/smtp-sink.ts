// A real SMTP server on loopback that keeps what it receives, for mail tests.
import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  raw: string;
  parsed: ParsedMail;
  messageId: string;
}

export interface SmtpSink {
  url: string;
  received: ReceivedMail[];
  /** Resolves once `count` mails have arrived (or rejects after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

export interface SmtpSinkOptions {
  /** Parse each mail with mailparser (default); without it only the raw text and Message-ID are kept. */
  parse?: boolean;
  /**
   * Runs when a mail has arrived (recorded, by its arrival index) and before the
   * sink accepts it: the window in which a sending worker can die or stop.
   */
  beforeAccept?: (index: number) => Promise<void>;
}

export async function startSmtpSink(options: SmtpSinkOptions = {}): Promise<SmtpSink> {
  const parse = options.parse ?? true;
  const received: ReceivedMail[] = [];
  const waiters: { count: number; resolve: () => void }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    // No DNS on the loopback: a reverse lookup per connection only adds latency.
    disableReverseLookup: true,
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', async () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const parsed = parse ? await simpleParser(raw) : ({} as ParsedMail);
        const messageId = parse ? (parsed.messageId ?? '') : (/^Message-ID:\s*(\S+)/im.exec(raw)?.[1] ?? '');
        const index = received.push({ raw, parsed, messageId }) - 1;
        await options.beforeAccept?.(index);
        for (const waiter of waiters.filter((w) => received.length >= w.count)) waiter.resolve();
        callback();
      });
    },
  });
  // A client that dies mid-session (the crash test kills workers) resets its
  // connection; that is expected here, not a failure of the sink.
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    waitFor(count, timeoutMs = 10_000) {
      if (received.length >= count) return Promise.resolve(received);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`only ${received.length} of ${count} mails arrived`)), timeoutMs);
        waiters.push({
          count,
          resolve: () => {
            clearTimeout(timer);
            resolve(received);
          },
        });
      });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
