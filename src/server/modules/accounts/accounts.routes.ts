// Profiles over HTTP: the handlers of the profile operations declared in
// src/shared/accounts/operations.ts — the signed-in user's own profile,
// onboarding and picture, and public profiles, which never show an e-mail —
// and of what the sign-in page offers.
import { implement } from '#server/lib/operations.ts';
import * as api from '#shared/accounts/operations.ts';
import {
  completeOnboarding,
  getAvatar,
  getOwnProfile,
  getPublicProfile,
  removeAvatar,
  saveOnboardingProgress,
  setAvatar,
  updateProfile,
} from './accounts.service.ts';
import { storedImageHeaders } from './uploaded-image.ts';

export const accountsOperations = [
  implement(api.getOwnProfile, (c, { user }) => getOwnProfile(c.get('db'), user)),
  implement(api.updateOwnProfile, (c, { user, body }) => updateProfile(c.get('db'), user, body)),
  implement(api.saveOnboardingProgress, (c, { user, body }) => saveOnboardingProgress(c.get('db'), user, body)),
  implement(api.completeOnboarding, (c, { user, body }) => completeOnboarding(c.get('db'), user, body)),
  // The picture's type is read from its bytes and must match the declared one.
  implement(api.uploadOwnAvatar, (c, { user, body }) => setAvatar(c.get('db'), user, body, c.req.header('content-type'))),
  implement(api.removeOwnAvatar, (c, { user }) => removeAvatar(c.get('db'), user)),
  implement(api.getPublicProfile, (c, { params }) => getPublicProfile(c.get('db'), params.userId)),
  implement(api.getUserAvatar, async (c, { params }) => {
    const avatar = await getAvatar(c.get('db'), params.userId);
    return c.body(new Uint8Array(avatar.data), 200, storedImageHeaders(avatar.contentType, avatar.updatedAt));
  }),
  // Google is offered only where it is configured.
  implement(api.getSignInOptions, (c) => ({ google: Boolean(c.get('config').google) })),
];
