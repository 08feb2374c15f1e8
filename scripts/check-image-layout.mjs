// Checks the container image's runtime stage without Docker: builds what the
// Dockerfile's build stage builds, from the files the build context holds
// (.dockerignore applied), lays out the files the runtime stage copies under a
// stand-in root, then starts the Dockerfile's CMD there as an unprivileged user
// with the image's environment and asks its HEALTHCHECK command until healthy.
// It also fetches a page, the API reference's assets and a share card (the
// packages the server bundle leaves in node_modules), stops the server with
// SIGTERM (exit 0 expected), starts it again on the same data and checks that
// the health check fails once nothing listens.
//
// Stand-ins, because no image is built: the repository's node_modules for the
// build stage's `npm install`, and for `npm prune --omit=dev` the lockfile's
// production entries linked from it; absolute paths of the image's ENV (DATA_DIR)
// are moved under the stand-in root; RUN lines of the runtime stage are not run
// (their volume folders are made and given to the user); the user is `nobody`.
// Run as root (to switch user): `node scripts/check-image-layout.mjs [workDir] [--skip-build]`.
import { spawn, spawnSync } from 'node:child_process';
import {
  chownSync,
  cpSync,
  existsSync,
  linkSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const shouldSkipBuild = args.includes('--skip-build');
const WORK = path.resolve(args.find((a) => !a.startsWith('--')) ?? '/tmp/sdc-image-check');
const CONTEXT = path.join(WORK, 'context'); // the build stage's /app
const ROOTFS = path.join(WORK, 'rootfs'); // the runtime stage's /
/** `nobody`: a user that owns nothing of the tree, as `node` owns nothing of /app in the image. */
const RUN_UID = 65534;
const RUN_GID = 65534;
const HEALTHY_WITHIN_MS = 120_000;
const STOPPED_WITHIN_MS = 30_000;

const failures = [];
function check(ok, what, detail = '') {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}${detail ? ` — ${detail}` : ''}`);
  if (!ok) failures.push(what);
  return ok;
}

// ---- The Dockerfile, read as instructions per stage ----
function readDockerfile() {
  const text = readFileSync(path.join(ROOT, 'Dockerfile'), 'utf8');
  const logical = text
    .split('\n')
    .filter((line) => !/^\s*#/.test(line))
    .join('\n')
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const stages = [];
  for (const line of logical) {
    const [, keyword = '', rest = ''] = /^(\S+)\s*(.*)$/.exec(line) ?? [];
    if (keyword.toUpperCase() === 'FROM') stages.push({ name: /\bAS\s+(\S+)/i.exec(rest)?.[1], lines: [] });
    else stages.at(-1)?.lines.push({ keyword: keyword.toUpperCase(), rest });
  }
  return { text, stages };
}

/** `KEY=value KEY2=value` (values without spaces or quotes, as this Dockerfile writes them). */
function parseEnv(rest) {
  return Object.fromEntries(rest.split(/\s+/).map((pair) => pair.split(/=(.*)/s).slice(0, 2)));
}

// ---- The build context: what `git ls-files` holds, less .dockerignore ----
function globToRegex(pattern) {
  let source = '';
  for (let i = 0; i < pattern.length; i++) {
    const ch = pattern[i];
    if (ch === '*' && pattern[i + 1] === '*') {
      source += pattern[i + 2] === '/' ? '(.*/)?' : '.*';
      i += pattern[i + 2] === '/' ? 2 : 1;
    } else if (ch === '*') source += '[^/]*';
    else if (ch === '?') source += '[^/]';
    else source += ch.replace(/[.+^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${source}$`);
}

function contextFiles() {
  const ignore = readFileSync(path.join(ROOT, '.dockerignore'), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => globToRegex(line.replace(/^\/|\/$/g, '')));
  const listed = spawnSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], { cwd: ROOT, encoding: 'utf8' });
  if (listed.status !== 0) throw new Error(`git ls-files failed: ${listed.stderr}`);
  // Docker leaves out a path when a pattern matches it or a folder above it.
  const isIgnored = (file) => {
    const parts = file.split('/');
    return parts.some((_, i) => ignore.some((re) => re.test(parts.slice(0, i + 1).join('/'))));
  };
  return listed.stdout
    .split('\0')
    .filter(Boolean)
    .filter((file) => existsSync(path.join(ROOT, file)) && !isIgnored(file));
}

// ---- Stand-ins for npm install and npm prune --omit=dev ----
/** The build stage's node_modules: each entry a link into the repository's installed tree. */
function linkInstalledPackages(dir) {
  mkdirSync(dir, { recursive: true });
  for (const entry of readdirSync(path.join(ROOT, 'node_modules'))) {
    // Caches stay in the stand-in, not in the repository's tree.
    if (entry.startsWith('.') && entry !== '.bin') continue;
    symlinkSync(path.join(ROOT, 'node_modules', entry), path.join(dir, entry));
  }
}

/** Hard links of `from`'s files under `to` (no copy of the bytes), leaving nested node_modules out. */
function linkTree(from, to) {
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from)) {
    if (entry === 'node_modules') continue;
    const source = path.join(from, entry);
    const target = path.join(to, entry);
    const stat = lstatSync(source);
    if (stat.isSymbolicLink()) symlinkSync(readlinkSync(source), target);
    else if (stat.isDirectory()) linkTree(source, target);
    else linkSync(source, target);
  }
}

/** What `npm prune --omit=dev` leaves: the lockfile's entries not marked dev, as installed here. */
function productionPackages(dir) {
  const lock = JSON.parse(readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8'));
  let count = 0;
  for (const [key, entry] of Object.entries(lock.packages)) {
    if (!key || entry.dev || entry.link) continue;
    const installed = path.join(ROOT, key);
    // Other platforms' optional packages are in the lockfile but not installed.
    if (!existsSync(installed)) continue;
    linkTree(installed, path.join(dir, key.replace(/^node_modules\//, '')));
    count++;
  }
  return count;
}

// ---- Running things as the image would ----
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** The image's command line: its `node` is this one; run as the unprivileged user when we are root. */
function asImageUser(argv) {
  const command = argv[0] === 'node' ? [process.execPath, ...argv.slice(1)] : argv;
  if (process.getuid?.() !== 0) return command;
  return ['setpriv', `--reuid=${RUN_UID}`, `--regid=${RUN_GID}`, '--clear-groups', ...command];
}

function runHealthcheck(healthcheck, options) {
  const [command, ...rest] = asImageUser(healthcheck);
  return spawnSync(command, rest, { ...options, timeout: 10_000 }).status === 0;
}

async function waitFor(predicate, ms) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await predicate()) return true;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  return false;
}

async function startServer(label, { cmd, env, cwd, healthcheck }) {
  const logFile = path.join(WORK, `server-${label}.log`);
  const [command, ...rest] = asImageUser(cmd);
  const child = spawn(command, rest, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const output = [];
  child.stdout.on('data', (chunk) => output.push(chunk));
  child.stderr.on('data', (chunk) => output.push(chunk));
  const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
  let hasExited = false;
  void exited.then(() => (hasExited = true));
  const started = Date.now();
  const isHealthy = await waitFor(() => hasExited || runHealthcheck(healthcheck, { cwd, env }), HEALTHY_WITHIN_MS);
  check(isHealthy && !hasExited, `${label}: HEALTHCHECK passes`, `${Math.round((Date.now() - started) / 1000)} s after start`);
  return {
    async stop() {
      child.kill('SIGTERM');
      const outcome = await Promise.race([exited, new Promise((resolve) => setTimeout(() => resolve(null), STOPPED_WITHIN_MS))]);
      if (!outcome) child.kill('SIGKILL');
      writeFileSync(logFile, Buffer.concat(output));
      check(
        outcome?.code === 0,
        `${label}: SIGTERM ends the server with exit 0`,
        outcome ? JSON.stringify(outcome) : 'still running',
      );
    },
  };
}

async function fetchOk(url, expectType) {
  try {
    const response = await fetch(url);
    const type = response.headers.get('content-type') ?? '';
    await response.arrayBuffer();
    return check(response.ok && type.includes(expectType), `GET ${new URL(url).pathname}`, `${response.status} ${type}`);
  } catch (error) {
    return check(false, `GET ${new URL(url).pathname}`, String(error));
  }
}

// ---- The check ----
const { text: dockerfile, stages } = readDockerfile();
const runtime = stages.at(-1);
const build = stages.find((stage) => runtime?.lines.some((l) => l.rest.includes(`--from=${stage.name} `)));
if (!runtime || !build) throw new Error('Dockerfile: expected a build stage and a runtime stage copying from it');
const lastOf = (stage, keyword) => stage.lines.filter((l) => l.keyword === keyword).at(-1)?.rest;
const execForm = (rest, what) => {
  const json = rest?.slice(rest.indexOf('['));
  if (!json) throw new Error(`Dockerfile: no ${what} in exec form`);
  return JSON.parse(json);
};
const workdir = lastOf(runtime, 'WORKDIR') ?? '/';
const buildWorkdir = lastOf(build, 'WORKDIR') ?? '/';
const cmd = execForm(lastOf(runtime, 'CMD'), 'CMD');
const healthcheck = execForm(lastOf(runtime, 'HEALTHCHECK')?.replace(/^.*?\bCMD\b/, ''), 'HEALTHCHECK CMD');
const imageEnv = Object.assign({}, ...runtime.lines.filter((l) => l.keyword === 'ENV').map((l) => parseEnv(l.rest)));
const volumes = runtime.lines.filter((l) => l.keyword === 'VOLUME').flatMap((l) => l.rest.split(/\s+/));

check(
  build.lines.some((l) => l.keyword === 'RUN' && l.rest.includes('npm run build')),
  'build stage runs npm run build',
);
check(/npm prune --omit=dev/.test(dockerfile), 'build stage prunes the development packages');
check(lastOf(runtime, 'USER') !== undefined && lastOf(runtime, 'USER') !== 'root', 'runtime stage runs as a non-root USER');
check(imageEnv.NODE_ENV === 'production', 'runtime stage sets NODE_ENV=production');
check(volumes.includes(imageEnv.DATA_DIR), 'DATA_DIR is a VOLUME', imageEnv.DATA_DIR);
check(!cmd.some((arg) => /scripts\/start\.mjs|npm/.test(arg)), 'CMD runs the built server without rebuilding', cmd.join(' '));

if (!shouldSkipBuild) {
  rmSync(WORK, { recursive: true, force: true });
  const files = contextFiles();
  for (const file of files) cpSync(path.join(ROOT, file), path.join(CONTEXT, file));
  linkInstalledPackages(path.join(CONTEXT, 'node_modules'));
  console.log(`build context: ${files.length} files; running npm run build…`);
  const started = Date.now();
  const built = spawnSync('npm', ['run', 'build'], { cwd: CONTEXT, stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' });
  writeFileSync(path.join(WORK, 'build.log'), built.stdout + built.stderr);
  if (
    !check(
      built.status === 0,
      'npm run build in the build context',
      `${Math.round((Date.now() - started) / 1000)} s, log in build.log`,
    )
  ) {
    process.exit(1);
  }
}
rmSync(ROOTFS, { recursive: true, force: true });
const pruned = path.join(WORK, 'node_modules-production');
rmSync(pruned, { recursive: true, force: true });
console.log(`production packages: ${productionPackages(pruned)} linked`);

// The runtime stage's COPY --from lines, from the build stage's folder into the stand-in root.
const inRootfs = (containerPath, base) => path.join(ROOTFS, path.posix.resolve(base, containerPath));
for (const { rest } of runtime.lines.filter((l) => l.keyword === 'COPY')) {
  const parts = rest.split(/\s+/).filter((p) => !p.startsWith('--chown') && !p.startsWith('--chmod'));
  const from = parts.find((p) => p.startsWith('--from='));
  const [source, dest] = parts.filter((p) => !p.startsWith('--'));
  if (!from || !source || !dest) throw new Error(`Dockerfile: COPY not understood: ${rest}`);
  const inBuild = path.posix.resolve(buildWorkdir, source);
  const origin =
    inBuild === path.posix.join(buildWorkdir, 'node_modules')
      ? pruned
      : path.join(CONTEXT, path.posix.relative(buildWorkdir, inBuild));
  const target = dest.endsWith('/') ? path.join(inRootfs(dest, workdir), path.basename(source)) : inRootfs(dest, workdir);
  mkdirSync(path.dirname(target), { recursive: true });
  // Hard links again: the production packages are not copied byte by byte.
  const copied = spawnSync('cp', ['-al', '--no-target-directory', origin, target], { encoding: 'utf8' });
  if (copied.status !== 0) throw new Error(`COPY ${rest}: ${copied.stderr}`);
}
for (const volume of volumes) {
  mkdirSync(inRootfs(volume, '/'), { recursive: true });
  if (process.getuid?.() === 0) chownSync(inRootfs(volume, '/'), RUN_UID, RUN_GID);
}
console.log(
  `runtime stage: ${spawnSync('du', ['-sh', ROOTFS], { encoding: 'utf8' }).stdout.split('\t')[0]} under ${ROOTFS}; ` +
    `not run: ${runtime.lines
      .filter((l) => l.keyword === 'RUN')
      .map((l) => l.rest)
      .join('; ')}`,
);
if (process.getuid?.() !== 0) console.log('not root: the server runs as this user, not as nobody');

const port = await freePort();
const cwd = inRootfs('.', workdir);
// The image's user has a home (npm keeps its logs there); nobody's is made here.
const home = path.join(WORK, 'home');
mkdirSync(home, { recursive: true });
if (process.getuid?.() === 0) chownSync(home, RUN_UID, RUN_GID);
const env = {
  PATH: process.env.PATH,
  HOME: home,
  npm_config_update_notifier: 'false',
  ...Object.fromEntries(Object.entries(imageEnv).map(([k, v]) => [k, v.startsWith('/') ? inRootfs(v, '/') : v])),
  PORT: String(port),
  LOG_LEVEL: 'info',
};
const base = `http://127.0.0.1:${port}`;

// First start: a new volume, with the demo content so that a password is hashed (argon2) and cards have records.
const first = await startServer('first start', { cmd, env: { ...env, SEED_DEMO: 'true' }, cwd, healthcheck });
await fetchOk(`${base}/`, 'text/html');
await fetchOk(`${base}/api/health`, 'application/json');
await fetchOk(`${base}/api/docs/swagger-ui.css`, 'text/css');
try {
  const debates = await (await fetch(`${base}/api/debates?limit=1`)).json();
  const id = debates.items?.[0]?.id;
  if (check(Boolean(id), 'a seeded debate to draw a card of')) await fetchOk(`${base}/og/debates/${id}.png`, 'image/png');
} catch (error) {
  check(false, 'GET /api/debates', String(error));
}
await first.stop();
const dataDir = inRootfs(imageEnv.DATA_DIR, '/');
check(existsSync(path.join(dataDir, 'pgdata')), 'the embedded database lives on the volume', readdirSync(dataDir).join(', '));
const written = spawnSync('find', [ROOTFS, '-user', String(RUN_UID), '-not', '-path', `${dataDir}*`], {
  encoding: 'utf8',
}).stdout.trim();
check(written === '', 'nothing written outside DATA_DIR', written.split('\n').slice(0, 3).join(', '));

// Second start: the same volume, the image's own environment.
const second = await startServer('restart on the same volume', { cmd, env, cwd, healthcheck });
await second.stop();
check(!runHealthcheck(healthcheck, { cwd, env }), 'HEALTHCHECK fails when nothing listens');

// What docs/deploy.md tells an operator to run in the container (the embedded database wants the server stopped).
const [npm, ...npmArgs] = asImageUser(['npm', 'run', 'admin:create', '--', 'operator@example.org']);
const admin = spawnSync(npm, npmArgs, { cwd, env, encoding: 'utf8', timeout: 60_000 });
check(admin.status === 0, 'npm run admin:create works in the runtime stage', admin.stdout.trim().split('\n').at(-1));

console.log(failures.length ? `\n${failures.length} check(s) failed` : '\nall checks passed');
process.exit(failures.length ? 1 : 0);
