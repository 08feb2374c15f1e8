// The realtime protocol between the browser and the server, over one WebSocket
// at /api/realtime (docs/realtime.md). A client subscribes to named channels
// ("debate:<uuid>"); the server answers with the channel's current snapshot, then
// sends each event published on it, from any server process (PostgreSQL
// LISTEN/NOTIFY fans out). Messages are JSON, validated on both ends.
import { z } from 'zod';

export {
  REALTIME_MESSAGES,
  REALTIME_PATH,
  REALTIME_RECONNECT_FIRST_MS,
  REALTIME_RECONNECT_MAX_MS,
  REALTIME_SUBSCRIBE_TIMEOUT_MS,
} from './connection.ts';

/** "<kind>:<id>", e.g. "debate:2b9c…"; kinds are registered by server modules. */
export const ChannelNameSchema = z.string().regex(/^[a-z][a-z-]{1,30}:[A-Za-z0-9-]{1,64}$/, 'Invalid channel');

export const ClientMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('subscribe'), channel: ChannelNameSchema }),
  z.object({ type: z.literal('unsubscribe'), channel: ChannelNameSchema }),
  /** Clock sync: the client's send time (its Date.now()); the server answers with pong. */
  z.object({ type: z.literal('ping'), t: z.number() }),
]);
export type ClientMessage = z.infer<typeof ClientMessageSchema>;

export type ServerMessage =
  /** The subscription is live; `snapshot` is the channel's current state (resynchronisation). */
  | { type: 'subscribed'; channel: string; snapshot: unknown }
  /** The channel could not be subscribed (unknown, forbidden) or a message was refused. */
  | { type: 'error'; channel?: string; code: string; message: string }
  /** An event published on the channel. */
  | { type: 'event'; channel: string; event: string; payload: unknown }
  /** Answer to ping: the client's t echoed, and the server's clock when it answered. */
  | { type: 'pong'; t: number; serverTime: number }
  /** Sent every REALTIME_HEARTBEAT_MS so idle connections and proxies stay open. */
  | { type: 'heartbeat'; serverTime: number };

/** Channel states of spec section 4, as the client tracks them. */
export type ChannelStatus = 'connecting' | 'subscribed' | 'error' | 'timed-out' | 'closed';
