// Product analytics stored on our own server (spec section 3's analytics event
// fields), for the admin area's charts. No third-party tracker sees them.
export const ANALYTICS_EVENT_TYPES = [
  'club_created',
  'club_joined',
  'club_join_requested',
  'club_left',
  'club_announcement_sent',
  'event_created',
  'event_rsvp',
  'event_rsvp_cancelled',
  'event_checked_in',
  'event_invitation_sent',
  'topic_suggested',
  'topic_approved',
  'topic_voted',
  'comment_posted',
  'comment_liked',
  'comment_reported',
  // Spec section 3: a completed training module, with module and score (a percentage), written by the server on completion.
  'training_completed',
  // Spec section 8: errors go to the error reports and to an analytics event (type: client or server, category: the error's name).
  'error_reported',
] as const;
export type AnalyticsEventType = (typeof ANALYTICS_EVENT_TYPES)[number];

/** The spec's field names, as stored in an event's properties. */
export interface AnalyticsProperties {
  debate_id?: string;
  role?: string;
  club_name?: string;
  club_id?: string;
  module?: string;
  score?: number;
  query?: string;
  comment_id?: string;
  target_type?: string;
  target_id?: string;
  platform?: string;
  category?: string;
  topic_id?: string;
  vote?: number;
  steps_completed?: number;
  method?: string;
  type?: string;
  event_id?: string;
  status?: string;
  /** The page a page_view or an error happened on (path only). */
  page?: string;
}
