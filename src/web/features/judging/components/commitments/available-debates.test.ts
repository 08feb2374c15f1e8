import { describe, expect, it } from 'vitest';
import { judgedFormatsText, parseAvailableFilters } from './available-debates.tsx';

describe('parseAvailableFilters', () => {
  it('keeps the formats and types the API knows', () => {
    expect(parseAvailableFilters(new URLSearchParams('format=parliamentary&type=competitive&page=2'))).toEqual({
      format: 'parliamentary',
      type: 'competitive',
    });
  });

  it('drops unknown values instead of failing the page', () => {
    expect(parseAvailableFilters(new URLSearchParams('format=chess&type='))).toEqual({});
  });
});

describe('judgedFormatsText', () => {
  it('names the judge’s formats in the app’s order', () => {
    expect(judgedFormatsText(['standard', 'lincoln-douglas'])).toBe('Standard and Lincoln-Douglas');
    expect(judgedFormatsText(['oxford', 'world-schools', 'standard'])).toBe('Standard, Oxford, and World Schools');
  });

  it('is empty when there are none, and leaves out ids it does not know', () => {
    expect(judgedFormatsText([])).toBe('');
    expect(judgedFormatsText(['chess'])).toBe('');
  });
});
