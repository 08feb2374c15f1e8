import { describe, expect, it } from 'vitest';
import { backupCodesFile, ChangePasswordSchema, groupSecret, TotpCodeSchema, totpSecretFromUri } from './settings-schemas.ts';

describe('ChangePasswordSchema', () => {
  const valid = { currentPassword: 'Passw0rdOk', newPassword: 'N3wPassword', confirmPassword: 'N3wPassword' };

  it('accepts a new password that meets the sign-up rules', () => {
    expect(ChangePasswordSchema.safeParse(valid).success).toBe(true);
  });

  it.each([
    [{ currentPassword: '' }, 'currentPassword', 'Password is required'],
    [{ newPassword: 'short1A', confirmPassword: 'short1A' }, 'newPassword', 'Password must be at least 8 characters'],
    [
      { newPassword: 'alllowercase1', confirmPassword: 'alllowercase1' },
      'newPassword',
      'Password must contain at least one uppercase letter',
    ],
    [
      { newPassword: 'NoDigitsHere', confirmPassword: 'NoDigitsHere' },
      'newPassword',
      'Password must contain at least one number',
    ],
    [{ confirmPassword: 'Different1' }, 'confirmPassword', "Passwords don't match"],
    [
      { newPassword: 'Passw0rdOk', confirmPassword: 'Passw0rdOk' },
      'newPassword',
      'Choose a password different from your current one',
    ],
  ])('refuses %j', (change, field, message) => {
    const result = ChangePasswordSchema.safeParse({ ...valid, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toContainEqual([field, message]);
  });
});

describe('TotpCodeSchema', () => {
  it('accepts six digits, ignoring spaces', () => {
    expect(TotpCodeSchema.parse({ code: '123 456' })).toEqual({ code: '123456' });
  });

  it.each(['12345', '1234567', 'abcdef', ''])('refuses %j', (code) => {
    expect(TotpCodeSchema.safeParse({ code }).success).toBe(false);
  });
});

describe('two-factor secret', () => {
  it('reads the secret from the otpauth URI', () => {
    const uri = 'otpauth://totp/SDC:maya%40example.org?secret=jbswy3dpehpk3pxp&issuer=SDC&digits=6&period=30';
    expect(totpSecretFromUri(uri)).toBe('JBSWY3DPEHPK3PXP');
    expect(groupSecret('JBSWY3DPEHPK3PXP')).toBe('JBSW Y3DP EHPK 3PXP');
    expect(groupSecret('ABCDEF')).toBe('ABCD EF');
  });

  it('gives null for anything else', () => {
    expect(totpSecretFromUri('not a uri')).toBeNull();
    expect(totpSecretFromUri('otpauth://totp/SDC?issuer=SDC')).toBeNull();
  });
});

describe('backupCodesFile', () => {
  it('lists every code on its own line', () => {
    const text = backupCodesFile(['aaaa-1111', 'bbbb-2222'], 'SDC', 'maya@example.org');
    expect(text.split('\n')).toEqual(expect.arrayContaining(['aaaa-1111', 'bbbb-2222']));
    expect(text).toContain('maya@example.org');
  });
});
