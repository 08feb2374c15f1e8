import { describe, expect, it } from 'vitest';
import { searchWith } from './search-with.ts';

const q = (text: string) => new URLSearchParams(text);

describe('searchWith', () => {
  it('sets and removes keys and goes back to page 1 on a filter change', () => {
    expect(searchWith(q('tab=audit&page=4&outcome=failed'), { action: 'user.ban' })).toBe(
      '?tab=audit&outcome=failed&action=user.ban',
    );
    expect(searchWith(q('tab=audit&outcome=failed'), { outcome: undefined })).toBe('?tab=audit');
    expect(searchWith(q('tab=queue&page=4&status=sent'), { status: '' })).toBe('?tab=queue');
  });

  it('keeps the page it is given, and leaves page 1 out', () => {
    expect(searchWith(q('tab=audit'), { page: 3 })).toBe('?tab=audit&page=3');
    expect(searchWith(q('tab=queue&page=4&status=sent'), { page: 2 })).toBe('?tab=queue&page=2&status=sent');
    expect(searchWith(q('page=3'), { page: 1 })).toBe('');
    expect(searchWith(q('tab=queue&page=4&status=sent'), { page: 1, status: undefined })).toBe('?tab=queue');
  });
});
