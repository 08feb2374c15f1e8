import { describe, expect, it } from 'vitest';
import { checkSuggestion, serverSuggestionErrors } from './suggestion-input.ts';

describe('checkSuggestion', () => {
  it('names every field that is wrong', () => {
    const result = checkSuggestion({ title: 'short', category: '', description: '' });
    expect(result.errors).toEqual({
      title: 'The motion must be at least 10 characters',
      category: 'Choose a category',
    });
  });

  it('passes a good suggestion, trimmed', () => {
    const result = checkSuggestion({ title: '  This house would test everything ', category: 'education', description: '' });
    expect(result.input).toEqual({ title: 'This house would test everything', category: 'education', description: '' });
  });
});

describe('serverSuggestionErrors', () => {
  it('keeps the first message of known fields', () => {
    expect(serverSuggestionErrors({ title: ['a', 'b'], other: ['x'] })).toEqual({ title: 'a' });
    expect(serverSuggestionErrors(undefined)).toEqual({});
  });
});
