// `npm run audit`: the security audit gate (ADR 0038). Runs
// `npm audit --omit=dev --audit-level=high --json` and decides with
// scripts/audit-gate.mjs against audit-allowlist.json. Exit 1 on a high or
// critical advisory not allowed, or on an expired or malformed allow-list
// entry; exit 0 with a loud warning when the audit service cannot be asked,
// unless AUDIT_REQUIRED=1.
// `node scripts/audit.mjs --input <file>` decides on a saved `npm audit --json` output instead.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { decideAudit } from './audit-gate.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const ALLOW_LIST_FILE = path.join(ROOT, 'audit-allowlist.json');
/** npm audit waits on the registry; a hung request counts as the service unreachable. */
const AUDIT_TIMEOUT_MS = 120_000;

function runNpmAudit() {
  const result = spawnSync('npm', ['audit', '--omit=dev', '--audit-level=high', '--json'], {
    cwd: ROOT,
    encoding: 'utf8',
    timeout: AUDIT_TIMEOUT_MS,
    maxBuffer: 64 * 1024 * 1024,
  });
  // A spawn failure or a time-out leaves no report: the gate reads that as "unavailable".
  return result.error ? '' : result.stdout;
}

const inputIndex = process.argv.indexOf('--input');
const auditOutput = inputIndex > 0 ? readFileSync(process.argv[inputIndex + 1] ?? '', 'utf8') : runNpmAudit();

let allowList = { advisories: [] };
if (existsSync(ALLOW_LIST_FILE)) {
  try {
    allowList = JSON.parse(readFileSync(ALLOW_LIST_FILE, 'utf8'));
  } catch (error) {
    allowList = { invalid: String(error) };
  }
}

const { lines, exitCode } = decideAudit({
  auditOutput,
  allowList,
  today: new Date().toISOString().slice(0, 10),
  isAuditRequired: process.env.AUDIT_REQUIRED === '1',
});
for (const line of lines) (exitCode === 0 ? console.log : console.error)(line);
process.exit(exitCode);
