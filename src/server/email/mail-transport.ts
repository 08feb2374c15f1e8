// Delivery of a rendered mail: over SMTP (nodemailer, pooled) when SMTP_URL is
// set, otherwise as an .eml file in DATA_DIR/outbox so a self-hoster can read
// and click mails without a mail server.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { EMAIL_SENDS_IN_FLIGHT } from '../config.ts';

export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Stable per queue row, so a resend after a crash is recognisable downstream. */
  messageId: string;
  headers?: Record<string, string>;
}

export interface MailTransport {
  kind: 'smtp' | 'outbox';
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** `connections`: one per mail the worker has in flight (EMAIL_SENDS_IN_FLIGHT). */
export function createSmtpTransport(smtpUrl: string, connections = EMAIL_SENDS_IN_FLIGHT): MailTransport {
  // Pooled connections (the URL's own settings win): a new SMTP session per mail costs a handshake each time.
  const url = new URL(smtpUrl);
  if (!url.searchParams.has('pool')) url.searchParams.set('pool', 'true');
  if (!url.searchParams.has('maxConnections')) url.searchParams.set('maxConnections', String(connections));
  const transporter = nodemailer.createTransport(url.toString());
  return {
    kind: 'smtp',
    async send(mail) {
      await transporter.sendMail({ ...mail, messageId: mail.messageId });
    },
    close: () => transporter.close(),
  };
}

export function createOutboxTransport(outboxDir: string): MailTransport {
  mkdirSync(outboxDir, { recursive: true });
  // nodemailer builds the full MIME message into a buffer instead of sending it.
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'outbox',
    async send(mail) {
      const info = await builder.sendMail({ ...mail, messageId: mail.messageId });
      const id = mail.messageId.replace(/[<>]/g, '').split('@')[0] ?? 'mail';
      const file = path.join(outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${id}.eml`);
      writeFileSync(file, info.message as Buffer);
    },
    close: () => builder.close(),
  };
}

export function createMailTransport(options: { smtpUrl?: string; dataDir: string; connections?: number }): MailTransport {
  return options.smtpUrl
    ? createSmtpTransport(options.smtpUrl, options.connections)
    : createOutboxTransport(path.join(options.dataDir, 'outbox'));
}
