// The API's own operations: health, the OpenAPI document and its reference
// page, and the realtime channels' upgrade path (docs/realtime.md).
import { z } from 'zod';
import { defineOperation } from '../operation.ts';
import { REALTIME_PATH } from '../realtime/contract.ts';
import { API_REFERENCE_ASSETS, HealthSchema } from './contract.ts';

const tag = 'System';

export const getHealth = defineOperation({
  id: 'getHealth',
  method: 'get',
  path: '/api/health',
  tag,
  summary: 'Health of this process and its database',
  description:
    'Answers 503 with `status: "error"` when the database does not answer within 2 s, and with `status: "draining"` once the process has been told to stop (SHUTDOWN_DRAIN_MS): a load balancer takes it out of rotation while it still answers.',
  guard: 'public',
  response: HealthSchema,
  errors: ['UNAVAILABLE'],
});

export const getOpenApiDocument = defineOperation({
  id: 'getOpenApiDocument',
  method: 'get',
  path: '/api/openapi.json',
  tag,
  summary: 'This document: OpenAPI 3.1, generated from the operations at start',
  guard: 'public',
  response: z.record(z.string(), z.unknown()),
});

export const getApiReference = defineOperation({
  id: 'getApiReference',
  method: 'get',
  path: '/api/docs',
  tag,
  summary: 'The interactive API reference (Swagger UI) for this document',
  guard: 'public',
  produces: 'html',
});

export const getApiReferenceAsset = defineOperation({
  id: 'getApiReferenceAsset',
  method: 'get',
  path: '/api/docs/:file',
  tag,
  summary: 'A file of the reference page (its script and style sheet)',
  guard: 'public',
  params: z.strictObject({ file: z.enum(Object.keys(API_REFERENCE_ASSETS) as [keyof typeof API_REFERENCE_ASSETS]) }),
  produces: 'javascript',
  errors: ['NOT_FOUND'],
});

export const openRealtimeConnection = defineOperation({
  id: 'openRealtimeConnection',
  method: 'get',
  path: REALTIME_PATH,
  tag: 'Realtime',
  summary: 'Open the WebSocket for realtime channels',
  description:
    'Send `Connection: Upgrade` and `Upgrade: websocket` from a page of this site (the `Origin` must be the site). ' +
    'The server answers 101 and speaks the protocol of docs/realtime.md: `{type:"subscribe", channel}` and ' +
    '`{type:"unsubscribe", channel}` from the client; snapshots, events and errors from the server. A request ' +
    'without the upgrade headers gets 426.',
  guard: 'public',
  produces: 'websocket',
  errors: ['UPGRADE_REQUIRED', 'FORBIDDEN', 'RATE_LIMITED'],
});
