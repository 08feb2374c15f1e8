// Push notifications over HTTP: the handlers of the operations declared in
// src/shared/push/operations.ts (docs/push.md).
import * as api from '#shared/push/operations.ts';
import { answerHeader } from '#server/lib/every-request.ts';
import { implement } from '#server/lib/operations.ts';
import { getPushSettings, subscribe, unsubscribe, updatePushPreferences } from './push.service.ts';

export const pushOperations = [
  implement(api.getPushPublicKey, (c) => {
    answerHeader(c, 'Cache-Control', 'public, max-age=3600');
    return { publicKey: c.get('config').vapid.publicKey };
  }),
  implement(api.subscribePush, (c, { user, body }) =>
    subscribe(c.get('db'), c.get('config').env, user.id, body, c.req.header('user-agent')),
  ),
  implement(api.unsubscribePush, async (c, { user, body }) => {
    await unsubscribe(c.get('db'), user.id, body.endpoint);
    return undefined;
  }),
  implement(api.getMyPushSettings, (c, { user }) => getPushSettings(c.get('db'), user.id)),
  implement(api.updateMyPushPreferences, (c, { user, body }) => updatePushPreferences(c.get('db'), user.id, body)),
];
