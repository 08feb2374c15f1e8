// The worker that drains the e-mail queue inside the server process. It runs
// every 30 s (spec section 9), at once when a mail is enqueued (NOTIFY) and when
// its LISTEN connection comes back, and keeps claiming batches of 5 while due
// mail remains. Due schedules are turned into mails on each run.
//
// Delivery is at-least-once: the mails of a batch are sent one at a time, each
// marked sent as soon as the SMTP server accepted it, so a worker that dies
// leaves at most the one mail in flight to be sent again: its row stays in
// `sending`, and after the lease (EMAIL_LEASE_MS) another worker sends it with
// the same Message-ID (<row id@host>), recognisable downstream. A worker that
// is stopped finishes the mail in flight and gives its other claims back at
// once. See docs/email.md.
import type { Logger } from 'pino';
import { EMAIL_ITEMS_PER_RUN, EMAIL_PROCESSOR_INTERVAL_MS } from '#shared/constants.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { cachedSiteSettings, mailFromWithName } from '../lib/site-settings.ts';
import { findOptedOut } from './email-preferences-check.ts';
import {
  type ClaimedEmail,
  claimDueEmails,
  EMAIL_QUEUE_CHANNEL,
  type EmailContext,
  markEmailFailed,
  markEmailSent,
  markEmailsSuppressed,
  releaseEmailClaims,
  releaseExpiredClaims,
  renderClaimedEmail,
} from './email-queue.ts';
import { enqueueDueSchedules } from './email-schedules.ts';
import type { MailTransport } from './mail-transport.ts';
import { oneClickUnsubscribeUrl } from './unsubscribe-links.ts';

/** How long a claimed mail may stay in `sending` before another worker may take it over. */
export const EMAIL_LEASE_MS = 5 * 60 * 1000;

export interface EmailWorkerOptions {
  database: DatabaseHandle;
  transport: MailTransport;
  context: EmailContext;
  from: string;
  log: Logger;
  batchSize?: number;
  intervalMs?: number;
  leaseMs?: number;
}

export interface EmailWorker {
  /** Runs one pass now (schedules, then batches until nothing is due); resolves with the number of mails handled. */
  runOnce(): Promise<number>;
  wake(): void;
  /** Finishes the mail in flight, gives the rest of its claims back to the queue and stops listening. */
  stop(): Promise<void>;
}

export function createEmailWorker(options: EmailWorkerOptions): EmailWorker & { start(): Promise<void> } {
  const {
    database,
    transport,
    context,
    from,
    log,
    batchSize = EMAIL_ITEMS_PER_RUN,
    intervalMs = EMAIL_PROCESSOR_INTERVAL_MS,
    leaseMs = EMAIL_LEASE_MS,
  } = options;
  const db = database.db;
  const host = new URL(context.siteUrl).hostname;
  let stopped = false;
  let wakeUp: (() => void) | null = null;
  let pendingWake = false;
  let loopDone: Promise<void> = Promise.resolve();
  let unlisten: (() => Promise<void>) | null = null;

  async function deliver(claimed: ClaimedEmail): Promise<void> {
    const mail = await renderClaimedEmail(db, context, claimed);
    const headers: Record<string, string> = {};
    if (mail.category) {
      // RFC 8058 one-click unsubscribe for every non-transactional mail.
      headers['List-Unsubscribe'] = `<${oneClickUnsubscribeUrl(context, mail.toEmail, mail.category)}>`;
      headers['List-Unsubscribe-Post'] = 'List-Unsubscribe=One-Click';
    }
    // The address stays MAIL_FROM's; the name is the admins' sender name when set (admin settings).
    const { emailSenderName } = await cachedSiteSettings(db);
    await transport.send({
      from: mailFromWithName(from, emailSenderName),
      to: mail.toEmail,
      subject: mail.subject,
      html: mail.body,
      text: mail.textBody,
      messageId: `<${mail.id}@${host}>`,
      headers,
    });
  }

  async function processBatch(): Promise<number> {
    const claimed = await claimDueEmails(db, batchSize);
    if (claimed.length === 0) return 0;
    const optedOut = await findOptedOut(db, claimed);
    await markEmailsSuppressed(db, [...optedOut]);
    const toSend = claimed.filter((m) => !optedOut.has(m));
    // One at a time, each marked sent right after its acceptance: a crash between
    // the two can only repeat the one mail in flight.
    for (const [i, mail] of toSend.entries()) {
      if (stopped) {
        const released = await releaseEmailClaims(db, toSend.slice(i));
        log.info({ released }, 'e-mail claims released on stop');
        break;
      }
      try {
        await deliver(mail);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        const status = await markEmailFailed(db, mail, message);
        log.warn({ emailId: mail.id, status, err: message }, 'e-mail delivery failed');
        continue;
      }
      await markEmailSent(db, mail);
    }
    return claimed.length;
  }

  async function runOnce(): Promise<number> {
    await releaseExpiredClaims(db, leaseMs);
    await enqueueDueSchedules(db);
    let handled = 0;
    for (;;) {
      const n = await processBatch();
      handled += n;
      if (n === 0 || stopped) return handled;
    }
  }

  function waitForWake(): Promise<void> {
    if (pendingWake) {
      pendingWake = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const timer = setTimeout(done, intervalMs);
      function done() {
        clearTimeout(timer);
        wakeUp = null;
        resolve();
      }
      wakeUp = done;
    });
  }

  function wake() {
    if (wakeUp) wakeUp();
    else pendingWake = true;
  }

  async function loop() {
    while (!stopped) {
      try {
        await runOnce();
      } catch (err) {
        if (!stopped) log.error({ err }, 'e-mail worker pass failed');
      }
      if (!stopped) await waitForWake();
    }
  }

  return {
    async start() {
      // NOTIFYs sent while the LISTEN connection was down are lost: a pass catches up.
      unlisten = await database.listen(EMAIL_QUEUE_CHANNEL, wake, { onReconnect: wake });
      loopDone = loop();
    },
    runOnce,
    wake,
    async stop() {
      stopped = true;
      wake();
      await loopDone;
      await unlisten?.();
    },
  };
}
