import { describe, expect, it } from 'vitest';
import { voteDelta, withVote } from './topic-votes.ts';

describe('voteDelta', () => {
  it.each([
    [0, 1, { up: 1, down: 0, changed: true }],
    [0, -1, { up: 0, down: 1, changed: true }],
    [1, 1, { up: 0, down: 0, changed: false }],
    [-1, -1, { up: 0, down: 0, changed: false }],
    [1, -1, { up: -1, down: 1, changed: true }],
    [-1, 1, { up: 1, down: -1, changed: true }],
    [1, 0, { up: -1, down: 0, changed: true }],
    [-1, 0, { up: 0, down: -1, changed: true }],
    [0, 0, { up: 0, down: 0, changed: false }],
  ])('from %i to %i', (previous, next, expected) => {
    expect(voteDelta(previous, next)).toEqual(expected);
  });
});

describe('withVote', () => {
  const topic = { id: 't1', myVote: 0 as const, score: 2, upvotes: 3, downvotes: 1 };

  it('counts a first vote and keeps the other fields', () => {
    expect(withVote(topic, 1)).toEqual({ id: 't1', myVote: 1, score: 3, upvotes: 4, downvotes: 1 });
  });

  it('moves a changed vote from one counter to the other', () => {
    expect(withVote(withVote(topic, 1), -1)).toEqual({ id: 't1', myVote: -1, score: 1, upvotes: 3, downvotes: 2 });
  });

  it('takes a removed vote back', () => {
    expect(withVote(withVote(topic, -1), 0)).toEqual(topic);
  });
});
