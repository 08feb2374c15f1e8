// Which push endpoints the server will send to, and where the VAPID keys come
// from (docs/push.md).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { generateVapidKeys, loadConfig } from '#server/config.ts';
import { PushSubscriptionKeysSchema } from '#shared/push/contract.ts';
import { isAllowedPushEndpoint } from './push.service.ts';

describe('push endpoints', () => {
  it('are https URLs of named hosts in production', () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc',
      'https://updates.push.services.mozilla.com/wpush/v2/abc',
      'https://web.push.apple.com/QO',
      'https://wns2-db5p.notify.windows.com/w/?token=abc',
    ]) {
      expect(isAllowedPushEndpoint(endpoint, 'production'), endpoint).toBe(true);
    }
    for (const endpoint of [
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://127.0.0.1/push',
      'http://127.0.0.1:8080/push',
      'https://localhost/push',
      'https://10.0.0.7/push',
      'https://[::1]/push',
      'https://metadata/computeMetadata',
      'https://printer.local/push',
      'https://db.internal/push',
      'https://user:pass@fcm.googleapis.com/fcm/send/abc',
      'ftp://fcm.googleapis.com/x',
      'not a url',
    ]) {
      expect(isAllowedPushEndpoint(endpoint, 'production'), endpoint).toBe(false);
    }
  });

  it('may also be loopback http URLs outside production (tests, development)', () => {
    expect(isAllowedPushEndpoint('http://127.0.0.1:8080/push', 'test')).toBe(true);
    expect(isAllowedPushEndpoint('http://localhost:8080/push', 'development')).toBe(true);
    expect(isAllowedPushEndpoint('http://192.168.1.2:8080/push', 'development')).toBe(false);
    expect(isAllowedPushEndpoint('http://push.example.org/push', 'test')).toBe(false);
  });

  it('come with a 65-byte P-256 key and a 16-byte auth secret', () => {
    const { publicKey } = generateVapidKeys();
    const auth = Buffer.alloc(16, 7).toString('base64url');
    expect(PushSubscriptionKeysSchema.safeParse({ p256dh: publicKey, auth }).success).toBe(true);
    expect(PushSubscriptionKeysSchema.safeParse({ p256dh: `${publicKey}=`, auth: `${auth}==` }).success).toBe(true);
    expect(PushSubscriptionKeysSchema.safeParse({ p256dh: publicKey.slice(1), auth }).success).toBe(false);
    expect(PushSubscriptionKeysSchema.safeParse({ p256dh: publicKey, auth: `${auth}AA` }).success).toBe(false);
    expect(PushSubscriptionKeysSchema.safeParse({ p256dh: publicKey.replace(/^B/, '+'), auth }).success).toBe(false);
  });
});

describe('VAPID keys', () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
    dir = undefined;
  });
  const base = { AUTH_SECRET: 'x'.repeat(40) };

  it('are generated once into DATA_DIR and kept across starts', () => {
    dir = mkdtempSync(path.join(tmpdir(), 'sdc-vapid-'));
    const first = loadConfig({ ...base, NODE_ENV: 'production', DATA_DIR: dir });
    const second = loadConfig({ ...base, NODE_ENV: 'production', DATA_DIR: dir });
    expect(second.vapid.publicKey).toBe(first.vapid.publicKey);
    expect(Buffer.from(first.vapid.publicKey, 'base64url')).toHaveLength(65);
    expect(Buffer.from(first.vapid.privateKey, 'base64url')).toHaveLength(32);
    expect(JSON.parse(readFileSync(path.join(dir, 'vapid-keys.json'), 'utf8'))).toEqual({
      publicKey: first.vapid.publicKey,
      privateKey: first.vapid.privateKey,
    });
    // The contact defaults to MAIL_FROM's address.
    expect(first.vapid.subject).toBe('mailto:no-reply@localhost');
  });

  it('come from the environment when set, both or neither', () => {
    const keys = generateVapidKeys();
    const config = loadConfig({
      ...base,
      NODE_ENV: 'production',
      DATA_DIR: '/nonexistent',
      VAPID_PUBLIC_KEY: keys.publicKey,
      VAPID_PRIVATE_KEY: keys.privateKey,
      VAPID_SUBJECT: 'mailto:admin@example.org',
    });
    expect(config.vapid).toEqual({ ...keys, subject: 'mailto:admin@example.org' });
    expect(() => loadConfig({ ...base, VAPID_PUBLIC_KEY: keys.publicKey, DATA_DIR: '/nonexistent' })).toThrow(/set together/);
    expect(() => loadConfig({ ...base, VAPID_PUBLIC_KEY: 'short', VAPID_PRIVATE_KEY: keys.privateKey })).toThrow(
      /VAPID_PUBLIC_KEY/,
    );
    expect(() => loadConfig({ ...base, NODE_ENV: 'test', VAPID_SUBJECT: 'http://example.org' })).toThrow(/VAPID_SUBJECT/);
  });
});
