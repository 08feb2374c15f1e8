// The OpenAPI 3.1 document of the API, generated at start from the operations'
// declarations (src/shared/<domain>/operations.ts) and Better Auth's own
// description of its endpoints. OpenAPI 3.1 schemas are JSON Schema 2020-12,
// which zod writes natively (z.toJSONSchema), so no converter sits between.
import { z } from 'zod';
import { API_ERROR_STATUS, ApiErrorSchema, type ApiErrorCode } from '#shared/api-error.ts';
import type { MediaKind, Operation } from '#shared/operation.ts';
import { SITE_NAME } from '#shared/routes.ts';

type JsonObject = Record<string, unknown>;

export interface AuthDocument {
  paths?: Record<string, JsonObject>;
  components?: { schemas?: Record<string, unknown> };
}

const ERROR_REF = { $ref: '#/components/schemas/ApiError' };

const MEDIA_TYPES: Record<Exclude<MediaKind, 'websocket'>, string[]> = {
  image: ['image/png', 'image/jpeg', 'image/webp', 'image/gif'],
  audio: ['audio/webm', 'audio/ogg', 'audio/mp4'],
  calendar: ['text/calendar'],
  csv: ['text/csv'],
  html: ['text/html'],
  css: ['text/css'],
  javascript: ['text/javascript'],
};

const STATUS_TEXT: Record<number, string> = {
  101: 'Switching Protocols: the WebSocket is open',
  200: 'OK',
  201: 'Created',
  202: 'Accepted',
  204: 'No Content',
  206: 'Partial Content: the byte range asked for',
};

/**
 * Definitions that zod writes under `$defs` (recursive or shared parts of one
 * schema) move to the document's components, named after the operation, so
 * that their `$ref`s resolve from the document's root.
 */
const sharedDefinitions: Record<string, unknown> = {};
let definitionOwner = 'schema';

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonObject {
  const {
    $schema: _,
    $defs,
    ...rest
  } = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as JsonObject;
  if (!$defs) return rest;
  const prefix = `${definitionOwner}_${io}_`;
  const relocate = (value: unknown): unknown =>
    JSON.parse(JSON.stringify(value).replaceAll('"#/$defs/', `"#/components/schemas/${prefix}`));
  for (const [name, definition] of Object.entries($defs as JsonObject))
    sharedDefinitions[`${prefix}${name}`] = relocate(definition);
  return relocate(rest) as JsonObject;
}

/** Path and query parameters from an object schema: one entry per property. */
function parametersOf(schema: z.ZodType | undefined, where: 'path' | 'query'): JsonObject[] {
  if (!schema) return [];
  const object = jsonSchema(schema, 'input');
  const properties = (object.properties ?? {}) as Record<string, JsonObject>;
  const required = new Set((object.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || required.has(name),
    ...(typeof property.description === 'string' ? { description: property.description } : {}),
    schema: property,
  }));
}

/** The error answers an operation can give: from its guard, its inputs and its own declaration. */
function errorCodesOf(operation: Operation): ApiErrorCode[] {
  const codes = new Set<ApiErrorCode>();
  const isRaw = operation.body === 'image' || operation.body === 'audio';
  if (operation.params || operation.query || (operation.body && !isRaw)) codes.add('VALIDATION_FAILED');
  if (operation.body && !isRaw) {
    codes.add('INVALID_JSON');
    codes.add('UNSUPPORTED_MEDIA_TYPE');
  }
  if (operation.body) codes.add('PAYLOAD_TOO_LARGE');
  if (operation.guard === 'user' || operation.guard === 'admin') codes.add('UNAUTHENTICATED');
  if (operation.guard === 'admin') codes.add('FORBIDDEN');
  if (operation.method !== 'get') codes.add('FORBIDDEN'); // the same-origin check of every mutation
  for (const code of operation.errors ?? []) codes.add(code);
  return [...codes];
}

const GUARD_TEXT: Record<Operation['guard'], string> = {
  public: 'Anyone.',
  user: 'A signed-in user (session cookie or bearer token).',
  admin: 'An admin.',
  token: 'Anyone holding the signed link this operation was sent in.',
  'test-secret': 'Test installations only (TEST_AUTH_SECRET set); every call carries the secret.',
};

function operationObject(operation: Operation): JsonObject {
  definitionOwner = operation.id;
  const responses: JsonObject = {};
  const success = operation.produces === 'websocket' ? 101 : (operation.status ?? 200);
  if (operation.response) {
    responses[success] = {
      description: STATUS_TEXT[success],
      content: { 'application/json': { schema: jsonSchema(operation.response, 'output') } },
    };
  } else if (operation.produces && operation.produces !== 'websocket') {
    const content = Object.fromEntries(MEDIA_TYPES[operation.produces].map((type) => [type, { schema: { type: 'string' } }]));
    responses[success] = { description: STATUS_TEXT[success], content };
    // Audio is served in byte ranges too: <audio> seeks with them.
    if (operation.produces === 'audio') responses[206] = { description: STATUS_TEXT[206], content };
  } else {
    responses[success] = { description: STATUS_TEXT[success] };
  }
  const byStatus = new Map<number, ApiErrorCode[]>();
  for (const code of errorCodesOf(operation)) {
    const status = API_ERROR_STATUS[code];
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  for (const [status, codes] of [...byStatus].sort(([a], [b]) => a - b)) {
    responses[status] = { description: codes.join(', '), content: { 'application/json': { schema: ERROR_REF } } };
  }

  let requestBody: JsonObject | undefined;
  if (operation.body === 'image') {
    requestBody = {
      required: true,
      description: 'The picture as raw bytes; its type is read from the bytes and must match Content-Type.',
      content: Object.fromEntries(
        MEDIA_TYPES.image.map((type) => [type, { schema: { type: 'string', contentMediaType: type } }]),
      ),
    };
  } else if (operation.body === 'audio') {
    requestBody = {
      required: true,
      description: 'The recording as raw bytes; its type is read from the bytes and must match Content-Type.',
      content: Object.fromEntries(
        MEDIA_TYPES.audio.map((type) => [type, { schema: { type: 'string', contentMediaType: type } }]),
      ),
    };
  } else if (operation.body) {
    requestBody = { required: true, content: { 'application/json': { schema: jsonSchema(operation.body, 'input') } } };
    if (operation.acceptsBeaconBody) {
      // What navigator.sendBeacon sends for a string: the same JSON, typed text/plain.
      (requestBody.content as JsonObject)['text/plain'] = {
        schema: { type: 'string', contentMediaType: 'application/json', description: 'The JSON body above, sent as text' },
      };
    }
  }

  const signedIn = operation.guard === 'user' || operation.guard === 'admin';
  const who = `**Who:** ${GUARD_TEXT[operation.guard]}${operation.rule ? ` ${operation.rule}` : ''}`;
  return {
    operationId: operation.id,
    tags: [operation.tag],
    summary: operation.summary,
    description: [operation.description, who].filter(Boolean).join('\n\n'),
    'x-guard': operation.guard,
    ...(operation.rule ? { 'x-rule': operation.rule } : {}),
    ...(signedIn ? { security: [{ sessionCookie: [] }, { bearerToken: [] }] } : {}),
    parameters: [...parametersOf(operation.params, 'path'), ...parametersOf(operation.query, 'query')],
    ...(requestBody ? { requestBody } : {}),
    responses,
  };
}

/** Better Auth's names for the two ways to send a session, as this document names them. */
const AUTH_SCHEME_NAMES: Record<string, string> = { apiKeyCookie: 'sessionCookie', bearerAuth: 'bearerToken' };
const renameSchemes = (requirement: Record<string, string[]>) =>
  Object.fromEntries(Object.entries(requirement).map(([name, scopes]) => [AUTH_SCHEME_NAMES[name] ?? name, scopes]));

/** `/api/debates/:id` → `/api/debates/{id}` */
export const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

export function buildOpenApiDocument({
  operations,
  version,
  auth,
  authBasePath = '/api/auth',
}: {
  operations: readonly Operation[];
  version: string;
  auth?: AuthDocument;
  authBasePath?: string;
}): JsonObject {
  const paths: Record<string, JsonObject> = {};
  for (const operation of operations) {
    const path = openApiPath(operation.path);
    paths[path] = { ...paths[path], [operation.method]: operationObject(operation) };
  }
  // Better Auth's endpoints, as it describes them, under its base path and one tag.
  for (const [path, item] of Object.entries(auth?.paths ?? {})) {
    const retagged = Object.fromEntries(
      Object.entries(item).map(([method, op]) => {
        const security = (op as JsonObject).security as Record<string, string[]>[] | undefined;
        return [
          method,
          { ...(op as JsonObject), tags: ['Auth'], ...(security ? { security: security.map(renameSchemes) } : {}) },
        ];
      }),
    );
    paths[`${authBasePath}${path}`] = retagged;
  }
  const tags = [...new Set([...operations.map((o) => o.tag), ...(auth?.paths ? ['Auth'] : [])])].sort();
  return {
    openapi: '3.1.1',
    info: {
      title: `${SITE_NAME} API`,
      version,
      description:
        'Every operation of the SDC server. Errors answer `{ error: { code, message, fields? } }`. ' +
        'Mutations must come from the site itself (Origin check) or carry a bearer token. ' +
        'Sign-in, sign-up, sessions and two-factor are under /api/auth (Better Auth).',
    },
    tags: tags.map((name) => ({ name })),
    paths,
    components: {
      schemas: { ...(auth?.components?.schemas ?? {}), ...sharedDefinitions, ApiError: jsonSchema(ApiErrorSchema, 'output') },
      securitySchemes: {
        sessionCookie: {
          type: 'apiKey',
          in: 'cookie',
          name: 'better-auth.session_token',
          description: 'The session cookie set by sign-in (`__Secure-` prefixed over https).',
        },
        bearerToken: { type: 'http', scheme: 'bearer', description: 'The session token sent as a bearer token.' },
      },
    },
  };
}
