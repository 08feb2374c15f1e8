// The event shapes the API sends, under the names the events feature uses; each
// is defined once, as a schema, in src/shared/events/contract.ts.
import type { EventDetailView, EventSummaryView } from '#shared/events/contract.ts';

export type Event = EventSummaryView;
export type EventDetail = EventDetailView;
