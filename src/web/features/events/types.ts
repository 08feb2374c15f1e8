// The event shapes the API sends (src/shared/events.ts); instants are ISO strings.
import type { EventDetailView, EventSummaryView } from '#shared/events.ts';

export type Event = EventSummaryView;
export type EventDetail = EventDetailView;
