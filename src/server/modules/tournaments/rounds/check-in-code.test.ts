import { describe, expect, it } from 'vitest';
import { CHECK_IN_ALPHABET, formatCheckInCode } from '#shared/events/contract.ts';
import { isTournamentCheckInCode, TOURNAMENT_CHECK_IN_CODE_LENGTH, tournamentCheckInCode } from './check-in-code.ts';

const SECRET = 'a-test-secret-of-enough-length';
const TOURNAMENT = '3f0c1b8e-6a51-4c8e-9d0a-2b7f5e1c9a10';
const OTHER_TOURNAMENT = '7a2d4e6f-1b3c-4d5e-8f90-a1b2c3d4e5f6';

describe('tournament check-in codes', () => {
  it('are ten characters of the unambiguous check-in alphabet, whose size divides a byte', () => {
    const code = tournamentCheckInCode(SECRET, TOURNAMENT, 'user-1');
    expect(code).toHaveLength(TOURNAMENT_CHECK_IN_CODE_LENGTH);
    expect([...code].every((c) => CHECK_IN_ALPHABET.includes(c))).toBe(true);
    expect(256 % CHECK_IN_ALPHABET.length).toBe(0);
    expect(code).not.toMatch(/[01IO]/);
  });

  it('are the same for the same person and tournament, and differ by person, tournament and secret', () => {
    const code = tournamentCheckInCode(SECRET, TOURNAMENT, 'user-1');
    expect(tournamentCheckInCode(SECRET, TOURNAMENT, 'user-1')).toBe(code);
    const others = [
      tournamentCheckInCode(SECRET, TOURNAMENT, 'user-2'),
      tournamentCheckInCode(SECRET, OTHER_TOURNAMENT, 'user-1'),
      tournamentCheckInCode('another-secret', TOURNAMENT, 'user-1'),
    ];
    for (const other of others) expect(other).not.toBe(code);
  });

  it('match what a person types: any case, with the dash or spaces', () => {
    const code = tournamentCheckInCode(SECRET, TOURNAMENT, 'user-1');
    expect(isTournamentCheckInCode(SECRET, TOURNAMENT, 'user-1', code)).toBe(true);
    expect(isTournamentCheckInCode(SECRET, TOURNAMENT, 'user-1', formatCheckInCode(code).toLowerCase())).toBe(true);
    expect(isTournamentCheckInCode(SECRET, TOURNAMENT, 'user-1', ` ${code.slice(0, 5)} ${code.slice(5)} `)).toBe(true);
  });

  it('refuse another person’s, another tournament’s, a shortened or an empty code', () => {
    const code = tournamentCheckInCode(SECRET, TOURNAMENT, 'user-1');
    expect(isTournamentCheckInCode(SECRET, TOURNAMENT, 'user-2', code)).toBe(false);
    expect(isTournamentCheckInCode(SECRET, OTHER_TOURNAMENT, 'user-1', code)).toBe(false);
    expect(isTournamentCheckInCode(SECRET, TOURNAMENT, 'user-1', code.slice(0, 9))).toBe(false);
    expect(isTournamentCheckInCode(SECRET, TOURNAMENT, 'user-1', '')).toBe(false);
  });
});
