import { describe, expect, it } from 'vitest';
import { isSearchTooLong, parseListParams, withListChanges } from './list-params.ts';

const parse = (search: string) => parseListParams(new URLSearchParams(search));

describe('parseListParams', () => {
  it('defaults to page 1, 20 per page, no sort and no search', () => {
    expect(parse('')).toEqual({ params: { page: 1, limit: 20 }, searchText: '', isSearchTooLong: false });
  });

  it('reads valid values', () => {
    expect(parse('page=3&limit=50&sort=alphabetical&q=%20voting%20').params).toEqual({
      page: 3,
      limit: 50,
      sort: 'alphabetical',
      q: 'voting',
    });
  });

  it.each(['page=0', 'page=-1', 'page=abc', 'page=1.5', 'page=99999999999'])('falls back to page 1 for %s', (search) => {
    expect(parse(search).params.page).toBe(1);
  });

  it.each(['limit=0', 'limit=101', 'limit=ten'])('falls back to the default limit for %s', (search) => {
    expect(parse(search).params.limit).toBe(20);
  });

  it('ignores an unknown sort', () => {
    expect(parse('sort=best').params.sort).toBeUndefined();
  });

  it('accepts a list’s own order only where that list offers it (debates: soonest)', () => {
    expect(parse('sort=soonest').params.sort).toBeUndefined();
    expect(parseListParams(new URLSearchParams('sort=soonest'), ['soonest', 'newest']).params.sort).toBe('soonest');
  });

  it('accepts a search of exactly 100 characters', () => {
    const q = 'a'.repeat(100);
    expect(parse(`q=${q}`)).toMatchObject({ params: { q }, isSearchTooLong: false });
  });

  it('reports a longer search and leaves it out of the request', () => {
    const q = 'a'.repeat(101);
    expect(parse(`q=${q}`)).toEqual({ params: { page: 1, limit: 20 }, searchText: q, isSearchTooLong: true });
  });

  it('leaves out a blank search', () => {
    expect(parse('q=%20%20').params.q).toBeUndefined();
  });
});

describe('isSearchTooLong', () => {
  it('counts the trimmed text, like the API', () => {
    expect(isSearchTooLong(` ${'a'.repeat(100)} `)).toBe(false);
    expect(isSearchTooLong('a'.repeat(101))).toBe(true);
  });
});

describe('withListChanges', () => {
  const current = new URLSearchParams('page=3&sort=oldest&category=Economy');

  it('goes back to page 1 when anything but the page changes', () => {
    expect(withListChanges(current, { q: 'tax' }).toString()).toBe('sort=oldest&category=Economy&q=tax');
  });

  it('keeps the page when asked', () => {
    expect(withListChanges(current, { category: 'Health' }, { keepPage: true }).toString()).toBe(
      'page=3&sort=oldest&category=Health',
    );
  });

  it('sets the page', () => {
    expect(withListChanges(current, { page: 4 }).toString()).toBe('page=4&sort=oldest&category=Economy');
  });

  it('drops defaults and empty values so URLs stay short', () => {
    expect(withListChanges(current, { page: 1 }).toString()).toBe('sort=oldest&category=Economy');
    expect(withListChanges(new URLSearchParams('limit=50'), { limit: 20 }).toString()).toBe('');
    expect(withListChanges(current, { sort: undefined, q: '  ' }).toString()).toBe('category=Economy');
  });

  it('does not change the params it was given', () => {
    withListChanges(current, { q: 'x' });
    expect(current.toString()).toBe('page=3&sort=oldest&category=Economy');
  });
});
