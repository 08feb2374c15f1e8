// How a change of one member's vote moves a topic's counters: pure, so the rule
// (a vote counts once, a change moves it, a repeat changes nothing) has its own tests.

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
