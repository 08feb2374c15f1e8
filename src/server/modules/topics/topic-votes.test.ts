import { describe, expect, it } from 'vitest';
import { voteDelta } from './topic-votes.ts';

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
