// New backup codes (needs the password); the old ones stop working at once.
import { useMutation } from '@tanstack/react-query';
import { authClient } from '#web/lib/auth-client.ts';
import { callAuth } from '../lib/better-auth-call.ts';

export async function generateBackupCodes({ password }: { password: string }): Promise<string[]> {
  return (await callAuth(authClient.twoFactor.generateBackupCodes({ password }))).backupCodes;
}

export function useRegenerateBackupCodes() {
  return useMutation({ mutationFn: generateBackupCodes, retry: false });
}
