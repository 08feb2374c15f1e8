// What the browser's realtime connection needs besides the messages' types: its
// path, its timings and its toasts. Apart from the protocol's schemas (contract.ts,
// which re-exports them), so the live room's client loads no validation library.

export const REALTIME_PATH = '/api/realtime';

/** How long a subscribe may wait for its answer before the channel counts as timed out. */
export const REALTIME_SUBSCRIBE_TIMEOUT_MS = 10_000;
/** Reconnect delays: 250 ms, then doubling to 1 s, so a page is back within a second of the server. */
export const REALTIME_RECONNECT_FIRST_MS = 250;
export const REALTIME_RECONNECT_MAX_MS = 1000;

/** The realtime toasts of spec section 8 (not in messages.ts, which the app shell loads first). */
export const REALTIME_MESSAGES = {
  channelError: {
    title: 'Real-time connection issue',
    description: (channel: string) => `The ${channel} channel had an error; live updates may be delayed.`,
  },
  timedOut: {
    title: 'Real-time connection timed out',
    description: 'The channel will retry. Reload the page if updates stall.',
  },
} as const;
