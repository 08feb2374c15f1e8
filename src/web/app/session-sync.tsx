// Mirrors Better Auth's session (its useSession hook) into lib/session.ts, which
// the whole app reads. Loaded lazily by providers.tsx, so the auth client is not
// part of the landing page's first download.
import { useEffect } from 'react';
import { authClient } from '#web/lib/auth-client.ts';
import { rememberedSessionUser, rememberSessionUser } from '#web/lib/offline/remembered-session.ts';
import { type SessionUser, setSessionUser } from '#web/lib/session.ts';

interface BetterAuthUser {
  id: string;
  email: string;
  name: string;
  image?: string | null;
  role?: unknown;
  twoFactorEnabled?: unknown;
}

function toSessionUser(user: BetterAuthUser): SessionUser {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    image: user.image ?? null,
    role: user.role === 'admin' ? 'admin' : 'user',
    twoFactorEnabled: user.twoFactorEnabled === true,
  };
}

export function SessionSync() {
  const { data, isPending, error } = authClient.useSession();
  useEffect(() => {
    // isPending is true only while no session is known yet: the first check, or a
    // check after signing in. The state stays as it was until the answer arrives.
    if (isPending) return;
    if (data) {
      const user = toSessionUser(data.user);
      rememberSessionUser(user);
      setSessionUser(user);
    } else if (error && error.status !== 401) {
      // The check itself failed (no connection, server unreachable): whoever was
      // signed in on this device stays so, with the device's copies.
      setSessionUser(rememberedSessionUser());
    } else {
      rememberSessionUser(null);
      setSessionUser(null);
    }
  }, [data, isPending, error]);
  return null;
}
