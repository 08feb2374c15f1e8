import { describe, expect, it } from 'vitest';
import { parseAvailableFilters } from './available-debates.tsx';

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
