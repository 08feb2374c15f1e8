// The audit gate's decisions on `npm audit --json` outputs (ADR 0038).
// endpoint-405.json is what npm printed on this project's CI machine, whose
// registry refuses the bulk advisory endpoint; none.json and high.json follow
// npm's report format (auditReportVersion 2): high.json has one high advisory
// (ws), a package affected only through it, and a moderate one.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { decideAudit, parseAuditOutput } from './audit-gate.mjs';

const fixture = (name) => readFileSync(new URL(`./audit-fixtures/${name}.json`, import.meta.url), 'utf8');
const TODAY = '2026-11-27';
const WS_ADVISORY = 'https://github.com/advisories/GHSA-3h5v-q93c-6h6q';
const allowWs = (overrides = {}) => ({
  advisories: [
    {
      id: WS_ADVISORY,
      package: 'ws',
      reason: 'The server takes WebSocket upgrades behind a proxy that caps header counts.',
      reviewBy: '2027-01-31',
      ...overrides,
    },
  ],
});
const decide = (auditOutput, allowList = { advisories: [] }, isAuditRequired = false) =>
  decideAudit({ auditOutput, allowList, today: TODAY, isAuditRequired });

describe('parseAuditOutput', () => {
  it('lists each advisory once, from the package it was filed against', () => {
    const audit = parseAuditOutput(fixture('high'));
    expect(audit.kind).toBe('report');
    expect(audit.advisories.map((a) => [a.package, a.severity, a.id])).toEqual([
      ['ws', 'high', WS_ADVISORY],
      ['nanoid', 'moderate', 'https://github.com/advisories/GHSA-mwcw-c2x4-8c55'],
    ]);
  });

  it.each([
    ['an error from the registry', fixture('endpoint-405'), /405 Method Not Allowed/],
    ['a network error', JSON.stringify({ error: { code: 'ENOTFOUND', summary: 'request to registry failed' } }), /ENOTFOUND/],
    ['no output', '', /no JSON report/],
  ])('reads %s as the service unavailable', (_, output, reason) => {
    const audit = parseAuditOutput(output);
    expect(audit.kind).toBe('unavailable');
    expect(audit.reason).toMatch(reason);
  });
});

describe('decideAudit', () => {
  it('passes a report without advisories', () => {
    expect(decide(fixture('none'))).toMatchObject({ outcome: 'pass', exitCode: 0 });
  });

  it('fails on a high advisory the allow-list does not name, and not on a moderate one', () => {
    const verdict = decide(fixture('high'));
    expect(verdict).toMatchObject({ outcome: 'fail', exitCode: 1 });
    expect(verdict.lines.filter((l) => l.startsWith('FAIL'))).toEqual([expect.stringContaining(WS_ADVISORY)]);
  });

  it.each([
    ['its URL', WS_ADVISORY],
    ['its GHSA id', 'GHSA-3h5v-q93c-6h6q'],
    ['its npm source number', '1098392'],
  ])('passes a high advisory allowed by %s', (_, id) => {
    const verdict = decide(fixture('high'), allowWs({ id }));
    expect(verdict).toMatchObject({ outcome: 'pass', exitCode: 0 });
    expect(verdict.lines).toContainEqual(expect.stringMatching(/^allowed high ws .*review by 2027-01-31/));
  });

  it('does not let an entry for another package allow the advisory', () => {
    expect(decide(fixture('high'), allowWs({ package: 'ws-other' }))).toMatchObject({ outcome: 'fail', exitCode: 1 });
  });

  it('keeps an entry valid on its review date', () => {
    expect(decide(fixture('high'), allowWs({ reviewBy: TODAY }))).toMatchObject({ outcome: 'pass', exitCode: 0 });
  });

  it('fails on an entry past its review date, even when it names the advisory', () => {
    const verdict = decide(fixture('high'), allowWs({ reviewBy: '2026-11-26' }));
    expect(verdict).toMatchObject({ outcome: 'fail', exitCode: 1 });
    expect(verdict.lines).toContainEqual(expect.stringContaining('review date 2026-11-26 has passed'));
  });

  it('fails on an expired entry when the audit service is unavailable too', () => {
    expect(decide(fixture('endpoint-405'), allowWs({ reviewBy: '2026-01-01' }))).toMatchObject({ outcome: 'fail', exitCode: 1 });
  });

  it.each([
    ['without a reason', { reason: '' }, /missing reason/],
    ['with a review date that is not a date', { reviewBy: 'next spring' }, /YYYY-MM-DD/],
  ])('fails on an entry %s', (_, overrides, problem) => {
    const verdict = decide(fixture('none'), allowWs(overrides));
    expect(verdict.exitCode).toBe(1);
    expect(verdict.lines).toContainEqual(expect.stringMatching(problem));
  });

  it('fails on an allow-list without its advisories list', () => {
    expect(decide(fixture('none'), { invalid: 'Unexpected token' }).exitCode).toBe(1);
  });

  it('asks to remove an entry the audit no longer reports, without failing', () => {
    const verdict = decide(fixture('none'), allowWs());
    expect(verdict).toMatchObject({ outcome: 'pass', exitCode: 0 });
    expect(verdict.lines).toContainEqual(expect.stringMatching(/no longer reports: remove it/));
  });

  it('warns loudly and passes when the audit endpoint answers with an error', () => {
    const verdict = decide(fixture('endpoint-405'));
    expect(verdict).toMatchObject({ outcome: 'unavailable', exitCode: 0 });
    expect(verdict.lines.join('\n')).toMatch(/The security audit did not run: 405 Method Not Allowed/);
  });

  it('fails when the audit endpoint answers with an error and AUDIT_REQUIRED=1', () => {
    expect(decide(fixture('endpoint-405'), undefined, true)).toMatchObject({ outcome: 'fail', exitCode: 1 });
  });
});
