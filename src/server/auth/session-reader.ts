// Reading the session of a request in one indexed query. Every API call and
// every page asks "who is this?", and Better Auth's answer costs a full
// endpoint dispatch (its HTTP handler even builds a router per request), which
// caps get-session far below the budget (docs/auth.md, ADR 0017). The common
// case — a signed session cookie whose session is valid and not due for its
// daily extension — is answered here with exactly Better Auth's output (a test
// compares the two); everything else (no cookie, a bearer token, an unknown or
// expired session, an extension due, "don't remember me") goes to Better Auth.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { rowsOf } from '../lib/sql.ts';
import type { Auth } from './auth.ts';
import { SESSION_IDLE_SECONDS, SESSION_REFRESH_SECONDS } from './session-policy.ts';

export interface SessionPayload {
  session: {
    id: string;
    token: string;
    userId: string;
    expiresAt: Date;
    createdAt: Date;
    updatedAt: Date;
    ipAddress: string | null;
    userAgent: string | null;
  };
  user: {
    id: string;
    name: string;
    email: string;
    emailVerified: boolean;
    image: string | null;
    role: string;
    twoFactorEnabled: boolean;
    createdAt: Date;
    updatedAt: Date;
  };
}

/** 'delegate': Better Auth must answer (see the header comment). */
export type FastSession = SessionPayload | 'delegate';

interface Row {
  s_id: string;
  s_token: string;
  s_user_id: string;
  s_expires_at: string | Date;
  s_created_at: string | Date;
  s_updated_at: string | Date;
  s_ip_address: string | null;
  s_user_agent: string | null;
  u_id: string;
  u_name: string;
  u_email: string;
  u_email_verified: boolean;
  u_image: string | null;
  u_role: string;
  u_two_factor_enabled: boolean;
  u_created_at: string | Date;
  u_updated_at: string | Date;
  u_banned: boolean;
  u_ban_expires: string | Date | null;
}

function readCookie(header: string, name: string): string | undefined {
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index > 0 && part.slice(0, index).trim() === name) return part.slice(index + 1).trim();
  }
  return undefined;
}

/** Better Auth's signed cookie value: `${token}.${base64(HMAC-SHA256(secret, token))}`. */
export function verifySignedToken(raw: string, secret: string): string | null {
  let value: string;
  try {
    value = decodeURIComponent(raw);
  } catch {
    return null;
  }
  const dot = value.lastIndexOf('.');
  if (dot <= 0) return null;
  const token = value.slice(0, dot);
  const given = Buffer.from(value.slice(dot + 1), 'base64');
  const expected = createHmac('sha256', secret).update(token).digest();
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
}

export function createSessionReader(db: Database, auth: Auth, secret: string) {
  const cookieNames = auth.$context.then((context) => ({
    sessionCookie: context.authCookies.sessionToken.name,
    dontRememberCookie: context.authCookies.dontRememberToken.name,
  }));

  return async function readSession(headers: Headers): Promise<FastSession | null> {
    const { sessionCookie, dontRememberCookie } = await cookieNames;
    if (headers.get('authorization')) return 'delegate';
    const cookies = headers.get('cookie');
    if (!cookies) return null;
    const raw = readCookie(cookies, sessionCookie);
    if (!raw) return null;
    if (readCookie(cookies, dontRememberCookie)) return 'delegate';
    const token = verifySignedToken(raw, secret);
    if (!token) return 'delegate';
    const [row] = rowsOf<Row>(
      await db.execute(sql`
        select s.id as s_id, s.token as s_token, s.user_id as s_user_id, s.expires_at as s_expires_at,
               s.created_at as s_created_at, s.updated_at as s_updated_at, s.ip_address as s_ip_address,
               s.user_agent as s_user_agent,
               u.id as u_id, u.name as u_name, u.email as u_email, u.email_verified as u_email_verified,
               u.image as u_image, u.role as u_role, u.two_factor_enabled as u_two_factor_enabled,
               u.created_at as u_created_at, u.updated_at as u_updated_at,
               u.banned as u_banned, u.ban_expires as u_ban_expires
        from sessions s join users u on u.id = s.user_id
        where s.token = ${token}`),
    );
    if (!row) return 'delegate';
    const expiresAt = new Date(row.s_expires_at);
    const now = Date.now();
    // A ban ends every session when it is set; one created by a sign-in racing the ban ends here.
    if (row.u_banned && (row.u_ban_expires === null || new Date(row.u_ban_expires).getTime() > now)) return null;
    // Expired (Better Auth deletes it and clears the cookie) or due for its extension.
    if (expiresAt.getTime() <= now) return 'delegate';
    if (expiresAt.getTime() - SESSION_IDLE_SECONDS * 1000 + SESSION_REFRESH_SECONDS * 1000 <= now) return 'delegate';
    return {
      session: {
        expiresAt,
        token: row.s_token,
        createdAt: new Date(row.s_created_at),
        updatedAt: new Date(row.s_updated_at),
        ipAddress: row.s_ip_address,
        userAgent: row.s_user_agent,
        userId: row.s_user_id,
        id: row.s_id,
      },
      user: {
        name: row.u_name,
        email: row.u_email,
        emailVerified: row.u_email_verified,
        image: row.u_image,
        createdAt: new Date(row.u_created_at),
        updatedAt: new Date(row.u_updated_at),
        twoFactorEnabled: row.u_two_factor_enabled,
        role: row.u_role,
        id: row.u_id,
      },
    };
  };
}

export type SessionReader = ReturnType<typeof createSessionReader>;
