import { describe, expect, it } from 'vitest';
import { signInFailure, signUpFailure } from './auth-errors.ts';

describe('signInFailure', () => {
  it.each([
    [{ code: 'INVALID_EMAIL_OR_PASSWORD', status: 401 }, 'Invalid credentials'],
    [{ code: 'EMAIL_NOT_VERIFIED', status: 403 }, 'Email not verified'],
    [{ status: 429 }, 'Too many attempts'],
    [{ code: 'USER_NOT_FOUND', status: 404 }, 'Account not found'],
    [{ code: 'SOMETHING_ELSE', status: 500 }, 'Sign in failed'],
    [null, 'Connection error'],
  ])('%o -> %s', (error, toast) => {
    expect(signInFailure(error).toast).toBe(toast);
  });

  it('adds the form-level message for wrong credentials', () => {
    expect(signInFailure({ code: 'INVALID_EMAIL_OR_PASSWORD', status: 401 }).formError).toBe('Invalid email or password');
  });
});

describe('signUpFailure', () => {
  it('flags the e-mail field when the address is taken', () => {
    const failure = signUpFailure({ code: 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL', status: 422 });
    expect(failure.toast).toBe('Email already registered');
    expect(failure.fieldErrors?.email).toBe('This email is already registered');
  });

  it.each([
    [{ code: 'PASSWORD_TOO_SHORT', status: 400 }, 'Password too weak'],
    [{ code: 'INVALID_EMAIL', status: 400 }, 'Invalid email format'],
    [{ code: 'EMAIL_PASSWORD_SIGN_UP_DISABLED', status: 400 }, 'Registration disabled'],
    [{ code: 'REGISTRATION_DISABLED', status: 403 }, 'Registration disabled'],
    [{ status: 429 }, 'Too many attempts'],
    [{ status: 500 }, 'Registration failed'],
    [null, 'Connection error'],
  ])('%o -> %s', (error, toast) => {
    expect(signUpFailure(error).toast).toBe(toast);
  });
});
