import { describe, expect, it } from 'vitest';
import { auditParamsOf, errorParamsOf, exportQueryOf } from './log-params.ts';

const q = (text: string) => new URLSearchParams(text);

describe('errorParamsOf', () => {
  it('defaults to the last 7 days, all sources, page 1', () => {
    expect(errorParamsOf(q(''))).toEqual({ source: undefined, period: '7d', page: 1, group: undefined });
  });

  it('reads known values and drops the rest', () => {
    expect(errorParamsOf(q(`source=server&period=24h&page=3&group=${'a'.repeat(32)}`))).toEqual({
      source: 'server',
      period: '24h',
      page: 3,
      group: 'a'.repeat(32),
    });
    expect(errorParamsOf(q('source=robot&period=year&page=-2&group=xyz'))).toEqual({
      source: undefined,
      period: '7d',
      page: 1,
      group: undefined,
    });
  });
});

describe('auditParamsOf', () => {
  it('keeps well-formed filters', () => {
    expect(
      auditParamsOf(q('action=user.ban&targetType=user&outcome=failed&actorId=abc&from=2026-03-01&to=2026-03-31&page=2')),
    ).toEqual({
      page: 2,
      action: 'user.ban',
      targetType: 'user',
      outcome: 'failed',
      actorId: 'abc',
      from: '2026-03-01',
      to: '2026-03-31',
    });
  });

  it('drops malformed ones', () => {
    expect(auditParamsOf(q('action=DROP TABLE&targetType=planet&outcome=maybe&from=yesterday&to=2026-13-45'))).toEqual({
      page: 1,
    });
  });
});

describe('exportQueryOf', () => {
  it('carries the filters, not the page', () => {
    expect(exportQueryOf({ page: 3, outcome: 'failed', from: '2026-03-01' })).toBe('?outcome=failed&from=2026-03-01');
    expect(exportQueryOf({})).toBe('');
  });
});
