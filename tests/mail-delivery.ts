// Mail tests: everything due in the queue delivered through the real worker to
// the loopback SMTP sink, and the mails that reached one address.
import pino from 'pino';
import { createEmailWorker } from '#server/email/email-worker.ts';
import { createSmtpTransport } from '#server/email/mail-transport.ts';
import type { ReceivedMail, SmtpSink } from './smtp-sink.ts';
import type { TestApp } from './test-app.ts';

/** Delivers every mail due through the real worker to `sink`; returns what arrived. */
export async function deliverQueuedMail(t: TestApp, sink: SmtpSink): Promise<ReceivedMail[]> {
  const before = sink.received.length;
  const worker = createEmailWorker({
    database: t.database,
    transport: createSmtpTransport(sink.url),
    context: { siteUrl: t.config.baseUrl, secret: t.config.authSecret },
    from: 'SDC <no-reply@localhost>',
    log: pino({ level: 'silent' }),
    intervalMs: 60_000,
  });
  while ((await worker.runOnce()) > 0);
  await worker.stop();
  return sink.received.slice(before);
}

/** The mails among `mails` addressed to `to`. */
export const mailsTo = (mails: ReceivedMail[], to: string) =>
  mails.filter((m) => [m.parsed.to].flat().some((a) => a?.text === to));
