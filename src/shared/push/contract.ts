// Web Push notifications (docs/push.md): the kinds a member may opt in to, each
// bound to the e-mail preference with the same meaning (a member who turned
// that e-mail off gets no push of the kind either), the subscription a browser
// sends, and the message the service worker shows.
import { z } from 'zod';
import type { EmailPreferenceKey } from '../email/contract.ts';

export const PUSH_KINDS = ['debateStartsSoon', 'judgeAssigned', 'resultsOut', 'eventChanged', 'drawReleased'] as const;
export type PushKind = (typeof PUSH_KINDS)[number];

export const PUSH_KIND_LABELS: Record<PushKind, string> = {
  debateStartsSoon: 'A debate of yours starts in 1 hour',
  judgeAssigned: 'You were assigned as a judge',
  resultsOut: 'Results of your debate are out',
  eventChanged: 'An event you are going to changed',
  drawReleased: 'A tournament draw puts you in a room',
};

/** The e-mail switch whose meaning each kind shares: when that switch is off, no push of the kind is sent. */
export const PUSH_KIND_EMAIL_PREFERENCE = {
  debateStartsSoon: 'debateReminders',
  judgeAssigned: 'judgeAssignments',
  resultsOut: 'scoreNotifications',
  eventChanged: 'eventUpdates',
  // A tournament is an event: its draws are event updates, by e-mail too.
  drawReleased: 'eventUpdates',
} as const satisfies Record<PushKind, EmailPreferenceKey>;

/** How long a push service keeps a message for an offline device, and how urgently it delivers it (RFC 8030). */
export const PUSH_KIND_DELIVERY: Record<PushKind, { ttlSeconds: number; urgency: 'very-low' | 'low' | 'normal' | 'high' }> = {
  // Useless once the debate has started.
  debateStartsSoon: { ttlSeconds: 60 * 60, urgency: 'high' },
  judgeAssigned: { ttlSeconds: 24 * 60 * 60, urgency: 'normal' },
  resultsOut: { ttlSeconds: 3 * 24 * 60 * 60, urgency: 'normal' },
  eventChanged: { ttlSeconds: 24 * 60 * 60, urgency: 'normal' },
  // The round starts soon after its draw.
  drawReleased: { ttlSeconds: 6 * 60 * 60, urgency: 'high' },
};

export const PushPreferencesSchema = z.strictObject(
  Object.fromEntries(PUSH_KINDS.map((k) => [k, z.boolean()])) as Record<PushKind, z.ZodBoolean>,
);
export type PushPreferences = z.infer<typeof PushPreferencesSchema>;

export const UpdatePushPreferencesInputSchema = PushPreferencesSchema.partial();

/** What the settings page shows: the kinds, and how many of the member's browsers are subscribed. */
export const MyPushSettingsSchema = z.object({
  preferences: PushPreferencesSchema,
  subscriptions: z.number().int().min(0),
});
export type MyPushSettings = z.infer<typeof MyPushSettingsSchema>;

export const PushPublicKeySchema = z.object({
  /** The application server key for pushManager.subscribe: an uncompressed P-256 public key, base64url. */
  publicKey: z.string(),
});

/** Bytes of a base64url string (with or without its padding). */
function base64UrlBytes(value: string): number {
  return Math.floor((value.replace(/=+$/, '').length * 3) / 4);
}

const base64Url = z.string().regex(/^[A-Za-z0-9_-]+={0,2}$/, 'Must be base64url');

export const PUSH_ENDPOINT_MAX_LENGTH = 2000;

export const PushSubscriptionKeysSchema = z.strictObject({
  p256dh: base64Url.refine((v) => base64UrlBytes(v) === 65 && v.startsWith('B'), {
    error: 'Must be an uncompressed P-256 public key (65 bytes)',
  }),
  auth: base64Url.refine((v) => base64UrlBytes(v) === 16, { error: 'Must be a 16-byte authentication secret' }),
});

/**
 * A browser's subscription as PushSubscription.toJSON() gives it. The endpoint is
 * an https URL; the server also accepts a loopback http one outside production
 * (docs/push.md).
 */
export const PushSubscriptionInputSchema = z.object({
  endpoint: z.url({ protocol: /^https?$/, error: 'Must be an https URL' }).max(PUSH_ENDPOINT_MAX_LENGTH),
  expirationTime: z.number().nullable().optional(),
  keys: PushSubscriptionKeysSchema,
});
export type PushSubscriptionInput = z.infer<typeof PushSubscriptionInputSchema>;

export const PushEndpointInputSchema = z.strictObject({
  endpoint: z.string().min(1).max(PUSH_ENDPOINT_MAX_LENGTH),
});

export const PushSubscriptionResultSchema = z.object({ subscribed: z.literal(true) });

export const PUSH_TITLE_MAX = 120;
export const PUSH_BODY_MAX = 400;
/** A member's browsers kept at most; subscribing one more forgets the oldest. */
export const PUSH_MAX_SUBSCRIPTIONS_PER_USER = 10;

/** The message the service worker receives and shows (src/web/sw/push.ts). */
export const PushPayloadSchema = z.object({
  kind: z.enum(PUSH_KINDS),
  title: z.string().min(1).max(PUSH_TITLE_MAX),
  body: z.string().max(PUSH_BODY_MAX),
  /** A path on the site, opened when the notification is clicked. */
  url: z.string().startsWith('/').max(500),
  /** A notification with the same tag replaces the earlier one. */
  tag: z.string().min(1).max(200),
});
export type PushPayload = z.infer<typeof PushPayloadSchema>;

export const PUSH_MESSAGES = {
  endpointNotAllowed: 'The push endpoint must be an https URL of a push service.',
  notSubscribed: 'This browser is not subscribed for your account.',
} as const;
