// How long a session lives (ADR 0017). A session not used for SESSION_IDLE_SECONDS
// ends; one in use is extended at most once per SESSION_REFRESH_SECONDS, and never
// beyond SESSION_ABSOLUTE_SECONDS after sign-in. Deleting the account needs a
// sign-in no older than DELETE_ACCOUNT_FRESH_SECONDS when there is no password
// to ask; Better Auth's other "fresh session" checks (listing sessions,
// unlinking a sign-in method) accept a sign-in of the last SESSION_FRESH_AGE_SECONDS.
export const SESSION_IDLE_SECONDS = 7 * 24 * 60 * 60;
export const SESSION_REFRESH_SECONDS = 24 * 60 * 60;
export const SESSION_ABSOLUTE_SECONDS = 30 * 24 * 60 * 60;
export const SESSION_FRESH_AGE_SECONDS = 24 * 60 * 60;
export const DELETE_ACCOUNT_FRESH_SECONDS = 10 * 60;
