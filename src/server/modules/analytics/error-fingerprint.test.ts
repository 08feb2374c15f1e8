import { describe, expect, it } from 'vitest';
import { errorFingerprint, normaliseErrorMessage, topStackFrame } from './error-fingerprint.ts';

const V8_STACK = `TypeError: Cannot read properties of undefined (reading 'id')
    at DebateCard (http://localhost:3000/assets/debates-B3x_9aQz.js:12:3456)
    at renderWithHooks (http://localhost:3000/assets/index-Dk2_aa9Q.js:1:999)`;

const GECKO_STACK = `DebateCard@http://localhost:3000/assets/debates-B3x_9aQz.js:12:3456
renderWithHooks@http://localhost:3000/assets/index-Dk2_aa9Q.js:1:999`;

describe('normaliseErrorMessage', () => {
  it.each([
    ['Debate 4f1c2b7e-8d9a-4b3c-9e1f-0a2b3c4d5e6f not found', 'Debate <id> not found'],
    ['Request failed after 3012 ms with status 502', 'Request failed after <n> ms with status <n>'],
    ['No session for user Xk29sLq0aPz8RtYw3mNb', 'No session for user <id>'],
    ['Unexpected token \'<\', "<!doctype "... is not valid JSON', 'Unexpected token \'…\', "…"... is not valid JSON'],
    ['GET https://example.org/api/debates/123?token=secret failed', 'GET <url:https://example.org/api/debates/<n>> failed'],
    ['hash 0123456789abcdef0123 mismatch', 'hash <hex> mismatch'],
    ['  spaced\n  out  ', 'spaced out'],
  ])('%s → %s', (message, expected) => {
    expect(normaliseErrorMessage(message)).toBe(expected);
  });

  it('keeps words that merely contain digits and letters but are short', () => {
    expect(normaliseErrorMessage('h2 heading missing')).toBe('h<n> heading missing');
  });
});

describe('topStackFrame', () => {
  it('reads a V8 frame without line, column, origin or build hash', () => {
    expect(topStackFrame(V8_STACK)).toBe('DebateCard /assets/debates.js');
  });

  it('reads a Firefox/Safari frame the same way', () => {
    expect(topStackFrame(GECKO_STACK)).toBe('DebateCard /assets/debates.js');
  });

  it('skips a V8 message line that holds an @', () => {
    expect(topStackFrame('Error: bad address a@b.c:1\n    at check (file:///srv/app.js:1:2)')).toBe('check file:///srv/app.js');
  });

  it('names anonymous frames and handles async ones', () => {
    expect(topStackFrame('Error: x\n    at async /srv/main.js:4:2')).toBe('<anonymous> /srv/main.js');
    expect(topStackFrame('Error: x\n    at async loadDebate (/srv/debates.ts:40:11)')).toBe('loadDebate /srv/debates.ts');
  });

  it('is empty without a stack', () => {
    expect(topStackFrame(undefined)).toBe('');
    expect(topStackFrame('Error: only a message')).toBe('');
  });
});

describe('errorFingerprint', () => {
  const base = {
    source: 'client' as const,
    name: 'TypeError',
    message: "Cannot read properties of undefined (reading 'id')",
    stack: V8_STACK,
  };

  it('is 32 hex characters', () => {
    expect(errorFingerprint(base)).toMatch(/^[0-9a-f]{32}$/);
  });

  it('groups occurrences that differ in ids, numbers, build hashes and line numbers', () => {
    const a = errorFingerprint({ ...base, message: 'Debate 4f1c2b7e-8d9a-4b3c-9e1f-0a2b3c4d5e6f has 3 seats' });
    const b = errorFingerprint({
      ...base,
      message: 'Debate 0a0a0a0a-1b1b-4c4c-8d8d-2e2e2e2e2e2e has 4 seats',
      stack: V8_STACK.replace('debates-B3x_9aQz.js:12:3456', 'debates-Zz9_8yXw.js:14:10'),
    });
    expect(a).toBe(b);
  });

  it('tells apart other names, messages, top frames and sources', () => {
    const first = errorFingerprint(base);
    expect(errorFingerprint({ ...base, name: 'RangeError' })).not.toBe(first);
    expect(errorFingerprint({ ...base, message: 'Something else' })).not.toBe(first);
    expect(errorFingerprint({ ...base, stack: V8_STACK.replace('DebateCard', 'ClubCard') })).not.toBe(first);
    expect(errorFingerprint({ ...base, source: 'server' })).not.toBe(first);
  });

  it('treats a missing name as Error', () => {
    expect(errorFingerprint({ ...base, name: '' })).toBe(errorFingerprint({ ...base, name: 'Error' }));
  });
});
