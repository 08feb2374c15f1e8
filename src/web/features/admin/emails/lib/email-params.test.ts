import { describe, expect, it } from 'vitest';
import { openEmailOf, queueParamsOf, searchWith, tabOf, templateOf } from './email-params.ts';

describe('the e-mails page’s URL state', () => {
  it('keeps known values and drops the rest', () => {
    const search = new URLSearchParams(
      'tab=schedules&status=failed&templateId=nope&from=2026-01-02&to=soon&page=3&recipient=%20ana%20',
    );
    expect(tabOf(search)).toBe('schedules');
    expect(queueParamsOf(search)).toEqual({ page: 3, status: 'failed', from: '2026-01-02', recipient: 'ana' });
    expect(tabOf(new URLSearchParams('tab=x'))).toBe('queue');
    expect(templateOf(new URLSearchParams('template=announcement'))).toBe('announcement');
    expect(templateOf(new URLSearchParams('template=x'))).toBe('welcome');
    expect(openEmailOf(new URLSearchParams('email=not-a-uuid'))).toBeNull();
  });

  it('goes back to page 1 when a filter changes', () => {
    const search = new URLSearchParams('tab=queue&page=4&status=sent');
    expect(searchWith(search, { status: 'failed' })).toBe('?tab=queue&status=failed');
    expect(searchWith(search, { page: 2 })).toBe('?tab=queue&page=2&status=sent');
    expect(searchWith(search, { page: 1, status: undefined })).toBe('?tab=queue');
  });
});
