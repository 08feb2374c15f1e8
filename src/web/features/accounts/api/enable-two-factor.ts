// Starts two-factor enrolment: with the password, Better Auth makes a TOTP
// secret (in totpURI) and backup codes. Two-factor is on only once a code from
// the authenticator app is verified (verify-two-factor.ts).
import { useMutation } from '@tanstack/react-query';
import { authClient } from '#web/lib/auth-client.ts';
import { callAuth } from '../lib/better-auth-call.ts';

export interface TwoFactorEnrolment {
  totpURI: string;
  backupCodes: string[];
}

export async function enableTwoFactor({ password }: { password: string }): Promise<TwoFactorEnrolment> {
  const data = await callAuth(authClient.twoFactor.enable({ password, method: 'totp' }));
  if (data.method !== 'totp') throw new Error('Two-factor enrolment returned no secret');
  return { totpURI: data.totpURI, backupCodes: data.backupCodes };
}

export function useStartTwoFactor() {
  return useMutation({ mutationFn: enableTwoFactor, retry: false });
}
