// The absolute session lifetime. Better Auth slides a session's expiry each time
// it is refreshed; after each refresh the expiry is cut back to the sign-in time
// plus SESSION_ABSOLUTE_SECONDS, so a stolen cookie cannot live forever by use.
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { SESSION_ABSOLUTE_SECONDS } from './session-policy.ts';

export async function clampToAbsoluteLifetime(db: Database, sessionId: string): Promise<void> {
  await db.execute(sql`
    update sessions
    set expires_at = created_at + make_interval(secs => ${SESSION_ABSOLUTE_SECONDS})
    where id = ${sessionId} and expires_at > created_at + make_interval(secs => ${SESSION_ABSOLUTE_SECONDS})`);
}
