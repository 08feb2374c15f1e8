// Profiles over HTTP: the signed-in user's own profile, onboarding and picture
// (/api/me/…), and public profiles (/api/users/:id), which never show an e-mail.
import { Hono } from 'hono';
import { z } from 'zod';
import { CompleteOnboardingInputSchema, UpdateProfileInputSchema } from '#shared/accounts/contract.ts';
import { text } from '#shared/text.ts';
import { requireUser } from '#server/auth/session.ts';
import type { AppEnv } from '#server/lib/context.ts';
import { validateJson, validateParams } from '#server/lib/validate.ts';
import {
  completeOnboarding,
  getAvatar,
  getOwnProfile,
  getPublicProfile,
  removeAvatar,
  setAvatar,
  updateProfile,
} from './accounts.service.ts';
import { storedImageHeaders } from './uploaded-image.ts';

const UserIdParamsSchema = z.strictObject({ userId: text().trim().min(1).max(100) });

export const meRoutes = new Hono<AppEnv>()
  .get('/profile', async (c) => {
    const user = await requireUser(c);
    return c.json(await getOwnProfile(c.var.db, user));
  })
  .patch('/profile', validateJson(UpdateProfileInputSchema), async (c) => {
    const user = await requireUser(c);
    return c.json(await updateProfile(c.var.db, user, c.req.valid('json')));
  })
  .post('/onboarding', validateJson(CompleteOnboardingInputSchema), async (c) => {
    const user = await requireUser(c);
    return c.json(await completeOnboarding(c.var.db, user, c.req.valid('json')));
  })
  // The picture is the raw request body; its type is read from its bytes and must match the declared one.
  .put('/avatar', async (c) => {
    const user = await requireUser(c);
    const bytes = new Uint8Array(await c.req.arrayBuffer());
    return c.json(await setAvatar(c.var.db, user, bytes, c.req.header('content-type')));
  })
  .delete('/avatar', async (c) => {
    const user = await requireUser(c);
    return c.json(await removeAvatar(c.var.db, user));
  });

export const usersRoutes = new Hono<AppEnv>()
  .get('/:userId', validateParams(UserIdParamsSchema), async (c) => {
    return c.json(await getPublicProfile(c.var.db, c.req.valid('param').userId));
  })
  .get('/:userId/avatar', validateParams(UserIdParamsSchema), async (c) => {
    const avatar = await getAvatar(c.var.db, c.req.valid('param').userId);
    return c.body(new Uint8Array(avatar.data), 200, storedImageHeaders(avatar.contentType, avatar.updatedAt));
  });
