// Writes one product analytics event (src/shared/analytics/contract.ts) in the caller's
// transaction, so an event exists exactly when the action it records commits.
// Its strings are made storable first: jsonb refuses NUL and lone surrogates, and
// a failed event would fail the action it records.
import type { AnalyticsEventType, AnalyticsProperties } from '#shared/analytics/contract.ts';
import { toStorableText } from '#shared/text.ts';
import type { Database, Transaction } from '../db/client.ts';
import { analyticsEvents } from '../db/schema/index.ts';
import { analyticsRefusedNow } from './analytics-consent.ts';

export async function recordAnalyticsEvent(
  db: Database | Transaction,
  type: AnalyticsEventType,
  userId: string | null,
  properties: AnalyticsProperties = {},
): Promise<void> {
  // A visitor who refused statistics (Do Not Track, Global Privacy Control, the Settings switch) is not recorded.
  if (analyticsRefusedNow()) return;
  await db.insert(analyticsEvents).values({ type, userId, properties: storable(properties) as Record<string, unknown> });
}

function storable(value: unknown): unknown {
  if (typeof value === 'string') return toStorableText(value);
  if (Array.isArray(value)) return value.map(storable);
  if (value && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [toStorableText(key), storable(item)]));
  }
  return value;
}
