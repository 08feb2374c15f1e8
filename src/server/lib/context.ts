// The Hono environment shared by every module: what a handler can reach with `c.get(name)`.
// Read a variable with c.get, not c.var: Hono's `c.var` copies every variable into a new
// object on each access, which measured about 3% of a list request's CPU.
import type { Logger } from 'pino';
import type { Auth } from '../auth/auth.ts';
import type { SessionReader } from '../auth/session-reader.ts';
import type { Config } from '../config.ts';
import type { Database, DatabaseHandle } from '../db/client.ts';
import type { RealtimeHub } from '../realtime/realtime-hub.ts';

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  role: 'user' | 'admin';
}

export interface AppEnv {
  Variables: {
    db: Database;
    database: DatabaseHandle;
    auth: Auth;
    readSession: SessionReader;
    config: Config;
    log: Logger;
    /** Realtime channels: publish events to every server process's subscribers. */
    realtime: RealtimeHub;
    requestId: string;
    /** The headers every answer carries, besides its request id (lib/every-request.ts). */
    answerHeaders: Readonly<Record<string, string>>;
    /** Headers a handler added to its answer with answerHeader. */
    addedHeaders: Record<string, string> | undefined;
    /** The answer made with every header in it (completeAnswer): the work after the route leaves it alone. */
    completeAnswer: Response | undefined;
    /** undefined until the session is first read in this request */
    sessionUser: SessionUser | null | undefined;
  };
}
