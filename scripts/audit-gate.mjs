// The security audit gate's decision (ADR 0038), apart from running npm so
// that it is tested on recorded outputs: given what `npm audit --json` printed
// and the allow-list (audit-allowlist.json), pass, fail, or warn that the audit
// service could not be asked.
//
// Fails on a high or critical advisory of a production dependency that no
// current allow-list entry names, and on an allow-list that is malformed or has
// an entry past its review date — whether or not the service answered, so an
// accepted risk is looked at again when it said it would be. A service that did
// not answer is a loud warning, and a failure only when AUDIT_REQUIRED=1.
// Plain JavaScript without dependencies: it runs before anything is built.

/** The severities that fail the gate (npm's `--audit-level=high`). */
export const GATED_SEVERITIES = ['high', 'critical'];

const REVIEW_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * What `npm audit --json` printed: a report (`kind: 'report'`) with its
 * advisories, or `kind: 'unavailable'` when npm printed an error (the registry
 * refused the bulk advisory endpoint, no network) or nothing it could read.
 */
export function parseAuditOutput(stdout) {
  let parsed;
  try {
    parsed = JSON.parse(stdout);
  } catch {
    return { kind: 'unavailable', reason: 'npm audit printed no JSON report' };
  }
  if (parsed && typeof parsed === 'object' && parsed.vulnerabilities && typeof parsed.vulnerabilities === 'object') {
    return { kind: 'report', advisories: advisoriesOf(parsed.vulnerabilities), counts: parsed.metadata?.vulnerabilities ?? {} };
  }
  const message =
    (typeof parsed?.message === 'string' && parsed.message) ||
    [parsed?.error?.code, parsed?.error?.summary].filter(Boolean).join(': ') ||
    'npm audit printed an unrecognised report';
  return { kind: 'unavailable', reason: message };
}

/**
 * Every advisory of the report, once: npm lists an advisory as an object in the
 * `via` of the package it was filed against; the packages that only depend on
 * that one name it by string in theirs, and are covered by it.
 */
function advisoriesOf(vulnerabilities) {
  const byId = new Map();
  for (const vulnerability of Object.values(vulnerabilities)) {
    for (const via of vulnerability?.via ?? []) {
      if (typeof via !== 'object' || via === null) continue;
      const advisory = {
        id: via.url ?? String(via.source ?? via.title),
        source: via.source,
        package: via.name ?? vulnerability.name,
        title: via.title ?? '',
        severity: via.severity ?? vulnerability.severity,
        range: via.range ?? '',
      };
      byId.set(`${advisory.id} ${advisory.package}`, advisory);
    }
  }
  return [...byId.values()];
}

/** The allow-list's entries and what is wrong with them (each problem fails the gate). */
export function readAllowList(allowList, today) {
  const entries = Array.isArray(allowList?.advisories) ? allowList.advisories : null;
  if (!entries) return { entries: [], problems: ['audit-allowlist.json: expected { "advisories": [ … ] }'] };
  const problems = [];
  const valid = [];
  for (const [index, entry] of entries.entries()) {
    const label = `audit-allowlist.json entry ${index + 1}${entry?.id ? ` (${entry.id})` : ''}`;
    const missing = ['id', 'package', 'reason', 'reviewBy'].filter(
      (field) => typeof entry?.[field] !== 'string' || !entry[field].trim(),
    );
    if (missing.length > 0) problems.push(`${label}: missing ${missing.join(', ')}`);
    else if (!REVIEW_DATE.test(entry.reviewBy) || Number.isNaN(Date.parse(entry.reviewBy))) {
      problems.push(`${label}: reviewBy must be a date, YYYY-MM-DD`);
    } else if (entry.reviewBy < today) {
      problems.push(
        `${label}: its review date ${entry.reviewBy} has passed — review the advisory, then renew or remove the entry`,
      );
    } else valid.push(entry);
  }
  return { entries: valid, problems };
}

/** Whether an allow-list entry names this advisory: its URL, GHSA id or npm source number, and its package. */
function isAllowedBy(entry, advisory) {
  const ids = [advisory.id, advisory.id.split('/').at(-1), advisory.source === undefined ? '' : String(advisory.source)];
  return entry.package === advisory.package && ids.includes(entry.id.trim());
}

/**
 * The gate's verdict. `today` is YYYY-MM-DD (UTC). Returns the exit code and
 * the lines to print; `outcome` is 'pass', 'fail' or 'unavailable'.
 */
export function decideAudit({ auditOutput, allowList, today, isAuditRequired = false }) {
  const audit = parseAuditOutput(auditOutput);
  const { entries, problems } = readAllowList(allowList, today);
  const lines = problems.map((problem) => `FAIL ${problem}`);

  if (audit.kind === 'unavailable') {
    const banner = '!'.repeat(72);
    lines.push(
      banner,
      `!! The security audit did not run: ${audit.reason}`,
      '!! No advisory was checked. Run `npm run audit` where the registry answers npm audit,',
      `!! or set AUDIT_REQUIRED=1 to fail when it cannot run.${isAuditRequired ? ' (AUDIT_REQUIRED=1: failing.)' : ''}`,
      banner,
    );
    const isFailing = isAuditRequired || problems.length > 0;
    return { outcome: isFailing ? 'fail' : 'unavailable', exitCode: isFailing ? 1 : 0, lines };
  }

  const gated = audit.advisories.filter((a) => GATED_SEVERITIES.includes(a.severity));
  const blocking = [];
  const used = new Set();
  for (const advisory of gated) {
    const entry = entries.find((e) => isAllowedBy(e, advisory));
    const line = `${advisory.severity} ${advisory.package} ${advisory.range} — ${advisory.title} (${advisory.id})`;
    if (entry) {
      used.add(entry);
      lines.push(`allowed ${line}: ${entry.reason} (review by ${entry.reviewBy})`);
    } else {
      blocking.push(advisory);
      lines.push(`FAIL ${line}`);
    }
  }
  for (const entry of entries.filter((e) => !used.has(e))) {
    lines.push(`note: audit-allowlist.json names ${entry.id} (${entry.package}), which the audit no longer reports: remove it`);
  }
  const below = audit.advisories.length - gated.length;
  lines.push(
    `npm audit (production dependencies): ${gated.length} high or critical advisories, ${gated.length - blocking.length} allowed; ${below} below high not gated`,
  );
  const isFailing = blocking.length > 0 || problems.length > 0;
  if (blocking.length > 0) {
    lines.push(
      'Update the package (npm audit fix, or a newer version of what depends on it), or accept the advisory in audit-allowlist.json with a reason and a review date (ADR 0038).',
    );
  }
  return { outcome: isFailing ? 'fail' : 'pass', exitCode: isFailing ? 1 : 0, lines };
}
