// Work handed off the request path: the verification and reset mails (auth.ts). Rendering and queueing a mail only for a
// registered address made the answer measurably slower for one, which told
// anyone whether an address has an account (ADR 0022). These tasks start once
// the answer has gone out (the connection's response finished), so known and
// unknown addresses answer in the same time. They are tracked, so a test can
// wait until they are done.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { ServerResponse } from 'node:http';
import type { MiddlewareHandler } from 'hono';

const pending = new Set<Promise<unknown>>();
/** Per request: resolves once its answer has been sent. */
const answered = new AsyncLocalStorage<Promise<void>>();

/** Tracks `task` without holding up the answer; a failure is logged by the task itself. */
export function runInBackground(task: Promise<unknown>): void {
  const tracked: Promise<unknown> = task.catch(() => undefined).finally(() => pending.delete(tracked));
  pending.add(tracked);
}

/** Resolves once every task started so far, and any they started, has finished. */
export async function settleBackgroundTasks(): Promise<void> {
  while (pending.size > 0) await Promise.all([...pending]);
}

/** Resolves after the current request's answer has been sent (outside a request: on the next turn). */
export async function afterThisRequest(): Promise<void> {
  await answered.getStore();
  await new Promise((resolve) => setImmediate(resolve));
}

/**
 * Marks when a request's answer is out: on Node's server, when the response
 * finishes (or the connection closes); with app.request() (tests), when the
 * handlers are done.
 */
export const deferBackgroundTasksUntilAnswered: MiddlewareHandler = async (c, next) => {
  // Only forms send account mails; reads (get-session, the busiest call) pass straight through.
  if (c.req.method !== 'POST') return next();
  let markAnswered: () => void = () => undefined;
  const whenAnswered = new Promise<void>((resolve) => {
    markAnswered = resolve;
  });
  try {
    await answered.run(whenAnswered, next);
  } finally {
    const outgoing = (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing;
    if (outgoing && !outgoing.writableFinished && !outgoing.destroyed) {
      outgoing.once('finish', markAnswered);
      outgoing.once('close', markAnswered);
    } else {
      markAnswered();
    }
  }
};
