// Writes one product analytics event (src/shared/analytics.ts) in the caller's
// transaction, so an event exists exactly when the action it records commits.
import type { AnalyticsEventType, AnalyticsProperties } from '#shared/analytics.ts';
import type { Database, Transaction } from '../db/client.ts';
import { analyticsEvents } from '../db/schema.ts';

export async function recordAnalyticsEvent(
  db: Database | Transaction,
  type: AnalyticsEventType,
  userId: string | null,
  properties: AnalyticsProperties = {},
): Promise<void> {
  await db.insert(analyticsEvents).values({ type, userId, properties: properties as Record<string, unknown> });
}
