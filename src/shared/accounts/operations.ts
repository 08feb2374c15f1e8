// The accounts API, one declaration per operation (src/shared/operation.ts):
// the caller's own profile, picture and e-mail preferences, public profiles,
// the unsubscribe links of e-mails, what the sign-in page offers, and the
// test-only sign-in. Better Auth's own endpoints (/api/auth/*) are not here.
import { defineOperation } from '../operation.ts';
import {
  CompleteOnboardingInputSchema,
  OwnProfileSchema,
  PublicProfileSchema,
  SaveOnboardingProgressInputSchema,
  SignInOptionsSchema,
  UpdateProfileInputSchema,
  UserIdParamsSchema,
} from './contract.ts';
import {
  EmailPreferencesSchema,
  OneClickUnsubscribeResultSchema,
  UnsubscribeInputSchema,
  UnsubscribeStateSchema,
  UnsubscribeTokenQuerySchema,
  UpdateEmailPreferencesInputSchema,
} from './email-preferences.ts';
import { PROOF_OF_WORK_CHALLENGE_ROUTE, ProofOfWorkChallengeSchema } from './proof-of-work.ts';
import {
  CreateTestSessionInputSchema,
  SetTestSessionInputSchema,
  TestSessionSchema,
  TestSessionTokensSchema,
} from './test-auth.ts';

const tag = 'Accounts';

export const getOwnProfile = defineOperation({
  id: 'getOwnProfile',
  method: 'get',
  path: '/api/me/profile',
  tag,
  summary: "The caller's own profile",
  description: 'A profile missing for the account is made on the first call.',
  guard: 'user',
  response: OwnProfileSchema,
});

export const updateOwnProfile = defineOperation({
  id: 'updateOwnProfile',
  method: 'patch',
  path: '/api/me/profile',
  tag,
  summary: "Edit the caller's own profile",
  description:
    'An empty string (or list) clears an optional field; a field left out keeps its value. A taken username is a 409 with `fields.username`; the phone number must be in international format and is stored as E.164.',
  guard: 'user',
  body: UpdateProfileInputSchema,
  response: OwnProfileSchema,
  errors: ['CONFLICT'],
});

export const saveOnboardingProgress = defineOperation({
  id: 'saveOnboardingProgress',
  method: 'put',
  path: '/api/me/onboarding/progress',
  tag,
  summary: 'Save one onboarding step',
  description:
    'Writes the non-empty answers given to the caller’s profile and remembers `nextStep`, so onboarding resumes there on any device. Does not complete onboarding.',
  guard: 'user',
  body: SaveOnboardingProgressInputSchema,
  response: OwnProfileSchema,
  errors: ['CONFLICT'],
});

export const completeOnboarding = defineOperation({
  id: 'completeOnboarding',
  method: 'post',
  path: '/api/me/onboarding',
  tag,
  summary: 'Finish onboarding',
  description: 'Writes only the non-empty fields given, marks onboarding as completed and forgets the saved step.',
  guard: 'user',
  body: CompleteOnboardingInputSchema,
  response: OwnProfileSchema,
  errors: ['CONFLICT'],
});

export const uploadOwnAvatar = defineOperation({
  id: 'uploadOwnAvatar',
  method: 'put',
  path: '/api/me/avatar',
  tag,
  summary: "Upload the caller's profile picture",
  description: 'The raw PNG, JPEG, WebP or GIF bytes; the type is read from the bytes and must match Content-Type.',
  guard: 'user',
  body: 'image',
  response: OwnProfileSchema,
  errors: ['PAYLOAD_TOO_LARGE', 'UNSUPPORTED_MEDIA_TYPE', 'VALIDATION_FAILED'],
});

export const removeOwnAvatar = defineOperation({
  id: 'removeOwnAvatar',
  method: 'delete',
  path: '/api/me/avatar',
  tag,
  summary: "Remove the caller's profile picture",
  description: 'An uploaded picture is deleted; a linked one is forgotten.',
  guard: 'user',
  response: OwnProfileSchema,
});

export const getPublicProfile = defineOperation({
  id: 'getPublicProfile',
  method: 'get',
  path: '/api/users/:userId',
  tag,
  summary: "A member's public profile",
  description: 'Never includes the e-mail address.',
  guard: 'public',
  params: UserIdParamsSchema,
  response: PublicProfileSchema,
  errors: ['NOT_FOUND'],
});

export const getUserAvatar = defineOperation({
  id: 'getUserAvatar',
  method: 'get',
  path: '/api/users/:userId/avatar',
  tag,
  summary: "A member's uploaded profile picture",
  guard: 'public',
  params: UserIdParamsSchema,
  produces: 'image',
  errors: ['NOT_FOUND'],
});

export const getMyEmailPreferences = defineOperation({
  id: 'getMyEmailPreferences',
  method: 'get',
  path: '/api/me/email-preferences',
  tag,
  summary: "The caller's e-mail preferences",
  description: 'One boolean per category; a category never set is allowed.',
  guard: 'user',
  response: EmailPreferencesSchema,
});

export const updateMyEmailPreferences = defineOperation({
  id: 'updateMyEmailPreferences',
  method: 'put',
  path: '/api/me/email-preferences',
  tag,
  summary: "Change some of the caller's e-mail preferences",
  description: 'Categories left out keep their value. Turning `newsletter` off also ends a newsletter subscription.',
  guard: 'user',
  body: UpdateEmailPreferencesInputSchema,
  response: EmailPreferencesSchema,
});

export const getUnsubscribeState = defineOperation({
  id: 'getUnsubscribeState',
  method: 'get',
  path: '/api/email-preferences/unsubscribe',
  tag,
  summary: 'What an unsubscribe link is for, and the preferences of its address',
  guard: 'token',
  rule: 'The token must be signed by this server.',
  query: UnsubscribeTokenQuerySchema,
  response: UnsubscribeStateSchema,
  errors: ['BAD_REQUEST'],
});

export const unsubscribeWithToken = defineOperation({
  id: 'unsubscribeWithToken',
  method: 'post',
  path: '/api/email-preferences/unsubscribe',
  tag,
  summary: 'Turn off categories of mail for the address of an unsubscribe link',
  guard: 'token',
  rule: 'The token must be signed by this server.',
  body: UnsubscribeInputSchema,
  response: UnsubscribeStateSchema,
  errors: ['BAD_REQUEST'],
});

export const unsubscribeOneClick = defineOperation({
  id: 'unsubscribeOneClick',
  method: 'post',
  path: '/api/email-preferences/one-click',
  tag,
  summary: 'One-click unsubscribe (RFC 8058)',
  description: 'Mail providers POST here with `List-Unsubscribe=One-Click` as a form body, which is not read.',
  guard: 'token',
  rule: 'The token must be signed by this server.',
  query: UnsubscribeTokenQuerySchema,
  response: OneClickUnsubscribeResultSchema,
  errors: ['BAD_REQUEST'],
});

export const getSignInOptions = defineOperation({
  id: 'getSignInOptions',
  method: 'get',
  path: '/api/auth-options',
  tag,
  summary: 'Which sign-in methods this installation offers',
  guard: 'public',
  response: SignInOptionsSchema,
});

export const getProofOfWorkChallenge = defineOperation({
  id: 'getProofOfWorkChallenge',
  ...PROOF_OF_WORK_CHALLENGE_ROUTE,
  tag,
  summary: 'A fresh anti-bot challenge',
  description:
    'For the widget of the sign-up, password reset, newsletter and (after repeated failures) sign-in forms. A solution is accepted once.',
  guard: 'public',
  response: ProofOfWorkChallengeSchema,
});

export const createTestSession = defineOperation({
  id: 'createTestSession',
  method: 'post',
  path: '/api/__test__/session',
  tag,
  summary: 'Test only: tokens for a verified user, made if missing',
  description: 'Exists only when TEST_AUTH_SECRET is set.',
  guard: 'test-secret',
  rule: 'The body carries the test secret.',
  body: CreateTestSessionInputSchema,
  response: TestSessionTokensSchema,
});

export const setTestSession = defineOperation({
  id: 'setTestSession',
  method: 'post',
  path: '/api/__test__/set-session',
  tag,
  summary: 'Test only: turn test tokens into the session cookie',
  description: 'Exists only when TEST_AUTH_SECRET is set.',
  guard: 'test-secret',
  rule: 'The body carries the test secret, and the refresh token must match the access token.',
  body: SetTestSessionInputSchema,
  response: TestSessionSchema,
  errors: ['BAD_REQUEST'],
});
