// GET /api/altcha/challenge: a fresh proof-of-work challenge for the widget of
// the sign-up, reset, newsletter and (when asked) sign-in forms (proof-of-work.ts).
import { Hono } from 'hono';
import type { AppEnv } from '../lib/context.ts';
import { createProofOfWorkChallenge } from './proof-of-work.ts';

export const proofOfWorkRoutes = new Hono<AppEnv>().get('/challenge', async (c) => {
  c.header('Cache-Control', 'no-store');
  return c.json(await createProofOfWorkChallenge(c.var.config.authSecret));
});
