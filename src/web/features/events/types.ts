// The event shapes the API sends (src/shared/events/contract.ts); instants are ISO strings.
import type { EventDetailView, EventSummaryView } from '#shared/events/contract.ts';

export type Event = EventSummaryView;
export type EventDetail = EventDetailView;
