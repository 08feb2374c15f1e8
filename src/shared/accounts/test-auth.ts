// The test-only sign-in (spec sections 2 and 8), which exists only when
// TEST_AUTH_SECRET is set: a test asks for tokens, the /__test__/auth page turns
// them into the session cookie. Every body carries the secret.
import { z } from 'zod';
import { EmailSchema } from '../validation.ts';

/** A verified user, made if missing, and a session of one hour. */
export const CreateTestSessionInputSchema = z.strictObject({
  secret: z.string().max(500),
  email: EmailSchema,
  name: z.string().trim().min(1).max(100).optional(),
  password: z.string().min(8).max(128).optional(),
  role: z.enum(['user', 'admin']).optional(),
});

export const SetTestSessionInputSchema = z.strictObject({
  secret: z.string().max(500),
  access_token: z.string().max(500).optional(),
  refresh_token: z.string().max(500).optional(),
});

const TestSessionUserSchema = z.object({ id: z.string(), email: z.string() });

/** Times in Unix seconds, as the page keeps them. */
export const TestSessionTokensSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  expires_at: z.number().int(),
  expires_in: z.number().int(),
  user: TestSessionUserSchema,
});

export const TestSessionSchema = z.object({
  user: TestSessionUserSchema,
  expires_at: z.number().int(),
});
