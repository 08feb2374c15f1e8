// The API's own operations (src/shared/system/operations.ts): health, the
// OpenAPI document, the reference page, and what a plain GET of the realtime
// path gets (the WebSocket upgrade itself is taken by the HTTP server before
// routing, realtime/realtime-hub.ts).
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { type Operation, operationPath } from '#shared/operation.ts';
import { API_REFERENCE_ASSETS, type Health } from '#shared/system/contract.ts';
import * as api from '#shared/system/operations.ts';
import type { Auth } from '#server/auth/auth.ts';
import type { DatabaseHandle } from '#server/db/client.ts';
import { AppError } from '#server/lib/errors.ts';
import { implement } from '#server/lib/operations.ts';
import { type AuthDocument, buildOpenApiDocument } from './openapi-document.ts';

const HEALTH_TIMEOUT_MS = 2000;
const ASSET_MAX_AGE_S = 24 * 60 * 60;

const CONTENT_TYPES = { css: 'text/css; charset=utf-8', javascript: 'text/javascript; charset=utf-8' } as const;

// No inline script: the page runs under the site's CSP (script-src 'self').
const assetPath = (file: keyof typeof API_REFERENCE_ASSETS) => operationPath(api.getApiReferenceAsset, { file });

const REFERENCE_PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>API reference · SDC</title>
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <link rel="stylesheet" href="${assetPath('swagger-ui.css')}" />
    <link rel="stylesheet" href="${assetPath('reference.css')}" />
  </head>
  <body>
    <main id="reference" aria-label="API reference"></main>
    <script src="${assetPath('swagger-ui-bundle.js')}"></script>
    <script src="${assetPath('reference.js')}"></script>
  </body>
</html>
`;

// The page's own script: the document of this server, no call to any other site
// (Swagger UI would otherwise send the document to its public validator).
const REFERENCE_SCRIPT = `// Swagger UI leaves the value pickers of parameters without a label and its
// scrolling examples out of the tab order: both fixed as they appear.
function labelControls(root) {
  root.querySelectorAll('tr[data-param-name] select:not([aria-label])').forEach(function (select) {
    select.setAttribute('aria-label', select.closest('tr').getAttribute('data-param-name'));
  });
  root.querySelectorAll('.highlight-code .microlight:not([tabindex])').forEach(function (example) {
    example.setAttribute('tabindex', '0');
    example.setAttribute('aria-label', 'Example');
  });
}
new MutationObserver(function () { labelControls(document); }).observe(document.documentElement, { childList: true, subtree: true });
window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({
    url: '${api.getOpenApiDocument.path}',
    dom_id: '#reference',
    // Deep links put an anchor inside each operation's toggle button: nested controls a screen reader cannot reach.
    deepLinking: false,
    // One collapsed section per domain: Swagger UI stops drawing the open list of a document this size.
    docExpansion: 'none',
    // Plain examples: the highlighter's colours fall below AA contrast on its dark background.
    syntaxHighlight: { activated: false },
    validatorUrl: null,
    withCredentials: true,
  });
});
`;

// Swagger UI's colours darkened to WCAG AA contrast (4.5:1) for its small text:
// method badges, version stamps, links and buttons.
const REFERENCE_STYLES = `.swagger-ui .opblock.opblock-get .opblock-summary-method { background: #1d64b0; }
.swagger-ui .opblock.opblock-post .opblock-summary-method { background: #137a4c; }
.swagger-ui .opblock.opblock-put .opblock-summary-method { background: #8a4b00; }
.swagger-ui .opblock.opblock-patch .opblock-summary-method { background: #0b6b57; }
.swagger-ui .opblock.opblock-delete .opblock-summary-method { background: #b71c1c; }
.swagger-ui .info .title small pre { background: #4b5160; }
.swagger-ui .info .title small.version-stamp pre, .swagger-ui .version-stamp pre { background: #3d6b00; }
.swagger-ui .info a, .swagger-ui .info .url { color: #1d5fb0; }
.swagger-ui .btn.authorize { color: #137a4c; border-color: #137a4c; }
.swagger-ui .btn.authorize span { color: #137a4c; }
.swagger-ui .btn.authorize svg { fill: #137a4c; }
.swagger-ui .json-schema-2020-12-expand-deep-button { color: #595959; }
.swagger-ui .parameter__in, .swagger-ui .parameter__type, .swagger-ui .prop-format { color: #595959; }
`;

const swaggerUiDir = () => path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

export function systemOperations({
  database,
  auth,
  version,
  startedAt,
  isDraining,
  documented,
}: {
  database: DatabaseHandle;
  auth: Auth;
  version: string;
  startedAt: number;
  /** True once the process has been told to stop: health answers 503 so load balancers stop sending requests. */
  isDraining: () => boolean;
  /** Every operation the API mounts, these included: what the document describes. */
  documented: () => readonly Operation[];
}) {
  let document: Promise<string> | undefined;
  // Built on first request, once: a start does not pay for it.
  const openApiJson = () =>
    (document ??= (async () => {
      const authDocument = (await auth.api.generateOpenAPISchema()) as unknown as AuthDocument;
      return JSON.stringify(buildOpenApiDocument({ operations: documented(), version, auth: authDocument }));
    })());

  return [
    implement(api.getHealth, async (c) => {
      const uptime = Math.round((Date.now() - startedAt) / 1000);
      if (isDraining()) return c.json({ status: 'draining', db: 'ok', version, uptime } satisfies Health, 503);
      try {
        await withTimeout(database.ping(), HEALTH_TIMEOUT_MS);
        return { status: 'ok', db: 'ok', version, uptime } as const;
      } catch {
        return c.json({ status: 'error', db: 'unreachable', version, uptime } satisfies Health, 503);
      }
    }),
    implement(api.getOpenApiDocument, async (c) =>
      c.body(await openApiJson(), 200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-cache' }),
    ),
    implement(api.getApiReference, (c) => c.html(REFERENCE_PAGE)),
    implement(api.getApiReferenceAsset, async (c, { params }) => {
      const own = { 'reference.js': REFERENCE_SCRIPT, 'reference.css': REFERENCE_STYLES } as Record<string, string>;
      const body = own[params.file] ?? (await readFile(path.join(swaggerUiDir(), params.file), 'utf8'));
      return c.body(body, 200, {
        'Content-Type': CONTENT_TYPES[API_REFERENCE_ASSETS[params.file]],
        'Cache-Control': `public, max-age=${ASSET_MAX_AGE_S}`,
      });
    }),
    implement(api.openRealtimeConnection, (): never => {
      throw new AppError('UPGRADE_REQUIRED', 'Open this path as a WebSocket (docs/realtime.md)');
    }),
  ];
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timeout')), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (err) => {
        clearTimeout(timer);
        reject(err);
      },
    );
  });
}
