import { describe, expect, it } from 'vitest';
import { coDebatersOf, withAdded } from './conflict-people.ts';

describe('coDebatersOf', () => {
  const person = (
    userId: string,
    role = 'prop-1',
    fullName: string | null = `Name ${userId}`,
    username: string | null = null,
  ) => ({
    userId,
    role,
    fullName,
    username,
  });

  it('keeps speakers other than the member, once each, in the order met', () => {
    const people = coDebatersOf(
      [
        { participants: [person('me'), person('b'), person('c', 'audience')] },
        { participants: [person('a', 'opp-1', null, 'anna'), person('b'), person('me')] },
      ],
      'me',
    );
    expect(people).toEqual([
      { id: 'b', name: 'Name b', username: null },
      { id: 'a', name: 'anna', username: 'anna' },
    ]);
  });

  it('names a member without a name or username neutrally', () => {
    expect(coDebatersOf([{ participants: [person('x', 'pm', '  ', null)] }], 'me')[0]?.name).toBe('A member');
  });
});

describe('withAdded', () => {
  it('adds once and stops at the maximum', () => {
    const one = withAdded([], { id: 'a' }, 2);
    expect(withAdded(one, { id: 'a' }, 2)).toEqual([{ id: 'a' }]);
    const two = withAdded(one, { id: 'b' }, 2);
    expect(withAdded(two, { id: 'c' }, 2)).toEqual([{ id: 'a' }, { id: 'b' }]);
  });
});
