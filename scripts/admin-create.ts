// Makes an account an admin: `npm run admin:create -- user@example.org`.
// An existing account is promoted; otherwise a verified account is created with
// a generated password, printed once, to be changed after the first sign-in.
// With the embedded database, stop the server first (one process at a time).
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { EmailSchema } from '#shared/validation.ts';
import { createAuth } from '#server/auth/auth.ts';
import { loadConfig } from '#server/config.ts';
import { openDatabase } from '#server/db/client.ts';
import { users } from '#server/db/schema/index.ts';
import { createProfileForUser } from '#server/modules/accounts/accounts.service.ts';

const parsed = EmailSchema.safeParse(process.argv[2] ?? '');
if (!parsed.success) {
  console.error('Usage: npm run admin:create -- user@example.org');
  process.exit(2);
}
const email = parsed.data;

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await database.migrate();
  const auth = createAuth(database.db, config, {
    onUserCreated: (user) => createProfileForUser(database.db, user),
  });
  const ctx = await auth.$context;
  const existing = await ctx.internalAdapter.findUserByEmail(email);
  if (existing) {
    await database.db.update(users).set({ role: 'admin' }).where(eq(users.id, existing.user.id));
    console.log(`${email} is now an admin.`);
  } else {
    const password = `${randomBytes(12).toString('base64url')}Aa1`;
    const user = await ctx.internalAdapter.createUser(
      { email, name: email.split('@')[0] ?? email, emailVerified: true, role: 'admin' },
      { method: 'admin' },
    );
    await ctx.internalAdapter.linkAccount({
      userId: user.id,
      providerId: 'credential',
      accountId: user.id,
      password: await ctx.password.hash(password),
    });
    await database.db.update(users).set({ role: 'admin' }).where(eq(users.id, user.id));
    console.log(`Created the admin ${email} with the password ${password}`);
    console.log('Sign in and change it in Settings.');
  }
} finally {
  await database.close();
}
