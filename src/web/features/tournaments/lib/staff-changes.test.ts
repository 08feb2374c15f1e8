import { describe, expect, it } from 'vitest';
import { TOURNAMENT_MESSAGES } from '#shared/tournaments/contract.ts';
import { isLastTabDirector, staffAdditionProblem } from './staff-changes.ts';

const ann = { userId: 'ann', name: 'Ann Lee', role: 'tab-director' as const };
const bob = { userId: 'bob', name: 'Bob Roe', role: 'tab-director' as const };
const cat = { userId: 'cat', name: 'Cat Poe', role: 'adjudication-core' as const };

describe('isLastTabDirector', () => {
  it.each([
    [[ann], 'ann', true],
    [[ann, cat], 'ann', true],
    [[ann, bob], 'ann', false],
    [[ann, cat], 'cat', false],
    [[ann], 'someone', false],
  ])('%#', (staff, userId, expected) => {
    expect(isLastTabDirector(staff, userId)).toBe(expected);
  });
});

describe('staffAdditionProblem', () => {
  it('lets a new member in, in either role', () => {
    expect(staffAdditionProblem([ann], 'dan', 'tab-director')).toBeNull();
    expect(staffAdditionProblem([ann], 'dan', 'adjudication-core')).toBeNull();
  });

  it('says when the member already has the role', () => {
    expect(staffAdditionProblem([ann, cat], 'ann', 'tab-director')).toBe('Ann Lee is already a tab director');
    expect(staffAdditionProblem([ann, cat], 'cat', 'adjudication-core')).toBe('Cat Poe is already in the adjudication core');
  });

  it('changes a role, but never the last tab director’s', () => {
    expect(staffAdditionProblem([ann, cat], 'cat', 'tab-director')).toBeNull();
    expect(staffAdditionProblem([ann, bob], 'ann', 'adjudication-core')).toBeNull();
    expect(staffAdditionProblem([ann, cat], 'ann', 'adjudication-core')).toBe(TOURNAMENT_MESSAGES.lastTabDirector);
  });
});
