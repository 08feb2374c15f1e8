// Business constants and limits from spec section 9, one named constant per value.
// Durations are in milliseconds unless the name says otherwise.

// Client rate limits (per browser)
export const AUTH_ATTEMPTS_PER_15_MIN = 5;
export const AUTH_ATTEMPT_WINDOW_MS = 15 * 60 * 1000;
export const FORM_SUBMISSIONS_PER_MINUTE = 10;
export const FORM_SUBMISSION_WINDOW_MS = 60 * 1000;

// Redirects and sessions
export const TEST_SESSION_EXPIRY_MS = 60 * 60 * 1000;
export const REDIRECT_AFTER_REGISTRATION_MS = 2000;
export const REDIRECT_AFTER_TEST_SESSION_MS = 300;
export const REDIRECT_TO_SIGN_IN_MS = 500;

// Backend and realtime
export const REQUEST_TIMEOUT_MS = 30_000;
export const REALTIME_EVENTS_PER_SECOND = 10;
export const REALTIME_HEARTBEAT_MS = 25_000;
export const REALTIME_CHANNEL_ERROR_UNSUBSCRIBE_MS = 5000;
export const REALTIME_MAX_CHANNELS = 15;
export const REALTIME_CHANNELS_KEPT_ON_CLEANUP = 10;
export const REALTIME_CLEANUP_CHECK_MS = 60_000;
export const REALTIME_MAX_CHANNELS_HIDDEN_MOBILE = 5;
export const MOBILE_MAX_WIDTH_PX = 768;

// Tokens
export const TOKEN_REFRESH_TICK_MS = 30_000;
export const TOKEN_REFRESH_THRESHOLD_TICKS = 3;
export const SESSION_EXPIRY_MARGIN_MS = 90_000;
export const TOKEN_REFRESH_BACKOFF_START_MS = 200;
export const JWKS_CACHE_MS = 10 * 60 * 1000;

// Analytics
export const SLOW_PAGE_LOAD_MS = 3000;

// Offline sync
export const OFFLINE_SYNC_INTERVAL_MS = 5 * 60 * 1000;
export const BACKGROUND_SYNC_CHECK_MS = 30_000;
export const PERIODIC_BACKGROUND_SYNC_MIN_MS = 24 * 60 * 60 * 1000;
export const OFFLINE_TABLE_STALE_MS = 5 * 60 * 1000;
export const OFFLINE_SYNC_DELAY_MS = 2000;
export const OFFLINE_SYNC_TOP_SECTIONS = 3;
export const UPCOMING_DEBATES_CACHED = 5;

// E-mail queue
export const EMAIL_PROCESSOR_INTERVAL_MS = 30_000;
export const EMAIL_ITEMS_PER_RUN = 5;
export const EMAIL_BATCH_SIZE = 50;
export const EMAIL_MAX_ATTEMPTS = 3;
export const EMAIL_RETRY_DELAY_PER_ATTEMPT_MS = 1000;
export const DEBATE_REMINDER_24H_BEFORE_MS = 24 * 60 * 60 * 1000;
export const DEBATE_REMINDER_1H_BEFORE_MS = 60 * 60 * 1000;

// E-mail priorities (higher is sent first)
export const EMAIL_PRIORITY = {
  default: 5,
  welcome: 10,
  judgeAssignment: 9,
  reminder1h: 9,
  reminder24h: 8,
  debateReminder: 8,
  eventInvitation: 7,
  scoreNotification: 6,
  batch: 3,
  announcementUrgent: 10,
  announcementHigh: 8,
  announcementNormal: 5,
} as const;

// Query cache
export const QUERY_STALE_MS = 5 * 60 * 1000;
export const QUERY_GC_MS = 10 * 60 * 1000;
export const QUERY_MAX_RETRIES = 3;
export const QUERY_RETRY_BASE_MS = 1000;
export const QUERY_RETRY_MAX_MS = 30_000;
export const MUTATION_RETRIES = 1;
export const MUTATION_RETRY_DELAY_MS = 1000;

// Shell
export const RECONNECT_BANNER_MS = 3000;
export const INSTALL_BANNER_DELAY_MS = 5000;
export const INSTALL_BANNER_DELAY_IOS_MS = 10_000;
export const INSTALL_DISMISSAL_MS = 7 * 24 * 60 * 60 * 1000;
export const PREFETCH_DELAY_MS = 2000;
export const PREFETCH_IDLE_TIMEOUT_MS = 2000;
export const HINT_TOAST_DURATION_MS = 5000;
export const HEADER_SCROLL_THRESHOLD_PX = 10;
export const BACK_TO_TOP_THRESHOLD_PX = 300;
export const MOBILE_BOTTOM_BAR_ITEMS = 5;
export const LOCAL_STORAGE_PREFIX = 'sdc_';
export const TOOLTIP_OPEN_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;
export const SCROLL_AREA_HIDE_DELAY_MS = 600;
export const ERROR_REPORT_BREADCRUMBS = 100;

// List queries (spec section 5)
export const LIST_PAGE_MIN = 1;
export const LIST_LIMIT_MIN = 1;
export const LIST_LIMIT_MAX = 100;
export const LIST_LIMIT_DEFAULT = 20;
export const SEARCH_TEXT_MAX = 100;
/**
 * Ours, not the spec's: a list's total is counted up to this many (or to the page
 * being read, when that is further) and shown as "1,000+" beyond (ADR 0020).
 */
export const LIST_TOTAL_CAP = 1000;
/**
 * Ours: a search's total is counted up to this many ("100+ debates"). Someone searching
 * narrows the words rather than paging through hundreds, and each match counted is a
 * row read and its text tested again, while a list's count reads only its index
 * (ADR 0048). Next stays open past it, and the count follows the page read.
 */
export const SEARCH_TOTAL_CAP = 100;

// Request bodies: anything larger is refused before parsing.
export const MAX_REQUEST_BODY_BYTES = 1024 * 1024;

// Abuse resistance of the account and newsletter forms (ours, not the spec's; ADR 0022).
/** Failed sign-ins for one address, from any clients, after which signing in also needs a solved challenge. */
export const SIGN_IN_FAILURES_BEFORE_CHALLENGE = 5;
/** Reset and confirmation mails to one address; beyond this the request answers alike and sends nothing. */
export const ACCOUNT_MAILS_PER_HOUR = 3;
export const ACCOUNT_MAIL_WINDOW_MS = 60 * 60 * 1000;
/** How long a proof-of-work challenge may be solved and submitted. */
export const PROOF_OF_WORK_TTL_MS = 10 * 60 * 1000;
/** PBKDF2-SHA-256 iterations per attempt, and the range of attempts a solution takes (well under 1 s in a browser). */
export const PROOF_OF_WORK_COST = 500;
export const PROOF_OF_WORK_COUNTER_MIN = 250;
export const PROOF_OF_WORK_COUNTER_MAX = 1000;

// Ours, not the spec's: open realtime sockets per client address (IPv4 address,
// IPv6 /64; behind TRUST_PROXY, X-Forwarded-For's). A page holds one; the rest is
// room for tabs. Upgrades over it get 429 (docs/realtime.md).
export const REALTIME_CONNECTIONS_PER_CLIENT = 20;
