// How a change of one member's vote moves a topic's counters: pure, so the rule
// (a vote counts once, a change moves it, a repeat changes nothing) has its own
// tests. The server applies it in the vote's transaction; the browser applies
// the same rule to show a vote at once, before the server's answer comes back.

export interface VoteDelta {
  /** Change to upvotes. */
  up: number;
  /** Change to downvotes. */
  down: number;
  changed: boolean;
}

/** From the previous vote to the next (each 1, -1 or 0 for none). */
export function voteDelta(previous: number, next: number): VoteDelta {
  const up = (next === 1 ? 1 : 0) - (previous === 1 ? 1 : 0);
  const down = (next === -1 ? 1 : 0) - (previous === -1 ? 1 : 0);
  return { up, down, changed: previous !== next };
}

export interface VoteCounts {
  myVote: -1 | 0 | 1;
  score: number;
  upvotes: number;
  downvotes: number;
}

/** The counters as they will be once the viewer's vote is `next`. */
export function withVote<T extends VoteCounts>(topic: T, next: -1 | 0 | 1): T {
  const delta = voteDelta(topic.myVote, next);
  return {
    ...topic,
    myVote: next,
    upvotes: topic.upvotes + delta.up,
    downvotes: topic.downvotes + delta.down,
    score: topic.score + delta.up - delta.down,
  };
}
