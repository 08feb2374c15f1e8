// The worker that drains the e-mail queue inside the server process. It runs
// every 30 s (spec section 9), at once when a mail is enqueued (NOTIFY) and when
// its LISTEN connection comes back, and keeps claiming batches of 5 while due
// mail remains. Due schedules are turned into mails on each run.
//
// Delivery is at-least-once: several mails are at the SMTP server at a time
// (EMAIL_SENDS_IN_FLIGHT, each over its own pooled connection), each marked sent
// as soon as the server accepted it, and each slot takes its next mail only once
// its last is marked. So a worker that dies leaves at most the mails in flight to be
// sent again: their rows stay in `sending`, and after the lease (EMAIL_LEASE_MS)
// another worker sends them with the same Message-ID (<row id@host>),
// recognisable downstream. A worker that is stopped finishes the mails in flight
// and gives its other claims back at once. See docs/email.md and ADR 0043.
import type { Logger } from 'pino';
import { EMAIL_ITEMS_PER_RUN, EMAIL_PROCESSOR_INTERVAL_MS } from '#shared/constants.ts';
import { EMAIL_SENDS_IN_FLIGHT } from '../config.ts';
import type { Database, DatabaseHandle } from '../db/client.ts';
import { cachedSiteSettings, mailFromWithName } from '../lib/site-settings.ts';
import { findOptedOut } from './email-preferences-check.ts';
import {
  type ClaimedEmail,
  claimDueEmails,
  EMAIL_QUEUE_CHANNEL,
  type EmailContext,
  markEmailFailed,
  markEmailsSent,
  markEmailsSuppressed,
  releaseEmailClaims,
  releaseExpiredClaims,
  renderClaimedEmails,
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
  sendsInFlight?: number;
}

export interface EmailWorker {
  /** Runs one pass now (schedules, then batches until nothing is due); resolves with the number of mails handled. */
  runOnce(): Promise<number>;
  wake(): void;
  /** Finishes the mails in flight, gives the rest of its claims back to the queue and stops listening. */
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
    sendsInFlight = EMAIL_SENDS_IN_FLIGHT,
  } = options;
  const db = database.db;
  const host = new URL(context.siteUrl).hostname;
  let stopped = false;
  let wakeUp: (() => void) | null = null;
  let pendingWake = false;
  let loopDone: Promise<void> = Promise.resolve();
  let unlisten: (() => Promise<void>) | null = null;

  const markSent = createSentMarker(db);

  async function deliver(mail: ClaimedEmail): Promise<void> {
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

  async function fail(mail: ClaimedEmail, error: unknown): Promise<void> {
    const message = error instanceof Error ? error.message : String(error);
    const status = await markEmailFailed(db, mail, message);
    log.warn({ emailId: mail.id, status, err: message }, 'e-mail delivery failed');
  }

  async function runOnce(): Promise<number> {
    await releaseExpiredClaims(db, leaseMs);
    await enqueueDueSchedules(db);
    let handled = 0;
    let isDrained = false;
    // A statement that failed (claim or mark): the pass ends once the mails in flight are done.
    const errors: unknown[] = [];
    const ready: ClaimedEmail[] = [];
    let claiming: Promise<void> | null = null;

    async function claimBatch() {
      const claimed = await claimDueEmails(db, batchSize);
      handled += claimed.length;
      if (claimed.length === 0) {
        isDrained = true;
        return;
      }
      const optedOut = await findOptedOut(db, claimed);
      await markEmailsSuppressed(db, [...optedOut]);
      const { rendered, failures } = await renderClaimedEmails(
        db,
        context,
        claimed.filter((m) => !optedOut.has(m)),
      );
      for (const { mail, error } of failures) await fail(mail, error);
      ready.push(...rendered);
    }

    /** One claim at a time. */
    function claimNext(): Promise<void> {
      claiming ??= claimBatch()
        .catch((error: unknown) => {
          errors.push(error);
        })
        .finally(() => {
          claiming = null;
        });
      return claiming;
    }

    async function nextMail(): Promise<ClaimedEmail | undefined> {
      for (;;) {
        if (stopped || errors.length > 0) return undefined;
        const mail = ready.shift();
        if (mail) {
          // The next batch is claimed while this one is at the SMTP server, so no send waits for it.
          if (ready.length === 0 && !isDrained) void claimNext();
          return mail;
        }
        if (isDrained) return undefined;
        await claimNext();
      }
    }

    // Each sender holds one mail from its send until its sent mark: the mails in
    // flight are all a crash can repeat.
    async function sender() {
      try {
        for (let mail = await nextMail(); mail; mail = await nextMail()) {
          try {
            await deliver(mail);
          } catch (error) {
            await fail(mail, error);
            continue;
          }
          await markSent(mail);
        }
      } catch (error) {
        errors.push(error);
      }
    }

    await Promise.all(Array.from({ length: sendsInFlight }, sender));
    await claiming;
    if (ready.length > 0) {
      // Stopping, or a failed statement: the claims not sent go back to the queue at once.
      const released = await releaseEmailClaims(db, ready.splice(0)).catch(() => 0);
      if (stopped) log.info({ released }, 'e-mail claims released on stop');
    }
    if (errors.length > 0) throw errors[0];
    return handled;
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

/**
 * Marks accepted mails sent as they come: one statement at a time, and the
 * mails accepted while it runs go together in the next. Each caller resolves
 * once its own mail is marked.
 */
function createSentMarker(db: Database) {
  let waiting: { mail: ClaimedEmail; resolve: () => void; reject: (error: unknown) => void }[] = [];
  let isMarking = false;
  async function markWaiting() {
    isMarking = true;
    while (waiting.length > 0) {
      const group = waiting;
      waiting = [];
      try {
        await markEmailsSent(
          db,
          group.map((w) => w.mail),
        );
        for (const w of group) w.resolve();
      } catch (error) {
        for (const w of group) w.reject(error);
      }
    }
    isMarking = false;
  }
  return (mail: ClaimedEmail) =>
    new Promise<void>((resolve, reject) => {
      waiting.push({ mail, resolve, reject });
      if (!isMarking) void markWaiting();
    });
}
