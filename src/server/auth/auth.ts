// Authentication infrastructure: Better Auth on our database, mounted at
// /api/auth. Modules never talk to Better Auth directly; they read the session
// through the request context (see session.ts). What happens when a user is
// created (their profile) is passed in by app.ts, so this file imports no module.
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { SITE_NAME } from '#shared/routes.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { accounts, sessions, users, verifications } from '../db/schema.ts';

export interface AuthHooks {
  onUserCreated?: (user: { id: string; email: string; name: string }) => Promise<void>;
}

export function createAuth(db: Database, config: Config, hooks: AuthHooks = {}) {
  return betterAuth({
    appName: SITE_NAME,
    baseURL: config.baseUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { users, sessions, accounts, verifications },
      usePlural: true,
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
    },
    user: {
      additionalFields: {
        // Never accepted from sign-up input; admins are made by the admin command.
        role: { type: 'string', defaultValue: 'user', input: false },
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
    },
    trustedOrigins: [config.baseUrl],
    advanced: {
      useSecureCookies: config.baseUrl.startsWith('https://'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      ipAddress: { ipAddressHeaders: config.trustProxy ? ['x-forwarded-for'] : [] },
    },
    databaseHooks: {
      user: {
        create: {
          after: async (user) => {
            await hooks.onUserCreated?.({ id: user.id, email: user.email, name: user.name });
          },
        },
      },
    },
    telemetry: { enabled: false },
  });
}

export type Auth = ReturnType<typeof createAuth>;
