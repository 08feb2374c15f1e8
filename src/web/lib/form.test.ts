import { describe, expect, it } from 'vitest';
import { ApiRequestError } from './api-client.ts';
import {
  allowSubmission,
  applyServerErrors,
  FORM_ERROR_PATH,
  FORM_RATE_LIMIT_MESSAGE,
  hasFieldPath,
  serverFieldsOf,
  splitServerErrors,
} from './form.ts';
import { FORM_RATE_LIMIT } from './local-rate-limit.ts';

function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => {
      data.delete(key);
    },
    setItem: (key, value) => {
      data.set(key, value);
    },
  };
}

describe('hasFieldPath', () => {
  const values = { title: '', venue: { city: undefined }, speakers: [{ name: 'A' }] };
  it.each([
    ['title', true],
    ['venue.city', true],
    ['speakers.0.name', true],
    ['speakers.1.name', false],
    ['venue.street', false],
    ['unknown', false],
    ['', false],
  ])('%s → %s', (path, expected) => {
    expect(hasFieldPath(values, path)).toBe(expected);
  });
});

describe('splitServerErrors', () => {
  const isField = (path: string) => ['title', 'venue.city', 'startsAtLocal'].includes(path);

  it('puts known paths on their fields with their first message, the rest on the form', () => {
    expect(
      splitServerErrors(
        { title: ['Too short', 'Too plain'], 'venue.city': ['Required'], captcha: ['Solve it'], '': ['Nope'] },
        isField,
      ),
    ).toEqual({
      fieldErrors: [
        { path: 'title', message: 'Too short' },
        { path: 'venue.city', message: 'Required' },
      ],
      formErrors: ['Solve it', 'Nope'],
    });
  });

  it('puts a message for a part of a field on the field', () => {
    expect(splitServerErrors({ 'title.0': ['Bad item'], 'venue.city.zip': ['Bad zip'] }, isField).fieldErrors).toEqual([
      { path: 'title', message: 'Bad item' },
      { path: 'venue.city', message: 'Bad zip' },
    ]);
  });

  it('renames server fields the form holds elsewhere', () => {
    expect(splitServerErrors({ startsAt: ['In the past'] }, isField, { startsAt: 'startsAtLocal' }).fieldErrors).toEqual([
      { path: 'startsAtLocal', message: 'In the past' },
    ]);
  });

  it('skips empty message lists and repeats', () => {
    expect(splitServerErrors({ title: [], a: ['Same'], b: ['Same'] }, isField)).toEqual({
      fieldErrors: [],
      formErrors: ['Same'],
    });
    expect(splitServerErrors(undefined, isField)).toEqual({ fieldErrors: [], formErrors: [] });
  });
});

describe('serverFieldsOf', () => {
  it('reads an ApiRequestError and a Better Auth error', () => {
    expect(serverFieldsOf(new ApiRequestError(400, 'VALIDATION_FAILED', 'Bad', { name: ['Required'] }))).toEqual({
      name: ['Required'],
    });
    expect(serverFieldsOf({ code: 'VALIDATION_FAILED', fields: { email: ['Invalid'] } })).toEqual({ email: ['Invalid'] });
    expect(serverFieldsOf({ error: { fields: { password: 'Weak' } } })).toEqual({ password: ['Weak'] });
    expect(serverFieldsOf(new Error('x'))).toBeUndefined();
    expect(serverFieldsOf(null)).toBeUndefined();
  });
});

describe('applyServerErrors', () => {
  function fakeForm(values: Record<string, unknown>) {
    const calls: [string, string, boolean | undefined][] = [];
    return {
      calls,
      getValues: () => values,
      setError: (name: string, error: { message: string }, options?: { shouldFocus?: boolean }) => {
        calls.push([name, error.message, options?.shouldFocus]);
      },
    };
  }

  it('sets field errors (focusing the first) and the form-level error', () => {
    const form = fakeForm({ name: '', location: { city: '' } });
    const error = new ApiRequestError(400, 'VALIDATION_FAILED', 'Bad', {
      name: ['Too short'],
      'location.city': ['Required'],
      token: ['Expired'],
    });
    expect(applyServerErrors(form, error)).toEqual({ fields: 2, formError: 'Expired' });
    expect(form.calls).toEqual([
      ['name', 'Too short', true],
      ['location.city', 'Required', false],
      [FORM_ERROR_PATH, 'Expired', undefined],
    ]);
  });

  it('applies nothing for a failure without fields', () => {
    const form = fakeForm({ name: '' });
    expect(applyServerErrors(form, new ApiRequestError(500, 'INTERNAL', 'Oops'))).toEqual({ fields: 0, formError: null });
    expect(form.calls).toEqual([]);
  });
});

describe('allowSubmission', () => {
  it('allows ten form submissions a minute, then refuses until the window moves on', () => {
    const storage = memoryStorage();
    for (let i = 0; i < 10; i++) expect(allowSubmission(FORM_RATE_LIMIT, 1_000 + i, storage)).toBe(true);
    expect(allowSubmission(FORM_RATE_LIMIT, 2_000, storage)).toBe(false);
    expect(allowSubmission(FORM_RATE_LIMIT, 1_000 + 60_000, storage)).toBe(true);
  });

  it('says the existing limit message', () => {
    expect(FORM_RATE_LIMIT_MESSAGE).toEqual({
      title: 'Too many attempts',
      description: 'Please wait a few minutes before trying again.',
    });
  });
});
