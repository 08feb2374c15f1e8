import { describe, expect, it } from 'vitest';
import { parseDebateFilters } from './debate-filters.tsx';

describe('parseDebateFilters', () => {
  it('keeps the filters the API accepts and drops the rest', () => {
    const search = new URLSearchParams(
      'format=parliamentary&type=quick&state=live&venue=virtual&topic=2b9c6c1e-8f6a-4a53-9a64-8b0c1c7f0a11&colour=red',
    );
    expect(parseDebateFilters(search)).toEqual({
      format: 'parliamentary',
      type: 'quick',
      state: 'live',
      venue: 'virtual',
      topic: '2b9c6c1e-8f6a-4a53-9a64-8b0c1c7f0a11',
    });
    expect(parseDebateFilters(new URLSearchParams('format=chess&state=paused&topic=x'))).toEqual({});
  });
});
