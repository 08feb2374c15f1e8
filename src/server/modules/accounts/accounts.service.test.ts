import { describe, expect, it } from 'vitest';
import { usernameFromEmail } from './accounts.service.ts';

describe('usernameFromEmail', () => {
  it.each([
    ['jane@example.org', 'jane'],
    ['Jane.Doe+news@example.org', 'jane_doe_news'],
    ['al@example.org', 'al0'],
    ['a-very-long-local-part-indeed@example.org', 'a-very-long-local-pa'],
    ['__x__@example.org', 'x00'],
  ])('%s -> %s', (email, username) => {
    expect(usernameFromEmail(email)).toBe(username);
    expect(usernameFromEmail(email)).toMatch(/^[a-z0-9_-]{3,20}$/);
  });
});
