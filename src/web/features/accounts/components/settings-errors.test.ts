import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '#web/lib/api-client.ts';
import {
  isWrongPassword,
  linkErrorMessage,
  needsRecentSignIn,
  SIGN_IN_AGAIN_MESSAGE,
  settingsErrorMessage,
  WRONG_PASSWORD_MESSAGE,
} from './settings-errors.ts';

describe('settingsErrorMessage', () => {
  it('words the codes people can act on', () => {
    expect(settingsErrorMessage(new ApiRequestError(400, 'INVALID_PASSWORD', 'Invalid password'))).toBe(WRONG_PASSWORD_MESSAGE);
    expect(settingsErrorMessage(new ApiRequestError(400, 'SESSION_EXPIRED', 'x'))).toBe(SIGN_IN_AGAIN_MESSAGE);
  });

  it("shows Better Auth's refusal to unlink the last sign-in method as it is", () => {
    const error = new ApiRequestError(400, 'FAILED_TO_UNLINK_LAST_ACCOUNT', "You can't unlink your last account");
    expect(settingsErrorMessage(error)).toBe("You can't unlink your last account");
  });

  it('falls back to the generic texts of spec section 8', () => {
    expect(settingsErrorMessage(new ApiRequestError(0, 'NETWORK', 'Failed to fetch'))).toBe(
      'Network error. Please check your connection.',
    );
    expect(settingsErrorMessage(new ApiRequestError(429, 'RATE_LIMITED', 'slow down'))).toBe(
      'Too many requests. Please wait a moment.',
    );
    expect(settingsErrorMessage(new Error('boom'))).toBe('Something went wrong. Please try again.');
  });

  it('recognises the errors that need a recent sign-in or the right password', () => {
    expect(needsRecentSignIn(new ApiRequestError(403, 'SESSION_NOT_FRESH', ''))).toBe(true);
    expect(needsRecentSignIn(new ApiRequestError(400, 'INVALID_PASSWORD', ''))).toBe(false);
    expect(isWrongPassword(new ApiRequestError(400, 'INVALID_PASSWORD', ''))).toBe(true);
  });

  it('explains a failed Google link', () => {
    expect(linkErrorMessage('account_already_linked_to_different_user')).toMatch(/another member/);
    expect(linkErrorMessage('anything_else')).toMatch(/could not be linked/);
  });
});
