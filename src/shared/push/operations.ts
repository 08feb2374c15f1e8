// The push notifications API, one declaration per operation (src/shared/operation.ts):
// the site's VAPID public key, the caller's browser subscriptions, and which
// kinds of notification the caller wants (docs/push.md).
import { defineOperation } from '../operation.ts';
import {
  MyPushSettingsSchema,
  PushEndpointInputSchema,
  PushPublicKeySchema,
  PushSubscriptionInputSchema,
  PushSubscriptionResultSchema,
  UpdatePushPreferencesInputSchema,
} from './contract.ts';
import { UNSUBSCRIBE_PUSH_ROUTE } from './routes.ts';

const tag = 'Push notifications';

export const getPushPublicKey = defineOperation({
  id: 'getPushPublicKey',
  method: 'get',
  path: '/api/push/public-key',
  tag,
  summary: "The site's VAPID public key",
  description: 'The application server key a browser passes to pushManager.subscribe.',
  guard: 'public',
  response: PushPublicKeySchema,
});

export const subscribePush = defineOperation({
  id: 'subscribePush',
  method: 'post',
  path: '/api/me/push-subscriptions',
  tag,
  summary: 'Subscribe this browser to push notifications',
  description:
    'Saves the subscription (PushSubscription.toJSON()) for the caller; the same endpoint saved again replaces its keys, and an endpoint saved by another account moves to the caller (one browser, one member signed in). The endpoint must be an https URL; outside production a loopback http URL is accepted too.',
  guard: 'user',
  body: PushSubscriptionInputSchema,
  response: PushSubscriptionResultSchema,
});

export const unsubscribePush = defineOperation({
  id: 'unsubscribePush',
  ...UNSUBSCRIBE_PUSH_ROUTE,
  tag,
  summary: 'Stop push notifications to this browser',
  description: "Removes the caller's subscription with this endpoint.",
  guard: 'user',
  rule: 'Only the member the subscription belongs to.',
  body: PushEndpointInputSchema,
  status: 204,
  errors: ['NOT_FOUND'],
});

export const getMyPushSettings = defineOperation({
  id: 'getMyPushSettings',
  method: 'get',
  path: '/api/me/push-preferences',
  tag,
  summary: 'Which push notifications the caller wants',
  description: 'Every kind is off until the member turns it on; also counts the browsers subscribed.',
  guard: 'user',
  response: MyPushSettingsSchema,
});

export const updateMyPushPreferences = defineOperation({
  id: 'updateMyPushPreferences',
  method: 'put',
  path: '/api/me/push-preferences',
  tag,
  summary: 'Turn kinds of push notification on or off',
  description: 'A kind left out keeps its value.',
  guard: 'user',
  body: UpdatePushPreferencesInputSchema,
  response: MyPushSettingsSchema,
});
