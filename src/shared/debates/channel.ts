// A debate's realtime channel (its messages' shapes are in contract.ts, which
// re-exports this): kept apart so the live room subscribes without loading the
// validation library.

export const DEBATE_CHANNEL_KIND = 'debate';
export const debateChannel = (debateId: string) => `${DEBATE_CHANNEL_KIND}:${debateId}`;
