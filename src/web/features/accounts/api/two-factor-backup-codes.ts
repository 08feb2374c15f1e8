// New backup codes (needs the password); the old ones stop working at once.
import { useMutation } from '@tanstack/react-query';
import { authClient } from '#web/lib/auth-client.ts';
import { callAuth } from './better-auth-call.ts';

export function useRegenerateBackupCodes() {
  return useMutation({
    mutationFn: async ({ password }: { password: string }): Promise<string[]> =>
      (await callAuth(authClient.twoFactor.generateBackupCodes({ password }))).backupCodes,
    retry: false,
  });
}
