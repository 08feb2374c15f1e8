// The settings forms' rules: a new password follows the sign-up rules of spec
// section 5 (the server checks the same, SignUpPasswordSchema); actions that
// prove who you are need the current password.
import { z } from 'zod';
import { VALIDATION_MESSAGES } from '#shared/validation-messages.ts';
import { LoginPasswordSchema, SignUpPasswordSchema } from '#shared/validation.ts';

export const ChangePasswordSchema = z
  .object({
    currentPassword: LoginPasswordSchema,
    newPassword: SignUpPasswordSchema,
    confirmPassword: z.string(),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: VALIDATION_MESSAGES.passwordsDontMatch,
    path: ['confirmPassword'],
  })
  .refine((v) => v.newPassword !== v.currentPassword, {
    message: 'Choose a password different from your current one',
    path: ['newPassword'],
  });
export type ChangePasswordValues = z.infer<typeof ChangePasswordSchema>;

export const PasswordConfirmSchema = z.object({ password: LoginPasswordSchema });

/** Six digits from the authenticator app; spaces people type between groups are ignored. */
export const TotpCodeSchema = z.object({
  code: z
    .string()
    .transform((value) => value.replace(/\s+/g, ''))
    .pipe(z.string().regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app')),
});

/** The secret inside an otpauth:// URI, in groups of four for typing it by hand. */
export function totpSecretFromUri(totpURI: string): string | null {
  try {
    const secret = new URL(totpURI).searchParams.get('secret');
    return secret ? secret.toUpperCase() : null;
  } catch {
    return null;
  }
}

export function groupSecret(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}

/** The text file of backup codes a user downloads. */
export function backupCodesFile(codes: readonly string[], siteName: string, email: string): string {
  return [
    `${siteName} backup codes for ${email}`,
    '',
    'Each code signs you in once if you cannot use your authenticator app.',
    'Keep them somewhere safe.',
    '',
    ...codes,
    '',
  ].join('\n');
}
