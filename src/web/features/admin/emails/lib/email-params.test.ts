import { describe, expect, it } from 'vitest';
import { openEmailOf, queueParamsOf, templateOf } from './email-params.ts';

describe('the e-mails page’s URL state', () => {
  it('keeps known values and drops the rest', () => {
    const search = new URLSearchParams(
      'tab=schedules&status=failed&templateId=nope&from=2026-01-02&to=soon&page=3&recipient=%20ana%20',
    );
    expect(queueParamsOf(search)).toEqual({ page: 3, status: 'failed', from: '2026-01-02', recipient: 'ana' });
    expect(templateOf(new URLSearchParams('template=announcement'))).toBe('announcement');
    expect(templateOf(new URLSearchParams('template=x'))).toBe('welcome');
    expect(openEmailOf(new URLSearchParams('email=not-a-uuid'))).toBeNull();
  });
});
