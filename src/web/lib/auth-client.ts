// The one Better Auth client of the web app (server at /api/auth). Import it only
// from lazy code: it weighs ~12 kB gzipped, more than the landing page can spare.
// Screens read the session through lib/session.ts, not through this client.
// Google sign-in is core social sign-in (`signIn.social({ provider: 'google' })`,
// `linkSocial`); two-factor needs the plugin's client for its endpoints.
import { twoFactorClient } from 'better-auth/client/plugins';
import { createAuthClient } from 'better-auth/react';

export const authClient = createAuthClient({ basePath: '/api/auth', plugins: [twoFactorClient()] });
