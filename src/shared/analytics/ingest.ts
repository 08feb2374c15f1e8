// Usage events the web app records in the browser (spec section 3: a page_view
// with page, search and hash; search with query; share with platform; onboarding
// with steps_completed; sign-in with method; join with debate_id and role;
// section 9: a slow page load above
// SLOW_PAGE_LOAD_MS) and sends in batches to one public endpoint. Each type has
// its own bounded properties, so nothing else can be stored through it; the
// server's own product events (contract.ts) cannot be sent from a browser —
// training_completed among them: the server scores the attempt and records it.
import { z } from 'zod';
import { defineOperation } from '../operation.ts';
import { SLOW_PAGE_LOAD_MS } from '../constants.ts';
import { text } from '../text.ts';
import { ANALYTICS_BATCH_MAX, ANALYTICS_INGEST_ROUTE } from './ingest-route.ts';

/** The longest page path kept (without its query string). */
export const ANALYTICS_PAGE_MAX = 300;
/** The longest search text kept (the page's query keys, or a search's text). */
export const ANALYTICS_SEARCH_MAX = 300;
export const ANALYTICS_QUERY_MAX = 200;
/** The longest page load we believe (10 minutes); anything longer is a measurement error. */
const LOAD_MS_MAX = 600_000;

const page = text()
  .max(ANALYTICS_PAGE_MAX)
  .regex(/^\/[^?#]*$/, 'A path starting with /, without ? or #');
const word = text().trim().min(1).max(40);
const count = z.number().int().min(0).max(1_000_000_000);

const event = <Type extends string, Shape extends z.ZodRawShape>(type: Type, properties: Shape) =>
  z.strictObject({ type: z.literal(type), properties: z.strictObject(properties) });

export const ClientAnalyticsEventSchema = z.discriminatedUnion('type', [
  event('page_view', {
    page,
    /** The query string as recorded (list parameters with values, other keys without): "" or "?sort=newest&token". */
    search: text()
      .max(ANALYTICS_SEARCH_MAX)
      .regex(/^(\?.*)?$/, 'Empty or starting with ?'),
    /** The fragment when it names a part of the page ("#email-preferences"), else "" or "#". */
    hash: text()
      .max(100)
      .regex(/^(#[\w-]*)?$/, 'Empty or a # anchor'),
  }),
  event('search', {
    query: text().trim().min(1).max(ANALYTICS_QUERY_MAX),
    /** How many results the search found (0: it found nothing). */
    results: count,
    /** What was searched: debates, events, clubs, topics… */
    category: word,
  }),
  event('share', { platform: word, target_type: word, target_id: text().max(100) }),
  event('onboarding_completed', { steps_completed: z.number().int().min(0).max(50) }),
  event('signed_in', { method: word }),
  event('debate_joined', { debate_id: z.uuid(), role: word }),
  event('slow_page_load', {
    page,
    /** The navigation's duration (Navigation Timing: responseStart… loadEventEnd from the start), in ms. */
    duration_ms: z.number().int().gt(SLOW_PAGE_LOAD_MS, `Only loads slower than ${SLOW_PAGE_LOAD_MS} ms`).max(LOAD_MS_MAX),
  }),
]);
export type ClientAnalyticsEvent = z.infer<typeof ClientAnalyticsEventSchema>;
export type ClientAnalyticsEventType = ClientAnalyticsEvent['type'];
/** The properties of one type of event, as track() takes them. */
export type ClientAnalyticsProperties<T extends ClientAnalyticsEventType> = Extract<
  ClientAnalyticsEvent,
  { type: T }
>['properties'];

export const CLIENT_ANALYTICS_EVENT_TYPES = ClientAnalyticsEventSchema.options.map(
  (option) => option.shape.type.value,
) as readonly ClientAnalyticsEventType[];

export const AnalyticsBatchSchema = z.strictObject({
  events: z
    .array(ClientAnalyticsEventSchema)
    .min(1, 'At least one event')
    .max(ANALYTICS_BATCH_MAX, `At most ${ANALYTICS_BATCH_MAX} events`),
});
export type AnalyticsBatch = z.infer<typeof AnalyticsBatchSchema>;

export const recordAnalyticsEvents = defineOperation({
  id: 'recordAnalyticsEvents',
  ...ANALYTICS_INGEST_ROUTE,
  tag: 'Analytics',
  summary: 'Record a batch of usage events from the web app',
  description:
    `Up to ${ANALYTICS_BATCH_MAX} events of the known types, stored with the signed-in user if any, in one insert. ` +
    'The body may be sent as application/json or as text/plain (what navigator.sendBeacon sends for a string). ' +
    'A request with DNT: 1 or Sec-GPC: 1 is answered the same and stores nothing. Rate limited per client.',
  guard: 'public',
  body: AnalyticsBatchSchema,
  acceptsBeaconBody: true,
  status: 204,
  errors: ['RATE_LIMITED'],
});
