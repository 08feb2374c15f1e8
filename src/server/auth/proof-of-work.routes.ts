// The handler of getProofOfWorkChallenge (src/shared/accounts/operations.ts): a
// fresh proof-of-work challenge for the widget of the sign-up, reset,
// newsletter and (when asked) sign-in forms (proof-of-work.ts).
import * as api from '#shared/accounts/operations.ts';
import { answerHeader } from '../lib/every-request.ts';
import { implement } from '../lib/operations.ts';
import { createProofOfWorkChallenge } from './proof-of-work.ts';

export const proofOfWorkOperations = [
  implement(api.getProofOfWorkChallenge, async (c) => {
    // Each challenge is accepted once: a cached one would be refused.
    answerHeader(c, 'Cache-Control', 'no-store');
    return createProofOfWorkChallenge(c.get('config').authSecret);
  }),
];
