// The admin dashboard (spec section 2, the admin area's index): the figures an
// operator checks daily and a trend of the last DASHBOARD_TREND_DAYS days per
// series. Days are UTC calendar days ("YYYY-MM-DD"), oldest first, today last
// (today's point holds the day so far). How each figure is counted, and why it
// stays cheap at scale, is in docs/admin.md ("Dashboard").
import { z } from 'zod';

/** Daily points per trend: today and the 29 days before it. */
export const DASHBOARD_TREND_DAYS = 30;

const count = z.number().int().nonnegative();

export const DashboardUsersSchema = z.object({
  /** Accounts not deleted. */
  total: count,
  /** Accounts created in the last 7 × 24 hours (sign-ups: deleted since or not, as in the trend). */
  new7Days: count,
  /** Accounts created in the last 30 × 24 hours. */
  new30Days: count,
  /** Accounts with a session used in the last 7 × 24 hours (sessions.updated_at, refreshed at most daily). */
  active7Days: count,
});

export const DashboardDebatesSchema = z.object({
  scheduled: count,
  live: count,
  finished: count,
  /** Finished debates with a counted judge (chair or panellist) and no confirmed result. */
  awaitingBallots: count,
});

export const DashboardCommunitySchema = z.object({
  clubs: count,
  /** Clubs created in the last 30 × 24 hours. */
  newClubs30Days: count,
  events: count,
  /** Events not cancelled and not over yet. */
  upcomingEvents: count,
});

export const DashboardEmailsSchema = z.object({
  /** Queued and waiting for the worker (due or later). */
  pending: count,
  /** Mails that gave up (status failed) with their last attempt in the last 24 hours. */
  failed24Hours: count,
});

export const DashboardAttentionSchema = z.object({
  /** Comment reports nobody has decided yet. */
  openReports: count,
  /** Client and server error reports received in the last 24 hours. */
  errorReports24Hours: count,
});

/** One UTC day of every trend. */
export const DashboardDaySchema = z.object({
  /** The UTC calendar day, YYYY-MM-DD. */
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  signUps: count,
  debatesCreated: count,
  /** Debates that finished, by the day they started (debates have no finishing time of their own). */
  debatesFinished: count,
  emailsSent: count,
  /** Mails that gave up, by the day of their last attempt. */
  emailsFailed: count,
  reportsOpened: count,
  errorReports: count,
});

export const AdminDashboardSchema = z.object({
  /** When the figures were read (the database's clock). */
  generatedAt: z.string(),
  users: DashboardUsersSchema,
  debates: DashboardDebatesSchema,
  community: DashboardCommunitySchema,
  emails: DashboardEmailsSchema,
  attention: DashboardAttentionSchema,
  /** DASHBOARD_TREND_DAYS points, oldest first. */
  trend: z.array(DashboardDaySchema).length(DASHBOARD_TREND_DAYS),
});

export type AdminDashboard = z.infer<typeof AdminDashboardSchema>;
export type DashboardDay = z.infer<typeof DashboardDaySchema>;
/** The trends' series, in the order the dashboard shows them. */
export type DashboardSeries = Exclude<keyof DashboardDay, 'date'>;
