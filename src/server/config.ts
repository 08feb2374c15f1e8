// Configuration from the environment, validated once at start. Every variable
// is listed in the README's configuration table.
import { createECDH, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { PROJECT_ROOT } from './lib/project-root.ts';

/**
 * How many mails the e-mail worker has at the SMTP server at once, each over its
 * own pooled connection (ADR 0043): one at a time, the worker waited on the
 * server's replies most of the time. Also the most a killed worker sends twice.
 */
export const EMAIL_SENDS_IN_FLIGHT = 4;

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  BASE_URL: z.url().optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  // Two connections stay on LISTEN, so at least two more are needed for queries (ADR 0020 on the default).
  DATABASE_POOL_SIZE: z.coerce.number().int().min(4).max(200).default(10),
  AUTH_SECRET: z.string().min(32, 'AUTH_SECRET must be at least 32 characters').optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('SDC <no-reply@localhost>'),
  SEED_DEMO: booleanFromEnv.default(true),
  TRUST_PROXY: booleanFromEnv.default(false),
  // Comma-separated https URLs of the organisation's social profiles (its structured data).
  SOCIAL_LINKS: z.string().default(''),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TEST_AUTH_SECRET: z.string().min(16).optional(),
  WEB_DIST_DIR: z.string().optional(),
  EMAIL_LEASE_MS: z.coerce
    .number()
    .int()
    .min(1000)
    .default(5 * 60 * 1000),
  EMAIL_WORKER: booleanFromEnv.default(true),
  EMAIL_SENDS_IN_FLIGHT: z.coerce.number().int().min(1).max(20).default(EMAIL_SENDS_IN_FLIGHT),
  // Behind a load balancer: how long a stopping process keeps serving while its health check says "draining".
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(60_000).default(0),
  ERROR_REPORT_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  ANALYTICS_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  GOOGLE_DISCOVERY_URL: z.url().default('https://accounts.google.com/.well-known/openid-configuration'),
  // Web Push (docs/push.md): both keys or neither; without them a pair is generated into DATA_DIR.
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^B[A-Za-z0-9_-]{86}$/, 'VAPID_PUBLIC_KEY must be an uncompressed P-256 public key, base64url (87 characters)')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'VAPID_PRIVATE_KEY must be a P-256 private key, base64url (43 characters)')
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'VAPID_SUBJECT must be a mailto: address or an https: URL')
    .optional(),
  PUSH_WORKER: booleanFromEnv.default(true),
});

export interface Config {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  baseUrl: string;
  dataDir: string;
  databaseUrl?: string;
  /** Connections of the node-postgres pool (with DATABASE_URL); two stay open for LISTEN. */
  databasePoolSize: number;
  authSecret: string;
  smtpUrl?: string;
  mailFrom: string;
  seedDemo: boolean;
  trustProxy: boolean;
  /** The organisation's social profiles (https only), named in every page's structured data. */
  socialLinks: string[];
  logLevel: string;
  testAuthSecret?: string;
  /** The built web app; defaults to dist/web. */
  webDistDir?: string;
  /** How long a mail may stay claimed (`sending`) before another worker takes it over. */
  emailLeaseMs: number;
  /** Whether this server process drains the e-mail queue. */
  emailWorker: boolean;
  /** How many mails the e-mail worker has at the SMTP server at once; also the most a killed worker sends twice. */
  emailSendsInFlight: number;
  /** Milliseconds a stopping process keeps serving with its health check failing (0: stop at once). */
  shutdownDrainMs: number;
  /** Error reports (client and server) older than this many days are deleted. */
  errorReportRetentionDays: number;
  /** Raw analytics events older than this many days are deleted; their daily counts stay (analytics_daily). */
  analyticsRetentionDays: number;
  /** Google sign-in; offered only when a client id and secret are configured. */
  google?: { clientId: string; clientSecret: string; discoveryUrl: string };
  /** Web Push: the VAPID key pair (base64url) and the contact the push services see (docs/push.md). */
  vapid: VapidKeys & { subject: string };
  /** Whether this server process sends the queued push messages. */
  pushWorker: boolean;
  version: string;
}

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/**
 * Without AUTH_SECRET, a random secret is generated once and kept in DATA_DIR,
 * so a first `npm start` works and sessions survive restarts. Deployments with
 * several processes must set AUTH_SECRET (see docs/decisions).
 */
function loadOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** A new P-256 key pair for VAPID (RFC 8292): the public key uncompressed, both base64url. */
export function generateVapidKeys(): VapidKeys {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  // getPrivateKey may drop leading zero bytes: the key is always 32 bytes.
  const privateKey = ecdh.getPrivateKey();
  return {
    publicKey: ecdh.getPublicKey().toString('base64url'),
    privateKey: Buffer.concat([Buffer.alloc(32 - privateKey.length), privateKey]).toString('base64url'),
  };
}

/**
 * Like the auth secret: without VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, a pair is
 * generated once and kept in DATA_DIR, so push subscriptions survive restarts.
 * Several processes must share one pair: set both variables (ADR 0033). Tests
 * get a pair of their own in memory: their DATA_DIR may not be writable.
 */
function loadOrCreateVapidKeys(dataDir: string, env: Config['env']): VapidKeys {
  if (env === 'test') return generateVapidKeys();
  const file = path.join(dataDir, 'vapid-keys.json');
  if (existsSync(file)) {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as Partial<VapidKeys>;
    if (typeof stored.publicKey === 'string' && typeof stored.privateKey === 'string') {
      return { publicKey: stored.publicKey, privateKey: stored.privateKey };
    }
    throw new Error(`${file} does not hold a VAPID key pair: remove it to have a new pair generated`);
  }
  mkdirSync(dataDir, { recursive: true });
  const keys = generateVapidKeys();
  writeFileSync(file, JSON.stringify(keys), { mode: 0o600 });
  return keys;
}

/** The contact push services see: VAPID_SUBJECT, else the address of MAIL_FROM. */
function vapidSubject(subject: string | undefined, mailFrom: string): string {
  if (subject) return subject;
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim();
  return `mailto:${address}`;
}

function readVersion(): string {
  try {
    const pkg = JSON.parse(readFileSync(path.join(PROJECT_ROOT, 'package.json'), 'utf8')) as { version?: string };
    return pkg.version ?? '0.0.0';
  } catch {
    return '0.0.0';
  }
}

/**
 * Where the data lives, and nothing else: for the backup and restore commands,
 * which must not generate an auth secret or keys into DATA_DIR as loadConfig does.
 */
export function loadStorageConfig(env: NodeJS.ProcessEnv = process.env): Pick<Config, 'dataDir' | 'databaseUrl'> {
  const e = EnvSchema.pick({ DATA_DIR: true, DATABASE_URL: true }).parse(env);
  return { dataDir: path.resolve(e.DATA_DIR), databaseUrl: e.DATABASE_URL || undefined };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${problems}`);
  }
  const e = parsed.data;
  if (Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY)) {
    throw new Error('Invalid configuration:\n  VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set together or not at all');
  }
  const dataDir = path.resolve(e.DATA_DIR);
  const vapidKeys =
    e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
      ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
      : loadOrCreateVapidKeys(dataDir, e.NODE_ENV);
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    baseUrl: (e.BASE_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    dataDir,
    databaseUrl: e.DATABASE_URL || undefined,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    authSecret: e.AUTH_SECRET ?? loadOrCreateSecret(dataDir),
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM,
    seedDemo: e.SEED_DEMO,
    trustProxy: e.TRUST_PROXY,
    socialLinks: e.SOCIAL_LINKS.split(',')
      .map((url) => url.trim())
      .filter((url) => /^https:\/\//.test(url)),
    logLevel: e.LOG_LEVEL,
    testAuthSecret: e.TEST_AUTH_SECRET,
    webDistDir: e.WEB_DIST_DIR ? path.resolve(e.WEB_DIST_DIR) : undefined,
    emailLeaseMs: e.EMAIL_LEASE_MS,
    emailWorker: e.EMAIL_WORKER,
    emailSendsInFlight: e.EMAIL_SENDS_IN_FLIGHT,
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS,
    errorReportRetentionDays: e.ERROR_REPORT_RETENTION_DAYS,
    analyticsRetentionDays: e.ANALYTICS_RETENTION_DAYS,
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET, discoveryUrl: e.GOOGLE_DISCOVERY_URL }
        : undefined,
    vapid: { ...vapidKeys, subject: vapidSubject(e.VAPID_SUBJECT, e.MAIL_FROM) },
    pushWorker: e.PUSH_WORKER,
    version: readVersion(),
  };
}
