// What the device keeps offline, by name (no database code: the app shell reads it).

/** The three sections whose lists the device keeps (spec section 7). */
export const OFFLINE_SECTIONS = ['debates', 'events', 'clubs'] as const;
export type OfflineSection = (typeof OFFLINE_SECTIONS)[number];
/** What a sync-status record is about: a section's list, or the member's upcoming debates. */
export type OfflineTable = OfflineSection | 'upcoming';
