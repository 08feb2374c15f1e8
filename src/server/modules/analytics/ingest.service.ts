// Stores the web app's usage events (src/shared/analytics/ingest.ts): one batch,
// one multi-row insert, with the signed-in user if any. A browser that asks not
// to be tracked (DNT: 1, or Global Privacy Control's Sec-GPC: 1) is answered the
// same and nothing is stored; the web app does not send in that case either.
import { sql } from 'drizzle-orm';
import type { ClientAnalyticsEvent } from '#shared/analytics/ingest.ts';
import type { Database } from '#server/db/client.ts';
import { analyticsEvents } from '#server/db/schema/index.ts';

/** Whether the request asks not to be tracked: Do Not Track or Global Privacy Control. */
export function asksNotToBeTracked(headers: Headers): boolean {
  return headers.get('dnt')?.trim() === '1' || headers.get('sec-gpc')?.trim() === '1';
}

export async function storeClientEvents(
  db: Database,
  userId: string | null,
  events: readonly ClientAnalyticsEvent[],
): Promise<void> {
  // A user deleted meanwhile must not fail the batch on the foreign key.
  const user = userId ? sql`(select id from users where id = ${userId})` : null;
  await db
    .insert(analyticsEvents)
    .values(events.map((event) => ({ type: event.type, userId: user, properties: event.properties as Record<string, unknown> })));
}
