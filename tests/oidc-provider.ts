// A real OpenID Connect provider (the oidc-provider package) on loopback that stands in for
// Google in integration and browser tests. Running the real protocol (discovery, PKCE, signed
// id_tokens, userinfo, a sign-in page) exercises our server's OAuth code the way Google will,
// which mocking Google's endpoints cannot; and it works offline.
import { createHash, generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface OidcAccount {
  sub: string;
  email: string;
  emailVerified?: boolean;
  name: string;
  picture?: string;
}

export interface LoopbackOidcProvider {
  /** e.g. http://127.0.0.1:PORT (no trailing slash: it equals the discovery document's issuer). */
  issuer: string;
  /** issuer + '/.well-known/openid-configuration' */
  discoveryUrl: string;
  clientId: string;
  clientSecret: string;
  /**
   * Accounts that can sign in; the login form's "login" field is matched against email. Unknown
   * logins get an account made up from the login (sub derived deterministically from the login).
   */
  addAccount(account: OidcAccount): void;
  stop(): Promise<void>;
}

// oidc-provider ships no type declarations: these are the few parts of its API used here.
interface PolicyContext {
  oidc: { prompts: Set<string>; result?: { login?: unknown } };
}
interface Check {
  readonly reason: string;
}
interface Prompt {
  readonly name: string;
  readonly checks: Check[] & { add(check: Check): void; clear(): void };
}
interface Interaction {
  uid: string;
  prompt: { name: string };
  params: { client_id: string; scope?: string; login_hint?: string };
  session?: { accountId: string; uid: string };
  grantId?: string;
  persist(): Promise<unknown>;
}
interface Grant {
  addOIDCScope(scope: string): void;
  save(): Promise<string>;
}
interface ProviderInstance {
  callback(): (req: IncomingMessage, res: ServerResponse) => void;
  on(event: string, listener: (...args: never[]) => void): void;
  interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<Interaction>;
  interactionResult(req: IncomingMessage, res: ServerResponse, result: object, options: object): Promise<string>;
  Grant: { new (properties: { accountId: string; clientId: string }): Grant; find(id: string): Promise<Grant | undefined> };
  Session: { findByUid(uid: string): Promise<{ destroy(): Promise<void> } | undefined> };
}
interface OidcProviderModule {
  default: new (issuer: string, configuration: Record<string, unknown>) => ProviderInstance;
  interactionPolicy: {
    base(): Prompt[] & { get(name: string): Prompt | undefined; add(prompt: Prompt): void };
    Prompt: new (options: { name: string; requestable: boolean }) => Prompt;
    Check: new (reason: string, description: string, error: string, check: (ctx: PolicyContext) => boolean) => Check;
  };
}

// oidc-provider prints "oidc-provider NOTICE/WARNING" lines about development-only defaults (the
// in-memory storage, a Node.js 20 runtime) when it is imported and when a Provider is built. They
// are expected here, so they are dropped; any other output passes through.
const PROVIDER_NOTICE = /oidc-provider (NOTICE|WARNING):/;

async function withoutProviderNotices<T>(work: () => T | Promise<T>): Promise<T> {
  const { warn, info } = console;
  console.warn = (...args: unknown[]) => void (PROVIDER_NOTICE.test(String(args[0])) || warn.apply(console, args));
  console.info = (...args: unknown[]) => void (PROVIDER_NOTICE.test(String(args[0])) || info.apply(console, args));
  try {
    return await work();
  } finally {
    console.warn = warn;
    console.info = info;
  }
}

let providerModule: Promise<OidcProviderModule> | undefined;
function loadProviderModule(): Promise<OidcProviderModule> {
  // A variable specifier, because a literal one fails the type check (the package has no types).
  const specifier = 'oidc-provider';
  providerModule ??= withoutProviderNotices(() => import(specifier) as Promise<OidcProviderModule>);
  return providerModule;
}

/**
 * Google's clients send prompt=select_account. oidc-provider accepts only prompt values that name a
 * requestable prompt of its policy, so select_account is registered, but without checks of its own:
 * instead the login prompt asks for a sign-in whenever select_account was requested and this
 * authorization request has not signed in yet. The account chooser is thus our sign-in page.
 */
function googleLikePolicy({ interactionPolicy }: OidcProviderModule) {
  const policy = interactionPolicy.base();
  const selectAccount = new interactionPolicy.Prompt({ name: 'select_account', requestable: true });
  selectAccount.checks.clear();
  policy.add(selectAccount);
  const login = policy.get('login');
  if (!login) throw new Error('the oidc-provider policy has no login prompt');
  login.checks.add(
    new interactionPolicy.Check(
      'select_account_prompt',
      'account selection was requested',
      'login_required',
      (ctx) => ctx.oidc.prompts.has('select_account') && !ctx.oidc.result?.login,
    ),
  );
  return policy;
}

/** A stable, Google-like numeric subject for a login that was not added with addAccount. */
function subjectFor(login: string): string {
  const digest = createHash('sha256').update(login.toLowerCase()).digest('hex');
  return BigInt(`0x${digest.slice(0, 15)}`).toString();
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function page(title: string, body: string): string {
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body><main>${body}</main></body></html>`;
}

function sendHtml(res: ServerResponse, status: number, html: string) {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  res.end(html);
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

export async function startOidcProvider(options: {
  redirectUris: string[];
  port?: number;
  clientId?: string;
  clientSecret?: string;
}): Promise<LoopbackOidcProvider> {
  const clientId = options.clientId ?? 'sdc-test-client';
  const clientSecret = options.clientSecret ?? 'sdc-test-client-secret';
  const accountsByEmail = new Map<string, OidcAccount>();
  const accountsBySub = new Map<string, OidcAccount>();
  const remember = (account: OidcAccount) => {
    accountsByEmail.set(account.email.toLowerCase(), account);
    accountsBySub.set(account.sub, account);
  };
  const accountForLogin = (login: string): OidcAccount => {
    const known = accountsByEmail.get(login.toLowerCase());
    if (known) return known;
    const email = login.includes('@') ? login : `${login}@example.test`;
    const madeUp = { sub: subjectFor(login), email, name: email.slice(0, email.indexOf('@')) };
    remember(madeUp);
    return madeUp;
  };

  const oidc = await loadProviderModule();
  let provider: ProviderInstance | undefined;
  let providerHandler: ((req: IncomingMessage, res: ServerResponse) => void) | undefined;

  // Our own interaction pages (oidc-provider's development pages cannot be used: they take the
  // typed login as the account id, which becomes the id_token's sub). One page signs in and grants
  // the requested scopes at once; its Cancel link ends the request with error=access_denied.
  async function interaction(req: IncomingMessage, res: ServerResponse, uid: string, abort: boolean) {
    if (!provider) throw new Error('provider not started');
    const details = await provider.interactionDetails(req, res);
    if (details.uid !== uid) return sendHtml(res, 400, page('OIDC error', '<p>This sign-in page has expired.</p>'));
    const finish = async (result: object, mergeWithLastSubmission: boolean) => {
      if (!provider) throw new Error('provider not started');
      const returnTo = await provider.interactionResult(req, res, result, { mergeWithLastSubmission });
      res.writeHead(303, { location: returnTo }).end();
    };

    if (abort) {
      return finish({ error: 'access_denied', error_description: 'End-User aborted interaction' }, false);
    }

    const signingIn = details.prompt.name === 'login';
    if (req.method === 'GET') {
      const loginField = signingIn
        ? `<label for="login">Email</label> <input id="login" name="login" type="text" required autofocus autocomplete="off" value="${escapeHtml(details.params.login_hint ?? '')}">`
        : `<p>Signed in as ${escapeHtml(details.session?.accountId ?? '')}.</p>`;
      return sendHtml(
        res,
        200,
        page(
          'Sign in – loopback OIDC',
          `<h1>Sign in</h1><p>to continue to ${escapeHtml(details.params.client_id)}</p>` +
            `<form method="post" action="/interaction/${escapeHtml(uid)}">${loginField} <button type="submit">Continue</button></form>` +
            `<p><a href="/interaction/${escapeHtml(uid)}/abort">Cancel</a></p>`,
        ),
      );
    }

    const form = await readForm(req);
    let accountId = details.session?.accountId;
    if (signingIn) {
      const login = form.get('login')?.trim();
      if (!login) return sendHtml(res, 400, page('OIDC error', '<p>Enter a login.</p>'));
      accountId = accountForLogin(login).sub;
      // A session of another account would make oidc-provider answer with a logout confirmation
      // (Google just switches accounts): end that session and detach it from this request.
      if (details.session && details.session.accountId !== accountId) {
        await (await provider.Session.findByUid(details.session.uid))?.destroy();
        details.session = undefined;
        await details.persist();
      }
    }
    if (!accountId) throw new Error('consent without a signed-in account');
    // A grant found for this request may belong to the session's previous account: a sign-in gets a new one.
    const existing = !signingIn && details.grantId ? await provider.Grant.find(details.grantId) : undefined;
    const grant = existing ?? new provider.Grant({ accountId, clientId: details.params.client_id });
    grant.addOIDCScope(details.params.scope ?? 'openid');
    const consent = { grantId: await grant.save() };
    return signingIn ? finish({ login: { accountId }, consent }, false) : finish({ consent }, true);
  }

  // The issuer must carry the port, so the server listens before the provider exists.
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://127.0.0.1').pathname;
    const match = /^\/interaction\/([\w-]+)(\/abort)?$/.exec(path);
    if (match?.[1]) {
      // An expired or foreign interaction (no cookie, say) is a user error: a page, not a crash.
      interaction(req, res, match[1], Boolean(match[2])).catch((error: Error) => {
        if (!res.headersSent) sendHtml(res, 400, page('OIDC error', `<p>${escapeHtml(error.message)}</p>`));
      });
      return;
    }
    if (providerHandler) return providerHandler(req, res);
    res.writeHead(503).end();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const issuer = `http://127.0.0.1:${port}`;

  const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' });
  const configuration = {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: options.redirectUris,
        response_types: ['code'],
        grant_types: ['authorization_code'],
        // A client registers one method, but oidc-provider accepts either secret method for it.
        token_endpoint_auth_method: 'client_secret_basic',
        id_token_signed_response_alg: 'RS256',
      },
    ],
    jwks: { keys: [{ ...signingKey, kid: 'loopback-rs256', use: 'sig', alg: 'RS256' }] },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    // What Google offers, and no more: code flow, PKCE S256, secret-based client auth, RS256.
    responseTypes: ['code'],
    scopes: ['openid', 'email', 'profile'],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'picture'] },
    clientAuthMethods: ['client_secret_basic', 'client_secret_post'],
    enabledJWA: { idTokenSigningAlgValues: ['RS256'] },
    pkce: { required: () => true },
    // Like Google, put the scopes' claims (email, name...) in the id_token, not only in userinfo.
    conformIdTokenClaims: false,
    features: {
      devInteractions: { enabled: false },
      userinfo: { enabled: true },
      // Off because Google has none of these (a logout endpoint would also show in discovery).
      dPoP: { enabled: false },
      pushedAuthorizationRequests: { enabled: false },
      resourceIndicators: { enabled: false },
      rpInitiatedLogout: { enabled: false },
    },
    interactions: { policy: googleLikePolicy(oidc), url: (_ctx: unknown, { uid }: { uid: string }) => `/interaction/${uid}` },
    // Sessions and tokens hold the account's sub as the account id (oidc-provider makes it the sub claim).
    async findAccount(_ctx: unknown, sub: string) {
      const account = accountsBySub.get(sub);
      if (!account) return undefined;
      return {
        accountId: sub,
        async claims() {
          return {
            sub,
            email: account.email,
            email_verified: account.emailVerified ?? true,
            name: account.name,
            ...(account.picture ? { picture: account.picture } : {}),
          };
        },
      };
    },
    // The default error page loads a web font from the internet; tests run offline.
    renderError(ctx: { type: string; body: unknown }, out: Record<string, string>) {
      const rows = Object.entries(out).map(([key, value]) => `<p><strong>${escapeHtml(key)}</strong>: ${escapeHtml(value)}</p>`);
      ctx.type = 'html';
      ctx.body = page('OIDC error', `<h1>OIDC error</h1>${rows.join('')}`);
    },
    // Set explicitly, so that the provider prints no notices about its defaults.
    ttl: { AccessToken: 3600, AuthorizationCode: 60, IdToken: 3600, Interaction: 3600, Session: 3600, Grant: 3600 },
    clientBasedCORS: () => true,
  };

  const created = await withoutProviderNotices(() => new oidc.default(issuer, configuration));
  // Expected protocol errors become error redirects or responses without any output; only a
  // provider bug is reported, in one line. Koa's own 'error' events (client aborts) are dropped.
  created.on('server_error', (_ctx: unknown, error: Error) => console.error(`oidc-provider server_error: ${error.message}`));
  created.on('error', () => {});
  provider = created;
  providerHandler = created.callback();

  return {
    issuer,
    discoveryUrl: `${issuer}/.well-known/openid-configuration`,
    clientId,
    clientSecret,
    addAccount: remember,
    stop() {
      if (!server.listening) return Promise.resolve();
      return new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // Keep-alive sockets would otherwise hold close() open until they time out.
        server.closeAllConnections();
      });
    },
  };
}

/**
 * Signs in at the provider as a user would, with fetch: opens the authorization URL, enters `login`
 * on the sign-in page and presses Continue, or with `deny` follows its Cancel link. Redirects are
 * followed by hand, keeping the provider's cookies, until one leaves the provider: that URL (the
 * client's redirect URI with code and state, or with error=access_denied) is returned.
 * Pass the same `cookies` map to several calls to sign in from one browser (one provider session).
 */
export async function completeOidcLogin(
  authorizeUrl: string,
  login: string,
  opts: { deny?: boolean; cookies?: Map<string, string> } = {},
): Promise<string> {
  const providerOrigin = new URL(authorizeUrl).origin;
  const cookies = opts.cookies ?? new Map<string, string>();
  let request: { url: string; form?: Record<string, string> } = { url: authorizeUrl };

  for (let step = 0; step < 20; step++) {
    const response = await fetch(request.url, {
      method: request.form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: { cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
      body: request.form ? new URLSearchParams(request.form) : undefined,
    });
    for (const header of response.headers.getSetCookie()) {
      const [pair = ''] = header.split(';');
      const name = pair.slice(0, pair.indexOf('=')).trim();
      const value = pair.slice(pair.indexOf('=') + 1).trim();
      // oidc-provider clears a cookie by setting it empty, expired.
      if (value === '' || /expires=Thu, 01 Jan 1970/i.test(header)) cookies.delete(name);
      else cookies.set(name, value);
    }

    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location) {
      const next = new URL(location, request.url);
      if (next.origin !== providerOrigin) return next.href;
      request = { url: next.href };
      continue;
    }

    const html = await response.text();
    const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
    const cancel = /<a href="([^"]+\/abort)"/.exec(html)?.[1];
    if (response.status !== 200 || !action || !cancel) {
      throw new Error(`expected the OIDC sign-in page at ${request.url}, got ${response.status}: ${html}`);
    }
    // Only & can occur escaped in these URLs.
    const target = (url: string) => new URL(url.replaceAll('&amp;', '&'), request.url).href;
    if (opts.deny) request = { url: target(cancel) };
    else request = { url: target(action), form: html.includes('name="login"') ? { login } : {} };
  }
  throw new Error(`the OIDC sign-in did not return to the client within 20 steps, from ${authorizeUrl}`);
}
