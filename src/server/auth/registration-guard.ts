// Registration open or closed (admin settings): while an admin has closed it,
// e-mail sign-up answers 403 "Registration disabled" (spec section 8), and a
// Google sign-in that would create a new account is refused the same way (the
// callback passes the code on to /auth/callback). Existing accounts still sign
// in with either. Accounts made outside an endpoint (npm run admin:create, the
// test-only sign-in) are not sign-ups and are not refused. The setting is read
// from the database on each attempt, so every process applies a change at once.
import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { REGISTRATION_MESSAGES } from '#shared/accounts/sign-in-messages.ts';
import type { Database } from '../db/client.ts';
import { readSiteSettings } from '../lib/site-settings.ts';

function registrationDisabled(): APIError {
  return new APIError('FORBIDDEN', { code: REGISTRATION_MESSAGES.code, message: REGISTRATION_MESSAGES.disabled });
}

/** Endpoints where a new user is a sign-up: e-mail sign-up, OAuth callbacks, sign-in with a provider's ID token. */
function isSignUpPath(path: string | undefined): boolean {
  if (!path) return false;
  return (
    path === '/sign-up/email' ||
    path === '/sign-in/social' ||
    path.startsWith('/callback/') ||
    path.startsWith('/oauth2/callback/')
  );
}

export function registrationGuard(db: Database): BetterAuthPlugin {
  const refuseWhenClosed = async () => {
    if (!(await readSiteSettings(db)).registrationOpen) throw registrationDisabled();
  };
  return {
    id: 'sdc-registration-guard',
    init: () => ({
      options: {
        databaseHooks: {
          user: {
            create: {
              before: async (_user, context) => {
                if (isSignUpPath(context?.path)) await refuseWhenClosed();
              },
            },
          },
        },
      },
    }),
    hooks: {
      before: [{ matcher: (ctx) => ctx.path === '/sign-up/email', handler: createAuthMiddleware(refuseWhenClosed) }],
    },
  };
}
