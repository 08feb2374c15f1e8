import { describe, expect, it } from 'vitest';
import { parseEventFilters } from './event-list-filters.ts';

const CLUB = '2b9c6c1e-8f6a-4a53-9a64-8b0c1c7f0a11';

describe('parseEventFilters', () => {
  it('keeps the filters the API accepts', () => {
    expect(parseEventFilters(new URLSearchParams(`venue=virtual&club=${CLUB}&available=true&page=2&q=cup`))).toEqual({
      venue: 'virtual',
      club: CLUB,
      available: 'true',
    });
    expect(parseEventFilters(new URLSearchParams('venue=in-person'))).toEqual({ venue: 'in-person' });
    expect(parseEventFilters(new URLSearchParams('venue=hybrid'))).toEqual({ venue: 'hybrid' });
  });

  it('drops values the API would refuse, and available=false (the same as no filter)', () => {
    expect(parseEventFilters(new URLSearchParams('venue=moon&club=not-a-uuid&available=false&colour=red'))).toEqual({});
    expect(parseEventFilters(new URLSearchParams('venue=Virtual&available=TRUE&available=yes'))).toEqual({});
    expect(parseEventFilters(new URLSearchParams(''))).toEqual({});
  });

  it('normalizes the case of a club id', () => {
    expect(parseEventFilters(new URLSearchParams(`club=${CLUB.toUpperCase()}`))).toEqual({ club: CLUB });
  });
});
