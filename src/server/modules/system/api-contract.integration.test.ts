// The API against its own document: /api/openapi.json is valid OpenAPI 3.1;
// every route the server mounts has a guard and a document entry; and every
// operation, sent malformed input anonymously and signed in, answers a 4xx
// with the error shape — never a 5xx, never a success for what its schema refuses.
import { Validator } from '@seriousme/openapi-schema-validator';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '#server/db/schema/index.ts';
import { ApiErrorSchema } from '#shared/api-error.ts';
import type { Operation } from '#shared/operation.ts';
import { TEST_BASE_URL, type TestApp, createTestApp, signUp, uniqueClientIp } from '#tests/test-app.ts';
import { openApiPath } from './openapi-document.ts';

type JsonObject = Record<string, unknown>;
type Document = { paths: Record<string, Record<string, JsonObject>> };

let t: TestApp;
let document: Document;
let adminCookie: string;

beforeAll(async () => {
  t = await createTestApp();
  const res = await t.request('/api/openapi.json');
  expect(res.status).toBe(200);
  document = (await res.json()) as Document;
  const admin = await signUp(t, 'contract-admin@example.org');
  await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.userId));
  adminCookie = admin.cookie;
});
afterAll(() => t.close());

describe('the OpenAPI document', () => {
  it('is valid OpenAPI 3.1 by the specification schema', async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(document) as Parameters<Validator['validate']>[0]);
    expect(result.errors ?? []).toEqual([]);
    expect(validator.version).toBe('3.1');
    expect(result.valid).toBe(true);
  });

  it('names only security schemes it defines (the reference stops rendering at an unknown one)', () => {
    const schemes = Object.keys((document as unknown as { components: { securitySchemes: object } }).components.securitySchemes);
    const used = Object.values(document.paths).flatMap((item) =>
      Object.values(item).flatMap((op) => ((op.security ?? []) as Record<string, unknown>[]).flatMap(Object.keys)),
    );
    expect(used.filter((name) => !schemes.includes(name))).toEqual([]);
  });

  it('describes Better Auth endpoints under /api/auth and the realtime upgrade', () => {
    expect(document.paths['/api/auth/sign-in/email']?.post).toBeDefined();
    expect(document.paths['/api/auth/get-session']?.get).toBeDefined();
    expect(document.paths['/api/realtime']?.get?.responses).toHaveProperty('101');
  });

  it('names each operation once and states its guard', () => {
    const ids = t.operations.map((operation) => operation.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const operation of t.operations) {
      const entry = document.paths[openApiPath(operation.path)]?.[operation.method];
      expect(entry, `${operation.method} ${operation.path}`).toBeDefined();
      expect(entry?.operationId).toBe(operation.id);
      expect(entry?.['x-guard']).toBe(operation.guard);
    }
  });
});

describe('the route table', () => {
  // What the server mounts outside the declared operations: Better Auth's handler
  // (documented from its own description), the catch-all 404 and middleware.
  const NOT_OPERATIONS = new Set(['/api/auth/*', '/api/*', '/api/auth/get-session']);

  it('mounts nothing under /api without a declaration, a guard and a document entry', () => {
    const declared = new Set(t.operations.map((o) => `${o.method.toUpperCase()} ${o.path}`));
    const undeclared = t.app.routes
      .filter((route) => route.path.startsWith('/api') && route.method !== 'ALL' && !NOT_OPERATIONS.has(route.path))
      .map((route) => `${route.method} ${route.path}`)
      .filter((route) => !declared.has(route));
    expect(undeclared).toEqual([]);
  });
});

// ------------------------------------------------------------ malformed input

const LONG_TEXT = 'x'.repeat(20_000);
const UUID = '00000000-0000-4000-8000-000000000000';

/** A value of the JSON schema's type, to reach the part of the input under test. */
function sampleOf(schema: JsonObject | undefined): unknown {
  if (!schema) return 'x';
  if (Array.isArray(schema.enum)) return schema.enum[0];
  if ('const' in schema) return schema.const;
  const anyOf = (schema.anyOf ?? schema.oneOf) as JsonObject[] | undefined;
  if (anyOf?.[0]) return sampleOf(anyOf[0]);
  switch (schema.type) {
    case 'integer':
    case 'number':
      return typeof schema.minimum === 'number' ? schema.minimum : 1;
    case 'boolean':
      return true;
    case 'array':
      return [];
    case 'object':
      return {};
    default:
      return schema.format === 'uuid' ? UUID : 'sample';
  }
}

/** Values of the wrong kind for a property of this schema. */
function wrongValuesFor(schema: JsonObject): unknown[] {
  const values: unknown[] = [null, { nested: true }, LONG_TEXT];
  if (schema.type === 'string' || Array.isArray(schema.enum)) values.push(12345, 'not-one-of-the-values-\u0000');
  if (schema.type === 'integer' || schema.type === 'number') values.push('many', -1e15, 1.5);
  if (schema.type === 'boolean') values.push('yes');
  if (schema.type === 'array') values.push('not-a-list', [null]);
  return values;
}

interface Attempt {
  label: string;
  params: Record<string, string>;
  query?: string;
  body?: { contentType: string; text: string; value?: unknown };
}

function attemptsFor(operation: Operation, entry: JsonObject): Attempt[] {
  const parameters = (entry.parameters ?? []) as { name: string; in: string; schema: JsonObject }[];
  const pathParams = parameters.filter((p) => p.in === 'path');
  const validParams = Object.fromEntries(pathParams.map((p) => [p.name, String(sampleOf(p.schema))]));
  const attempts: Attempt[] = [];
  for (const param of pathParams) {
    for (const bad of ['not-an-id', LONG_TEXT.slice(0, 2000), '%E2%80%AE%20', '..%2F..%2Fetc']) {
      attempts.push({ label: `path ${param.name}=${bad.slice(0, 12)}`, params: { ...validParams, [param.name]: bad } });
    }
  }
  for (const param of parameters.filter((p) => p.in === 'query')) {
    for (const bad of wrongValuesFor(param.schema)) {
      if (bad === null || typeof bad === 'object') continue;
      attempts.push({
        label: `query ${param.name}`,
        params: validParams,
        query: `${encodeURIComponent(param.name)}=${encodeURIComponent(String(bad))}`,
      });
    }
  }
  if (operation.query) attempts.push({ label: 'unknown query parameter', params: validParams, query: 'unexpected=1' });
  const isRawBody = operation.body === 'image' || operation.body === 'audio';
  if (operation.body && !isRawBody) {
    const content = ((entry.requestBody as JsonObject | undefined)?.content ?? {}) as Record<string, { schema: JsonObject }>;
    const schema = content['application/json']?.schema;
    const json = (value: unknown) => ({ contentType: 'application/json', text: JSON.stringify(value), value });
    attempts.push({ label: 'not JSON', params: validParams, body: { contentType: 'text/plain', text: 'hello' } });
    attempts.push({ label: 'broken JSON', params: validParams, body: { contentType: 'application/json', text: '{"a":' } });
    for (const value of [null, [], 'text', 42, {}])
      attempts.push({ label: `body ${JSON.stringify(value)}`, params: validParams, body: json(value) });
    const properties = (schema?.properties ?? {}) as Record<string, JsonObject>;
    const complete = Object.fromEntries(Object.entries(properties).map(([name, property]) => [name, sampleOf(property)]));
    for (const [name, property] of Object.entries(properties)) {
      for (const bad of wrongValuesFor(property)) {
        attempts.push({ label: `body ${name}`, params: validParams, body: json({ ...complete, [name]: bad }) });
      }
    }
    attempts.push({ label: 'body unknown field', params: validParams, body: json({ ...complete, unexpectedField: 'x' }) });
  }
  if (operation.body === 'image') {
    attempts.push({ label: 'image not an image', params: validParams, body: { contentType: 'image/png', text: 'not a png' } });
  }
  if (operation.body === 'audio') {
    attempts.push({ label: 'audio not audio', params: validParams, body: { contentType: 'audio/webm', text: 'not a webm' } });
    attempts.push({ label: 'audio of another type', params: validParams, body: { contentType: 'audio/ogg', text: 'OggS' } });
    attempts.push({ label: 'audio declared as text', params: validParams, body: { contentType: 'text/plain', text: 'hello' } });
  }
  return attempts;
}

/** Whether the declared schemas accept this input: only then may the server answer 2xx. */
function schemasAccept(operation: Operation, attempt: Attempt): boolean {
  if (operation.params && !operation.params.safeParse(attempt.params).success) return false;
  if (operation.query) {
    const query = Object.fromEntries(new URLSearchParams(attempt.query ?? ''));
    if (!operation.query.safeParse(query).success) return false;
  }
  if (operation.body === 'image' || operation.body === 'audio') return attempt.body === undefined;
  if (operation.body) {
    if (attempt.body?.contentType !== 'application/json' || !('value' in attempt.body)) return false;
    if (!operation.body.safeParse(attempt.body.value).success) return false;
  }
  return true;
}

function urlOf(operation: Operation, attempt: Attempt): string {
  const path = operation.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = attempt.params[name] ?? 'x';
    return /%[0-9A-F]{2}/i.test(value) ? value : encodeURIComponent(value);
  });
  return attempt.query ? `${path}?${attempt.query}` : path;
}

describe('malformed input to every operation', () => {
  // Operations that end the caller's session or change the test's own state are
  // sent malformed input only: the signed-in pass skips what would sign it out.
  const SIGNED_IN_SKIP = new Set<string>();

  for (const who of ['anonymous', 'admin'] as const) {
    it(`never answers 5xx, always with the error shape, never accepting what the schema refuses (${who})`, async () => {
      const failures: string[] = [];
      let attempted = 0;
      const operations = t.operations.filter((o) => o.produces !== 'websocket' && !SIGNED_IN_SKIP.has(o.id));
      for (const operation of operations) {
        const entry = document.paths[openApiPath(operation.path)]?.[operation.method] as JsonObject;
        for (const attempt of attemptsFor(operation, entry)) {
          attempted++;
          const headers: Record<string, string> = { origin: TEST_BASE_URL, 'x-forwarded-for': uniqueClientIp() };
          if (who === 'admin') headers.cookie = adminCookie;
          if (attempt.body) headers['content-type'] = attempt.body.contentType;
          const res = await t.request(urlOf(operation, attempt), {
            method: operation.method.toUpperCase(),
            headers,
            body: attempt.body?.text,
          });
          const where = `${operation.id} (${attempt.label}) → ${res.status}`;
          if (res.status >= 500) failures.push(`${where}: ${await res.text()}`);
          else if (res.status >= 400) {
            const body = await res.json().catch(() => null);
            if (!ApiErrorSchema.safeParse(body).success) failures.push(`${where}: error body ${JSON.stringify(body)}`);
          } else if (!schemasAccept(operation, attempt)) {
            failures.push(`${where}: accepted input its schema refuses`);
          } else {
            await res.arrayBuffer();
          }
        }
      }
      expect(failures).toEqual([]);
      // Every operation was reached with several malformed inputs, not skipped.
      expect(attempted).toBeGreaterThan(operations.length * 3);
    }, 240_000);
  }

  it('sends malformed bodies to the auth endpoints without a 5xx', async () => {
    const failures: string[] = [];
    for (const [path, item] of Object.entries(document.paths)) {
      if (!path.startsWith('/api/auth/') || path.includes('{')) continue;
      for (const method of Object.keys(item)) {
        if (method !== 'post') continue;
        for (const text of [
          '{"a":',
          '[]',
          'null',
          JSON.stringify({ email: 12, password: null, callbackURL: 'https://evil.example' }),
        ]) {
          const res = await t.request(path, {
            method: 'POST',
            headers: { origin: TEST_BASE_URL, 'x-forwarded-for': uniqueClientIp(), 'content-type': 'application/json' },
            body: text,
          });
          if (res.status >= 500) failures.push(`POST ${path} ${text.slice(0, 20)} → ${res.status}: ${await res.text()}`);
          else await res.arrayBuffer();
        }
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);
});
