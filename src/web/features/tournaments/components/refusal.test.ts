import { describe, expect, it } from 'vitest';
import { GENERIC_ERROR_MESSAGES } from '#shared/messages.ts';
import { TOURNAMENT_MESSAGES } from '#shared/tournaments/contract.ts';
import { ApiRequestError } from '#web/lib/api-client.ts';
import { refusalMessage } from './refusal.ts';

describe('refusalMessage', () => {
  it.each([
    [
      'a wrong code (409)',
      new ApiRequestError(409, 'CONFLICT', TOURNAMENT_MESSAGES.wrongJoinCode),
      TOURNAMENT_MESSAGES.wrongJoinCode,
    ],
    ['not a judge (403)', new ApiRequestError(403, 'FORBIDDEN', TOURNAMENT_MESSAGES.notJudge), TOURNAMENT_MESSAGES.notJudge],
    [
      'an expired link (404)',
      new ApiRequestError(404, 'NOT_FOUND', TOURNAMENT_MESSAGES.inviteInvalid),
      TOURNAMENT_MESSAGES.inviteInvalid,
    ],
    ['too many tries (429)', new ApiRequestError(429, 'RATE_LIMITED', 'Too many requests'), GENERIC_ERROR_MESSAGES.rateLimit],
    ['a server failure (500)', new ApiRequestError(500, 'INTERNAL', 'boom'), GENERIC_ERROR_MESSAGES.unknown],
    ['anything else', new Error('boom'), GENERIC_ERROR_MESSAGES.unknown],
  ])('%s', (_, error, expected) => {
    expect(refusalMessage(error)).toBe(expected);
  });
});
